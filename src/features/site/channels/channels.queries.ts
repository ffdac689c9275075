import { containsText } from '../../../db/dialect';
import { type Insertable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import { type Database, type Db, nowIso, type Trx } from '../../../db/database';
import type { ChannelItemsTable, ChannelsTable } from '../../../db/tables/catalogue';
import { channelConfig, type ChannelRow, type Filters, type ItemRef } from './channels.config';
import { type AutoUpdateQuery, autoUpdateQueries, type ChannelListQuery, itemTypeOf } from '../../../shared/channels.schemas';

type ItemType = ChannelItemsTable['item_type'];

// The saved queries that fill channels. Each returns a query of item ids (already ordered), so a
// refresh can take the first N and a restricted channel page can count and paginate it live.

const MIN_VOTES = 10;

const today = () => new Date().toISOString().slice(0, 10);
const yearsAgo = (n: number) => `${new Date().getUTCFullYear() - n}-01-01`;

/** Tag names a URL value may stand for: 'science-fiction' is also 'science fiction'. */
const tagCandidates = (value: string) => [...new Set([value.toLowerCase(), value.toLowerCase().replace(/-/g, ' ')])];

export function titlesQuery(db: Db, filters: Filters) {
  let q = db.selectFrom('titles').select('titles.id');
  for (const type of ['genre', 'keyword', 'country'] as const) {
    const value = filters[type];
    if (!value) continue;
    const names = type === 'country' ? [value.toLowerCase()] : tagCandidates(value);
    q = q.where('titles.id', 'in', (eb) =>
      eb
        .selectFrom('title_tag')
        .innerJoin('tags', 'tags.id', 'title_tag.tag_id')
        .select('title_tag.title_id')
        .where('tags.type', '=', type)
        .where((e) => e(e.fn('lower', ['tags.name']), 'in', names)),
    );
  }
  if (filters.language) q = q.where('titles.language', '=', filters.language);
  if (filters.year) q = q.where('titles.year', '=', filters.year);
  return q;
}

/** Every saved query selects one column, `id`, from its table. */
export type ItemIdQuery = SelectQueryBuilder<Database, any, { id: number }>;

/** The ordered id query of a saved query with filters applied. */
export function savedQuery(db: Db, name: AutoUpdateQuery, filters: Filters = {}): ItemIdQuery {
  const now = today();
  const titles = () => titlesQuery(db, filters);
  const popular = (q: ReturnType<typeof titles>) => q.orderBy('titles.popularity', 'desc').orderBy('titles.id', 'desc');
  const topRated = (q: ReturnType<typeof titles>) =>
    q
      .where('titles.rating', 'is not', null)
      .where('titles.vote_count', '>=', MIN_VOTES)
      .orderBy('titles.rating', 'desc')
      .orderBy('titles.vote_count', 'desc')
      .orderBy('titles.id');
  const released = (q: ReturnType<typeof titles>) =>
    q.where('titles.release_date', '<=', now).orderBy('titles.release_date', 'desc').orderBy('titles.popularity', 'desc');
  switch (name) {
    case 'trending':
      // popular recent titles that have artwork for a hero slide
      return titles()
        .where('titles.backdrop', 'is not', null)
        .where('titles.release_date', '<=', now)
        .orderBy(sql`case when titles.release_date >= ${yearsAgo(3)} then 0 else 1 end`)
        .orderBy('titles.popularity', 'desc')
        .orderBy('titles.id', 'desc');
    case 'popular_titles':
      return popular(titles());
    case 'popular_movies':
      return popular(titles().where('titles.type', '=', 'movie'));
    case 'popular_series':
      return popular(titles().where('titles.type', '=', 'series'));
    case 'top_rated_titles':
      return topRated(titles());
    case 'top_rated_movies':
      return topRated(titles().where('titles.type', '=', 'movie'));
    case 'top_rated_series':
      return topRated(titles().where('titles.type', '=', 'series'));
    case 'new_releases':
      return released(titles());
    case 'new_movies':
      return released(titles().where('titles.type', '=', 'movie'));
    case 'new_series':
      return released(titles().where('titles.type', '=', 'series'));
    case 'upcoming':
      return titles().where('titles.release_date', '>', now).orderBy('titles.release_date', 'asc').orderBy('titles.popularity', 'desc');
    case 'latest_news':
      return db
        .selectFrom('news_articles')
        .select('news_articles.id')
        .orderBy('news_articles.created_at', 'desc')
        .orderBy('news_articles.id', 'desc');
    case 'popular_people':
      return db.selectFrom('people').select('people.id').orderBy('people.popularity', 'desc').orderBy('people.id', 'desc');
    case 'latest_trailers':
      return db
        .selectFrom('videos')
        .select('videos.id')
        .where('videos.category', '=', 'trailer')
        .where('videos.approved', '=', 1)
        .where('videos.status', '=', 'ready')
        .orderBy('videos.created_at', 'desc')
        .orderBy('videos.id', 'desc');
    case 'popular_lists':
      return db
        .selectFrom('lists')
        .select('lists.id')
        .where('lists.public', '=', 1)
        .where('lists.watchlist_of', 'is', null)
        .where('lists.items_count', '>', 0)
        .orderBy('lists.items_count', 'desc')
        .orderBy('lists.id', 'desc');
    case 'latest_episodes':
      return db
        .selectFrom('episodes')
        .select('episodes.id')
        .where('episodes.release_date', '<=', now)
        .orderBy('episodes.release_date', 'desc')
        .orderBy('episodes.id', 'desc');
  }
}

/** Ids (in order) and total of one page of a saved query. */
export async function savedQueryPage(db: Db, name: AutoUpdateQuery, filters: Filters, offset: number, limit: number) {
  const q = savedQuery(db, name, filters);
  const rows = await q.limit(limit).offset(offset).execute();
  const { total } = (await db
    .selectFrom(q.clearOrderBy().as('q'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number };
  return { ids: rows.map((r) => r.id), total: Number(total), contentType: autoUpdateQueries[name] };
}

/** A channel by id, `id-slug`, or slug. */
export function findChannel(db: Db | Trx, slugOrId: string | number) {
  const q = db.selectFrom('channels').selectAll();
  const asId = typeof slugOrId === 'number' ? slugOrId : /^\d+(-|$)/.test(slugOrId) ? Number.parseInt(slugOrId, 10) : null;
  return (asId !== null ? q.where('id', '=', asId) : q.where('slug', '=', String(slugOrId).toLowerCase())).executeTakeFirst();
}

/** A page of a channel's stored items; `filters` keeps only titles that match them. */
export async function channelItemsPage(db: Db, channelId: number, offset: number, limit: number, filters?: Filters) {
  let q = db.selectFrom('channel_items').where('channel_id', '=', channelId);
  if (filters && Object.keys(filters).length) {
    q = q.where('item_type', '=', 'title').where('item_id', 'in', titlesQuery(db, filters));
  }
  const rows = await q.select(['item_type', 'item_id']).orderBy('order').orderBy('id').limit(limit).offset(offset).execute();
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { refs: rows.map((r) => ({ type: r.item_type, id: r.item_id }) as ItemRef), total: Number(total) };
}

/** Replaces a channel's items with what its saved query gives now. */
export async function refreshChannel(db: Db, channel: ChannelRow) {
  if (!channel.auto_update || !(channel.auto_update in autoUpdateQueries)) return 0;
  const name = channel.auto_update as AutoUpdateQuery;
  const config = channelConfig(channel);
  const rows = (await savedQuery(db, name, config.filters as Filters)
    .limit(config.limit)
    .execute()) as { id: number }[];
  const type = itemTypeOf[autoUpdateQueries[name]] as ItemType;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await clearChannelItems(trx, channel.id);
    await insertChannelItems(
      trx,
      channel.id,
      type,
      rows.map((r) => r.id),
      now,
    );
    await trx.updateTable('channels').set({ content_updated_at: now }).where('id', '=', channel.id).execute();
  });
  return rows.length;
}

const itemTables = {
  title: 'titles',
  person: 'people',
  episode: 'episodes',
  news: 'news_articles',
  list: 'lists',
  video: 'videos',
  channel: 'channels',
} as const;

/** Drops items whose rows were deleted since they were added (manual channels keep no dangling rows). */
export async function pruneMissingItems(db: Db) {
  for (const [type, table] of Object.entries(itemTables) as [ItemType, (typeof itemTables)[ItemType]][]) {
    await db
      .deleteFrom('channel_items')
      .where('item_type', '=', type)
      .where('item_id', 'not in', (eb) => eb.selectFrom(table).select(`${table}.id` as 'titles.id'))
      .execute();
  }
}

/** Re-runs every channel's saved query and prunes deleted items (the scheduled refresh). */
export async function refreshAllChannels(db: Db) {
  await pruneMissingItems(db);
  const channels = await db.selectFrom('channels').selectAll().where('auto_update', 'is not', null).execute();
  let items = 0;
  for (const c of channels) items += await refreshChannel(db, c);
  return { channels: channels.length, items };
}

/** true when the item exists (so a channel never points at nothing). */
export async function itemExists(db: Db, ref: ItemRef) {
  if (ref.type === 'list')
    return !!(await db.selectFrom('lists').select('id').where('id', '=', ref.id).where('public', '=', 1).executeTakeFirst());
  if (ref.type === 'video')
    return !!(await db.selectFrom('videos').select('id').where('id', '=', ref.id).where('approved', '=', 1).executeTakeFirst());
  const table = { title: 'titles', person: 'people', episode: 'episodes', news: 'news_articles', channel: 'channels' }[ref.type] as
    'titles' | 'people' | 'episodes' | 'news_articles' | 'channels' | undefined;
  if (!table) return false;
  return !!(await db.selectFrom(table).select('id').where('id', '=', ref.id).executeTakeFirst());
}

export async function addChannelItem(db: Db, channelId: number, ref: ItemRef) {
  const { max } = await db
    .selectFrom('channel_items')
    .select((eb) => eb.fn.max<number | null>('order').as('max'))
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('channel_items')
    .values({ channel_id: channelId, item_type: ref.type as ItemType, item_id: ref.id, order: (max ?? -1) + 1, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['channel_id', 'item_type', 'item_id']).doNothing())
    .execute();
  await touch(db, channelId);
}

export async function removeChannelItem(db: Db, channelId: number, ref: ItemRef) {
  await db
    .deleteFrom('channel_items')
    .where('channel_id', '=', channelId)
    .where('item_type', '=', ref.type as ItemType)
    .where('item_id', '=', ref.id)
    .execute();
  await touch(db, channelId);
}

/** Puts the given items first, in the given order; items not named keep their order after them. */
export async function reorderChannelItems(db: Db, channelId: number, refs: ItemRef[]) {
  await db.transaction().execute(async (trx) => {
    const rest = await trx
      .selectFrom('channel_items')
      .select(['id', 'item_type', 'item_id'])
      .where('channel_id', '=', channelId)
      .orderBy('order')
      .orderBy('id')
      .execute();
    const named = new Map(refs.map((r, i) => [`${r.type}:${r.id}`, i]));
    const ordered = [
      ...rest
        .filter((r) => named.has(`${r.item_type}:${r.item_id}`))
        .sort((a, b) => named.get(`${a.item_type}:${a.item_id}`)! - named.get(`${b.item_type}:${b.item_id}`)!),
      ...rest.filter((r) => !named.has(`${r.item_type}:${r.item_id}`)),
    ];
    for (const [order, r] of ordered.entries()) await trx.updateTable('channel_items').set({ order }).where('id', '=', r.id).execute();
  });
  await touch(db, channelId);
}

function touch(db: Db | Trx, channelId: number) {
  const now = nowIso();
  return db.updateTable('channels').set({ content_updated_at: now, updated_at: now }).where('id', '=', channelId).execute();
}

/** Removes an item from every channel (when the item itself is deleted). */
export function removeItemEverywhere(db: Db | Trx, type: ItemType, ids: number[]) {
  if (!ids.length) return Promise.resolve();
  return db.deleteFrom('channel_items').where('item_type', '=', type).where('item_id', 'in', ids).execute();
}

/** A slug not yet used by another channel: `name`, `name-2`, ... */
export async function uniqueChannelSlug(db: Db, base: string, exceptId?: number) {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    let q = db.selectFrom('channels').select('id').where('slug', '=', candidate);
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (!(await q.executeTakeFirst())) return candidate;
  }
}

