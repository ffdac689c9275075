import { containsText } from '../../../db/dialect';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { RateableType, ReviewsTable } from '../../../db/tables/community';
import { type PageParams, paginate } from '../../../http/pagination';
import { countRows } from '../profiles/community.queries';
import { reportCountSql } from '../reports/reports.queries';
import type { ModerationReviewsQuery, ReviewsQuery } from './reviews.schemas';

export type ReviewRow = Selectable<ReviewsTable>;

export async function recountFeedback(trx: Trx, reviewIds: number[]) {
  for (const id of new Set(reviewIds)) {
    const row = await trx
      .selectFrom('review_feedback')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('helpful', '=', 1).then(1).else(0).end()).as('yes'),
        eb.fn.sum<number>(eb.case().when('helpful', '=', 0).then(1).else(0).end()).as('no'),
      ])
      .where('review_id', '=', id)
      .executeTakeFirst();
    await trx
      .updateTable('reviews')
      .set({ helpful_count: Number(row?.yes ?? 0), not_helpful_count: Number(row?.no ?? 0) })
      .where('id', '=', id)
      .execute();
  }
}

export function findReview(db: Db | Trx, id: number) {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id of the user's review of a title or episode, if they wrote one. */
export async function findUserReviewId(db: Db, userId: number, type: RateableType, id: number) {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('user_id', '=', userId)
    .where('reviewable_type', '=', type)
    .where('reviewable_id', '=', id)
    .executeTakeFirst();
  return row?.id;
}

export function countReviewsBy(db: Db, userId: number) {
  return countRows(db.selectFrom('reviews').where('user_id', '=', userId));
}

/**
 * One page of reviews of an item and/or by a user. With `viewerId` and an item, the viewer's own
 * review comes first; then the asked order, then newest.
 */
export function reviewsPage(db: Db, q: Pick<ReviewsQuery, 'reviewable' | 'userId' | 'orderBy'> & PageParams, viewerId = 0) {
  let query = db.selectFrom('reviews').selectAll();
  if (q.reviewable) query = query.where('reviewable_type', '=', q.reviewable.type).where('reviewable_id', '=', q.reviewable.id);
  if (q.userId) query = query.where('user_id', '=', q.userId);
  if (viewerId && q.reviewable) query = query.orderBy(sql`case when user_id = ${viewerId} then 0 else 1 end`);
  if (q.orderBy === 'highest') query = query.orderBy('rating', 'desc');
  if (q.orderBy === 'lowest') query = query.orderBy('rating', 'asc');
  if (q.orderBy === 'most_helpful') query = query.orderBy(sql`helpful_count - not_helpful_count`, 'desc').orderBy('helpful_count', 'desc');
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  return paginate(query, q);
}

/** Every review on titles and episodes, filtered and sorted for the moderation screen. */
export function moderationReviewsPage(db: Db, q: ModerationReviewsQuery) {
  const reports = reportCountSql('review', 'reviews.id');
  let query = db.selectFrom('reviews').selectAll('reviews');
  if (q.status === 'reported') query = query.where(sql<boolean>`${reports} > 0`);
  if (q.query) {
    query = query.where((eb) => eb.or([containsText(sql.ref('reviews.body'), q.query!), containsText(sql.ref('reviews.title'), q.query!)]));
  }
  if (q.userId) query = query.where('reviews.user_id', '=', q.userId);
  if (q.reviewable)
    query = query.where('reviews.reviewable_type', '=', q.reviewable.type).where('reviews.reviewable_id', '=', q.reviewable.id);
  if (q.orderBy === 'most_reported') query = query.orderBy(reports, 'desc');
  if (q.orderBy === 'lowest') query = query.orderBy('reviews.rating', 'asc');
  if (q.orderBy === 'highest') query = query.orderBy('reviews.rating', 'desc');
  query = q.orderBy === 'oldest' ? query.orderBy('reviews.id', 'asc') : query.orderBy('reviews.id', 'desc');
  return paginate(query, q);
}

/** The reviews of `ids` that exist, with what they review. */
export function reviewTargets(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('reviews').select(['id', 'reviewable_type', 'reviewable_id']).where('id', 'in', ids).execute();
}

export function insertReview(trx: Trx, values: Insertable<ReviewsTable>) {
  return trx.insertInto('reviews').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateReviewRow(trx: Trx, id: number, set: Updateable<ReviewsTable>) {
  return trx.updateTable('reviews').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteReviewRows(trx: Trx, ids: number[]) {
  await trx.deleteFrom('reviews').where('id', 'in', ids).execute();
}

export async function deleteFeedbackOn(trx: Trx, reviewIds: number[]) {
  await trx.deleteFrom('review_feedback').where('review_id', 'in', reviewIds).execute();
}

/** Helpful or not, once per user per review (a second answer replaces the first). */
export async function saveFeedback(trx: Trx, reviewId: number, userId: number, helpful: boolean) {
  await trx
    .insertInto('review_feedback')
    .values({ review_id: reviewId, user_id: userId, helpful: helpful ? 1 : 0 })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doUpdateSet({ helpful: helpful ? 1 : 0 }))
    .execute();
}

export function feedbackCounts(trx: Trx, reviewId: number) {
  return trx.selectFrom('reviews').select(['helpful_count', 'not_helpful_count']).where('id', '=', reviewId).executeTakeFirstOrThrow();
}

/** The viewer's feedback (helpful or not) on each of `reviewIds` they answered; none for a guest. */
export async function feedbackOf(db: Db | Trx, viewerId: number | null, reviewIds: number[]) {
  if (!viewerId || !reviewIds.length) return new Map<number, boolean>();
  const rows = await db
    .selectFrom('review_feedback')
    .select(['review_id', 'helpful'])
    .where('user_id', '=', viewerId)
    .where('review_id', 'in', reviewIds)
    .execute();
  return new Map(rows.map((f) => [f.review_id, !!f.helpful]));
}

// For deleting users: what they wrote and the feedback they gave.

export async function reviewsFedBackBy(trx: Trx, userIds: number[]) {
  const rows = await trx.selectFrom('review_feedback').select('review_id').where('user_id', 'in', userIds).execute();
  return rows.map((r) => r.review_id);
}

export async function deleteFeedbackBy(trx: Trx, userIds: number[]) {
  await trx.deleteFrom('review_feedback').where('user_id', 'in', userIds).execute();
}

export async function reviewIdsBy(trx: Trx, userIds: number[]) {
  const rows = await trx.selectFrom('reviews').select('id').where('user_id', 'in', userIds).execute();
  return rows.map((r) => r.id);
}

export async function deleteReviewsBy(trx: Trx, userIds: number[]) {
  await trx.deleteFrom('reviews').where('user_id', 'in', userIds).execute();
}
