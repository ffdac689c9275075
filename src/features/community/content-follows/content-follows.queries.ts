import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { type PageParams, paginate } from '../../../http/pagination';
import { countRows } from '../profiles/community.queries';

/** What a user may follow besides other users: a title (a series, usually) or a person. */
export type FollowSubjectType = 'title' | 'person';
export interface FollowSubject {
  type: FollowSubjectType;
  id: number;
}

const columnOf = (type: FollowSubjectType) => (type === 'title' ? 'title_id' : 'person_id');

/** Whether a new follow was stored (false when it existed already). */
export async function insertContentFollow(db: Db, userId: number, subject: FollowSubject) {
  const inserted = await db
    .insertInto('content_follows')
    .values({ user_id: userId, [columnOf(subject.type)]: subject.id, created_at: nowIso() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteContentFollow(db: Db, userId: number, subject: FollowSubject) {
  await db.deleteFrom('content_follows').where('user_id', '=', userId).where(columnOf(subject.type), '=', subject.id).execute();
}

export async function contentFollowExists(db: Db, userId: number, subject: FollowSubject) {
  const row = await db
    .selectFrom('content_follows')
    .select('id')
    .where('user_id', '=', userId)
    .where(columnOf(subject.type), '=', subject.id)
    .executeTakeFirst();
  return !!row;
}

export function countContentFollowers(db: Db, subject: FollowSubject) {
  return countRows(db.selectFrom('content_follows').where(columnOf(subject.type), '=', subject.id));
}

/** How many titles and people a user follows. */
export function countFollowedContent(db: Db, userId: number) {
  return countRows(db.selectFrom('content_follows').where('user_id', '=', userId));
}

/** One page of the titles or people a user follows, newest follow first (the subject's id and when). */
export function followedContentPage(db: Db, userId: number, type: FollowSubjectType, q: PageParams) {
  const column = columnOf(type);
  const query = db
    .selectFrom('content_follows')
    .select([`${column} as subject_id`, 'created_at'])
    .where('user_id', '=', userId)
    .where(column, 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return paginate(query, q, (r) => ({ subject_id: r.subject_id!, followed_at: r.created_at }));
}

/** The followers of a title or person with an id above `afterId`, ascending (an audience page). */
export async function followersAfter(db: Db | Trx, subject: FollowSubject, page: { afterId: number; limit: number }) {
  const column = columnOf(subject.type);
  const rows = await db
    .selectFrom('content_follows')
    .select('user_id')
    .where(column, '=', subject.id)
    .where('user_id', '>', page.afterId)
    .orderBy('user_id')
    .limit(page.limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * Who has the title on a watchlist, ids above `afterId` ascending: owners of a personal watchlist
 * holding it, and every member of a workspace whose shared watchlist holds it.
 */
export async function watchlistersAfter(db: Db | Trx, titleId: number, page: { afterId: number; limit: number }) {
  const holding = () =>
    db
      .selectFrom('list_items as li')
      .innerJoin('lists as l', 'l.id', 'li.list_id')
      .where('li.item_type', '=', 'title')
      .where('li.item_id', '=', titleId);
  const personal = holding().select('l.watchlist_of as user_id').where('l.watchlist_of', 'is not', null);
  const shared = holding().innerJoin('workspace_members as m', 'm.workspace_id', 'l.workspace_watchlist_of').select('m.user_id as user_id');
  const rows = await db
    .selectFrom(personal.union(shared).as('w'))
    .select('w.user_id')
    .where('w.user_id', '>', page.afterId)
    .orderBy('w.user_id')
    .limit(page.limit)
    .execute();
  return rows.map((r) => Number(r.user_id));
}