export const countChannels = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('channels')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Stores items in the given order (numbered from 0), 200 rows per insert. */
export async function insertChannelItems(db: Db | Trx, channelId: number, type: ItemType, ids: number[], now = nowIso()) {
  const values = ids.map((item_id, order) => ({ channel_id: channelId, item_type: type, item_id, order, created_at: now }));
  for (let i = 0; i < values.length; i += 200)
    await db
      .insertInto('channel_items')
      .values(values.slice(i, i + 200))
      .execute();
}

export function clearChannelItems(db: Db | Trx, channelId: number) {
  return db.deleteFrom('channel_items').where('channel_id', '=', channelId).execute();
}

/** Channels with their number of items, for the admin list; `query` matches names. */
export function channelListQuery(
  db: Db,
  { query, orderBy, dir }: { query?: string; orderBy: ChannelListQuery['orderBy']; dir: 'asc' | 'desc' },
) {
  let q = db
    .selectFrom('channels')
    .selectAll('channels')
    .select((eb) =>
      eb
        .selectFrom('channel_items')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('channel_items.channel_id', '=', 'channels.id')
        .as('items_count'),
    )
    .orderBy(orderBy === 'items_count' ? sql`items_count` : `channels.${orderBy}`, dir)
    .orderBy('channels.id', dir);
  if (query) q = q.where(containsText(sql.ref('channels.name'), query));
  return q;
}

