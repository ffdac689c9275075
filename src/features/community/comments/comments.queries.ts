import { containsText } from '../../../db/dialect';
import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import type { Database, Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { CommentableType, CommentsTable } from '../../../db/tables/community';
import { type PageParams, paginate } from '../../../http/pagination';
import { listVisibleTo } from '../lists/lists.queries';
import { countRows } from '../profiles/community.queries';
import { deleteReportsFor, reportCountSql } from '../reports/reports.queries';
import type { ModerationCommentsQuery } from './comments.schemas';

export type CommentRow = Selectable<CommentsTable>;

/**
 * Lower bound of the Wilson score interval (95%) for the share of upvotes: a comment with 40 up
 * and 5 down outranks one with 2 up and 0 down, which plain averages would not do.
 */
export function wilsonScore(up: number, down: number) {
  const n = up + down;
  if (!n) return 0;
  const z = 1.96;
  const p = up / n;
  return (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n)) / (1 + (z * z) / n);
}

export async function recountVotes(trx: Trx, commentIds: number[]) {
  for (const id of new Set(commentIds)) {
    const row = await trx
      .selectFrom('comment_votes')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('vote', '>', 0).then(1).else(0).end()).as('up'),
        eb.fn.sum<number>(eb.case().when('vote', '<', 0).then(1).else(0).end()).as('down'),
      ])
      .where('comment_id', '=', id)
      .executeTakeFirst();
    const up = Number(row?.up ?? 0);
    const down = Number(row?.down ?? 0);
    await trx
      .updateTable('comments')
      .set({ upvotes: up, downvotes: down, score: wilsonScore(up, down) })
      .where('id', '=', id)
      .execute();
  }
}

export async function recountReplies(trx: Trx, commentIds: number[]) {
  for (const id of new Set(commentIds)) {
    const n = await countRows(trx.selectFrom('comments').where('parent_id', '=', id));
    await trx.updateTable('comments').set({ replies_count: n }).where('id', '=', id).execute();
  }
}

/**
 * Removes a comment: with replies it stays as a stub (deleted=1, no text, no author shown);
 * without, the row goes, and so does a stub parent that no longer has replies.
 */
export async function removeComment(trx: Trx, id: number) {
  let current: CommentRow | undefined = await trx.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  let first = true;
  while (current) {
    const hasReplies = await trx.selectFrom('comments').select('id').where('parent_id', '=', current.id).limit(1).executeTakeFirst();
    if (hasReplies) {
      if (first) await trx.updateTable('comments').set({ deleted: 1, content: '' }).where('id', '=', current.id).execute();
      return;
    }
    if (!first && !current.deleted) return;
    await deleteCommentRows(trx, [current.id]);
    if (current.parent_id === null) return;
    await recountReplies(trx, [current.parent_id]);
    current = await trx.selectFrom('comments').selectAll().where('id', '=', current.parent_id).executeTakeFirst();
    first = false;
  }
}

