import { sql, type SelectExpression, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { DataExportsTable } from '../../../db/tables/exports';
import { USER_COLUMNS } from '../users/users.queries';
import { findProfile } from '../../community/profiles/profiles.queries';
import { historyQuery } from '../../streaming/history/history.queries';

export async function insertExport(db: Db, userId: number, createdAt: string) {
  const row = await db
    .insertInto('data_exports')
    .values({ user_id: userId, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findExport = (db: Db, id: number) => db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();

export const exportByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('data_exports').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** The user's exports, newest first. */
export const exportsOfUser = (db: Db, userId: number, limit = 5) =>
  db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function updateExport(db: Db, id: number, values: Updateable<DataExportsTable>) {
  await db.updateTable('data_exports').set(values).where('id', '=', id).execute();
}

/** Exports whose link has expired, and failed or stuck ones older than `before`. */
export const staleExports = (db: Db, now: string, before: string) =>
  db
    .selectFrom('data_exports')
    .select(['id', 'storage_key'])
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb.and([eb('status', '!=', 'ready'), eb('created_at', '<', before)])]))
    .execute();

export async function deleteExport(db: Db, id: number) {
  await db.deleteFrom('data_exports').where('id', '=', id).execute();
}

// What goes into the archive: every kind of data the user gave the site, one query per kind.

/** The user's own columns (not the ban an admin set) with their registration answers and profile. */
export async function accountOf(db: Db, userId: number) {
  const columns = USER_COLUMNS.filter(
    (c): c is Exclude<(typeof USER_COLUMNS)[number], 'banned_at' | 'ban_reason'> => c !== 'banned_at' && c !== 'ban_reason',
  );
  const user = await db
    .selectFrom('users')
    .select([...columns, 'extra_fields'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { bio = null, hide_ratings = null, hide_lists = null } = (await findProfile(db, userId)) ?? {};
  return { ...user, bio, hide_ratings, hide_lists };
}

/** What identifies a title (`t`) here and elsewhere (IMDb and TMDB ids), for importing the archive back. */
const TITLE_IDS = ['t.name as title_name', 't.year as title_year', 't.slug as title_slug', 't.imdb_id', 't.tmdb_id'] as const;

/** Ratings of titles and episodes with what identifies them elsewhere (IMDb and TMDB ids). */
export const ratingsOf = (db: Db, userId: number) =>
  db
    .selectFrom('ratings as r')
    .leftJoin('titles as t', (j) => j.onRef('t.id', '=', 'r.rateable_id').on('r.rateable_type', '=', 'title'))
    .leftJoin('episodes as e', (j) => j.onRef('e.id', '=', 'r.rateable_id').on('r.rateable_type', '=', 'episode'))
    .leftJoin('titles as et', 'et.id', 'e.title_id')
    .select([
      'r.rateable_type',
      'r.rateable_id',
      'r.rating',
      'r.created_at',
      'r.updated_at',
      ...TITLE_IDS,
      'et.name as series_name',
      'e.season_number',
      'e.episode_number',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at')
    .execute();

/** The user's rows of a table they own (`user_id`), oldest first, with the columns the archive shows. */
function rowsOfUser<T extends 'reviews' | 'invoices', C extends SelectExpression<Database, T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  userId: number,
) {
  return (db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>)
    .select(columns)
    .where(sql.ref('user_id'), '=', userId)
    .orderBy(sql.ref('created_at'))
    .execute();
}

export const reviewsOf = (db: Db, userId: number) =>
  rowsOfUser(
    db,
    'reviews',
    ['id', 'reviewable_type', 'reviewable_id', 'rating', 'title', 'body', 'has_spoilers', 'created_at', 'updated_at'],
    userId,
  );

export const commentsOf = (db: Db, userId: number) =>
  db
    .selectFrom('comments')
    .select(['id', 'commentable_type', 'commentable_id', 'parent_id', 'content', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('deleted', '=', 0)
    .orderBy('created_at')
    .execute();

/** The user's own lists (not workspace lists), the watchlist among them. */
export const listsOf = (db: Db, userId: number) =>
  db
    .selectFrom('lists')
    .select(['id', 'name', 'slug', 'description', 'public', 'watchlist_of', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('workspace_id', 'is', null)
    .orderBy('id')
    .execute();

/** The items of the given lists in their order, titles with their name and year. */
export const listItemsOf = (db: Db, listIds: number[]) =>
  listIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('list_items as i')
        .leftJoin('titles as t', (j) => j.onRef('t.id', '=', 'i.item_id').on('i.item_type', '=', 'title'))
        .select(['i.list_id', 'i.item_type', 'i.item_id', 'i.order', 'i.created_at', ...TITLE_IDS])
        .where('i.list_id', 'in', listIds)
        .orderBy('i.list_id')
        .orderBy('i.order')
        .orderBy('i.id')
        .execute();

/** The whole diary, with what identifies each title elsewhere (IMDb and TMDB ids). */
export const historyOf = (db: Db, userId: number) => historyQuery(db, userId).select(['h.created_at', 't.imdb_id', 't.tmdb_id']).execute();

export async function followsOf(db: Db, userId: number) {
  // the people the user follows, then the people who follow the user
  const edges = (from: 'f.follower_id' | 'f.followed_id', to: 'f.follower_id' | 'f.followed_id') =>
    db
      .selectFrom('follows as f')
      .innerJoin('users as u', 'u.id', to)
      .select(['u.id', 'u.name', 'f.created_at'])
      .where(from, '=', userId)
      .execute();
  const users = await edges('f.follower_id', 'f.followed_id');
  const followers = await edges('f.followed_id', 'f.follower_id');
  const content = await db
    .selectFrom('content_follows as c')
    .leftJoin('titles as t', 't.id', 'c.title_id')
    .leftJoin('people as p', 'p.id', 'c.person_id')
    .select(['c.title_id', 't.name as title_name', 'c.person_id', 'p.name as person_name', 'c.created_at'])
    .where('c.user_id', '=', userId)
    .execute();
  return { users, followers, content };
}

export async function notificationSettingsOf(db: Db, userId: number) {
  const subscriptions = await db
    .selectFrom('notification_subscriptions')
    .select(['notif_id', 'channels'])
    .where('user_id', '=', userId)
    .execute();
  const preferences = await db
    .selectFrom('notification_preferences')
    .select(['email_digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { subscriptions, preferences };
}

export const subscriptionsOf = (db: Db, userId: number) =>
  db
    .selectFrom('subscriptions as s')
    .leftJoin('products as p', 'p.id', 's.product_id')
    .select([
      's.id',
      'p.name as plan',
      's.gateway',
      's.status',
      's.renews_at',
      's.ends_at',
      's.canceled_at',
      's.trial_ends_at',
      's.card_brand',
      's.card_last4',
      's.created_at',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at')
    .execute();

const INVOICE_FIELDS = [
  ...(['id', 'subscription_id', 'gateway', 'amount', 'currency', 'status', 'period_start', 'period_end'] as const),
  ...(['hosted_url', 'pdf_url', 'paid_at', 'created_at'] as const),
];
export const invoicesOf = (db: Db, userId: number) => rowsOfUser(db, 'invoices', INVOICE_FIELDS, userId);