/** A genre or keyword tag whose lower-cased name is one of `names`. */
export function tagNamed(db: Db, type: 'genre' | 'keyword', names: string[]) {
  return db
    .selectFrom('tags')
    .select(['name', 'display_name'])
    .where('type', '=', type)
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', names))
    .executeTakeFirst();
}

export function insertChannel(db: Db, values: Insertable<ChannelsTable>) {
  return db.insertInto('channels').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateChannelRow(db: Db, id: number, changes: Updateable<ChannelsTable>) {
  return db.updateTable('channels').set(changes).where('id', '=', id).execute();
}

export function channelsByIds(db: Db, ids: number[]) {
  return db.selectFrom('channels').selectAll().where('id', 'in', ids).execute();
}

export function deleteChannelRows(db: Db | Trx, ids: number[]) {
  return db.deleteFrom('channels').where('id', 'in', ids).execute();
}

/** The most used genres (by number of titles). */
export function popularGenres(db: Db, limit: number) {
  return db
    .selectFrom('tags')
    .innerJoin('title_tag', 'title_tag.tag_id', 'tags.id')
    .select(['tags.name', 'tags.display_name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tags.type', '=', 'genre')
    .groupBy(['tags.id', 'tags.name', 'tags.display_name'])
    .orderBy('n', 'desc')
    .limit(limit)
    .execute();
}

/** The first titles stored in a channel, id and slug (for links). */
export function channelTitleLinks(db: Db, channelId: number, limit: number) {
  return db
    .selectFrom('channel_items')
    .innerJoin('titles', 'titles.id', 'channel_items.item_id')
    .select(['titles.id', 'titles.slug'])
    .where('channel_items.channel_id', '=', channelId)
    .where('channel_items.item_type', '=', 'title')
    .orderBy('channel_items.order')
    .limit(limit)
    .execute();
}