export function findComment(db: Db | Trx, id: number) {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many comments the user has that are not deleted. */
export function countLiveCommentsBy(db: Db, userId: number) {
  return countRows(db.selectFrom('comments').where('user_id', '=', userId).where('deleted', '=', 0));
}

/**
 * Top-level comments on an item after `cursor`: by score then newest ('best') or newest first.
 * Reads `limit` rows.
 */
export function topLevelComments(
  db: Db,
  on: { type: CommentableType; id: number },
  orderBy: 'best' | 'newest',
  cursor: { s: number; id: number } | null,
  limit: number,
) {
  let query = db
    .selectFrom('comments')
    .selectAll()
    .where('commentable_type', '=', on.type)
    .where('commentable_id', '=', on.id)
    .where('parent_id', 'is', null);
  if (orderBy === 'best') {
    if (cursor)
      query = query.where((eb) => eb.or([eb('score', '<', cursor.s), eb.and([eb('score', '=', cursor.s), eb('id', '<', cursor.id)])]));
    query = query.orderBy('score', 'desc').orderBy('id', 'desc');
  } else {
    if (cursor) query = query.where('id', '<', cursor.id);
    query = query.orderBy('id', 'desc');
  }
  return query.limit(limit).execute();
}

/** Every reply in the threads under `rootIds`, best first. */
export function repliesUnder(db: Db, rootIds: number[]) {
  if (!rootIds.length) return Promise.resolve([]);
  return db.selectFrom('comments').selectAll().where('root_id', 'in', rootIds).orderBy('score', 'desc').orderBy('id', 'asc').execute();
}

export function insertComment(trx: Trx, values: Insertable<CommentsTable>) {
  return trx.insertInto('comments').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCommentContent(db: Db, id: number, content: string) {
  return db.updateTable('comments').set({ content, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The user's vote on a comment: 1, -1, or null to take it back. */
export async function saveVote(trx: Trx, commentId: number, userId: number, vote: 1 | -1 | null) {
  if (vote === null) await trx.deleteFrom('comment_votes').where('comment_id', '=', commentId).where('user_id', '=', userId).execute();
  else
    await trx
      .insertInto('comment_votes')
      .values({ comment_id: commentId, user_id: userId, vote })
      .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doUpdateSet({ vote }))
      .execute();
}

export function voteCounts(trx: Trx, id: number) {
  return trx.selectFrom('comments').select(['upvotes', 'downvotes', 'score']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The viewer's vote (1 or -1) on each of `commentIds` they voted on; none for a guest. */
export async function votesOf(db: Db | Trx, viewerId: number | null, commentIds: number[]) {
  if (!viewerId || !commentIds.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('comment_votes')
    .select(['comment_id', 'vote'])
    .where('user_id', '=', viewerId)
    .where('comment_id', 'in', commentIds)
    .execute();
  return new Map(rows.map((v) => [v.comment_id, v.vote]));
}

/** Which of `ids` still exist. */
export async function existingCommentIds(db: Db | Trx, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('comments').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Deletes comments and the reports on them (replies are the caller's business). */
export async function deleteCommentRows(trx: Trx, ids: number[]) {
  if (!ids.length) return;
  await trx.deleteFrom('comments').where('id', 'in', ids).execute();
  await deleteReportsFor(trx, 'comment', ids);
}

/** Deletes every comment on the items (say, lists being deleted). */
export async function deleteCommentsOn(trx: Trx, type: CommentableType, ids: number[]) {
  if (ids.length) await trx.deleteFrom('comments').where('commentable_type', '=', type).where('commentable_id', 'in', ids).execute();
}

/**
 * One page (user ids above `afterId`, ascending) of the people who commented in a thread before
 * `beforeId`: its root's author and every reply's, but `except`; on a list only those who may
 * still see the list.
 */
export async function threadParticipants(
  db: Db,
  thread: { rootId: number; beforeId: number; except: number[] },
  page: { afterId: number; limit: number },
) {
  let query = db
    .selectFrom('comments')
    .leftJoin('lists', (j) => j.onRef('lists.id', '=', 'comments.commentable_id').on('comments.commentable_type', '=', 'list'))
    .select('comments.user_id')
    .distinct()
    .where((eb) => eb.or([eb('comments.id', '=', thread.rootId), eb('comments.root_id', '=', thread.rootId)]))
    .where('comments.id', '<', thread.beforeId)
    .where('comments.deleted', '=', 0)
    .where('comments.user_id', '>', page.afterId)
    .where((eb) =>
      eb.or([
        eb('comments.commentable_type', '!=', 'list'),
        listVisibleTo(eb as unknown as ExpressionBuilder<Database, 'lists'>, eb.ref('comments.user_id')),
      ]),
    );
  if (thread.except.length) query = query.where('comments.user_id', 'not in', thread.except);
  const rows = await query.orderBy('comments.user_id').limit(page.limit).execute();
  return rows.map((r) => r.user_id!);
}

/** Whether a user may see a list (listVisibleTo): public, their own, or their workspace's. */
export async function listVisibleToUser(db: Db, listId: number, userId: number) {
  const row = await db
    .selectFrom('lists')
    .select('lists.id')
    .where('lists.id', '=', listId)
    .where((eb) => listVisibleTo(eb, userId))
    .executeTakeFirst();
  return !!row;
}

/** Every comment across titles, episodes, news and lists, filtered and sorted for the moderation screen. */
export function moderationCommentsPage(db: Db, q: ModerationCommentsQuery) {
  const reports = reportCountSql('comment', 'comments.id');
  let query = db.selectFrom('comments').selectAll('comments');
  if (q.status === 'deleted') query = query.where('comments.deleted', '=', 1);
  else query = query.where('comments.deleted', '=', 0);
  if (q.status === 'reported') query = query.where(sql<boolean>`${reports} > 0`);
  if (q.query) query = query.where(containsText(sql.ref('comments.content'), q.query));
  if (q.userId) query = query.where('comments.user_id', '=', q.userId);
  if (q.commentable)
    query = query.where('comments.commentable_type', '=', q.commentable.type).where('comments.commentable_id', '=', q.commentable.id);
  if (q.orderBy === 'most_reported') query = query.orderBy(reports, 'desc');
  query = q.orderBy === 'oldest' ? query.orderBy('comments.id', 'asc') : query.orderBy('comments.id', 'desc');
  return paginate(query, q);
}

/** A user's comments a viewer may see: none deleted, none on a list that is private to them (listVisibleTo). */
function visibleCommentsOf(db: Db, userId: number, viewer: { id: number; admin: boolean }) {
  let q = db
    .selectFrom('comments')
    .leftJoin('lists', (j) => j.onRef('lists.id', '=', 'comments.commentable_id').on('comments.commentable_type', '=', 'list'))
    .where('comments.user_id', '=', userId)
    .where('comments.deleted', '=', 0);
  if (!viewer.admin) {
    q = q.where((eb) =>
      eb.or([
        eb('comments.commentable_type', '!=', 'list'),
        listVisibleTo(eb as unknown as ExpressionBuilder<Database, 'lists'>, viewer.id),
      ]),
    );
  }
  return q;
}

export function countVisibleCommentsOf(db: Db, userId: number, viewer: { id: number; admin: boolean }) {
  return countRows(visibleCommentsOf(db, userId, viewer));
}

/** One page of a user's comments a viewer may see, newest first. */
export function visibleCommentsPage(db: Db, userId: number, viewer: { id: number; admin: boolean }, q: PageParams) {
  return paginate(
    visibleCommentsOf(db, userId, viewer).selectAll('comments').orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc'),
    q,
  );
}

// For deleting users: their votes and comments.

export async function commentsVotedBy(trx: Trx, userIds: number[]) {
  const rows = await trx.selectFrom('comment_votes').select('comment_id').where('user_id', 'in', userIds).execute();
  return rows.map((r) => r.comment_id);
}

export async function deleteVotesBy(trx: Trx, userIds: number[]) {
  await trx.deleteFrom('comment_votes').where('user_id', 'in', userIds).execute();
}

/** The users' comments nobody replied to. */
export function leafCommentsBy(trx: Trx, userIds: number[]) {
  return trx
    .selectFrom('comments as c')
    .select(['c.id', 'c.parent_id'])
    .where('c.user_id', 'in', userIds)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('comments as r').select('r.id').whereRef('r.parent_id', '=', 'c.id'))))
    .execute();
}

export async function commentIdsBy(trx: Trx, userIds: number[]) {
  const rows = await trx.selectFrom('comments').select('id').where('user_id', 'in', userIds).execute();
  return rows.map((r) => r.id);
}

/** Turns the users' remaining comments into anonymous stubs that keep their reply threads. */
export async function stubCommentsBy(trx: Trx, userIds: number[]) {
  await trx.updateTable('comments').set({ user_id: null, deleted: 1, content: '' }).where('user_id', 'in', userIds).execute();
}
