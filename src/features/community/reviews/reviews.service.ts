import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { authorize, authorizeQuota, requireUser } from '../../../http/guard';
import { forbidden, notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { Services } from '../../../platform/services';
import type { AuthState } from '../../accounts/auth/auth-state';
import { invalidateTitles } from '../../catalogue/common/cache';
import { assertCatalogueItem, limitWrites } from '../profiles/community-common';
import { recomputeLocalRating, titleIdOf } from '../ratings/ratings.queries';
import { deleteReportsFor } from '../reports/reports.service';
import { hasPermission } from '../../accounts/roles/access';
import { presentReviews, recountFeedback } from './reviews.queries';
import type { CreateReviewBody, ReviewsQuery, UpdateReviewBody } from './reviews.schemas';

interface Ctx {
  db: Db;
  auth: AuthState;
  services: Services;
}

export const REVIEW_UPDATED_MESSAGE = 'You had already reviewed this, so your existing review was updated.';

export async function listReviews(ctx: Ctx, q: ReviewsQuery) {
  authorize(ctx.auth, 'reviews.view');
  const me = ctx.auth.user?.id ?? 0;
  let query = ctx.db.selectFrom('reviews').selectAll();
  if (q.reviewable) query = query.where('reviewable_type', '=', q.reviewable.type).where('reviewable_id', '=', q.reviewable.id);
  if (q.userId) query = query.where('user_id', '=', q.userId);
  // The viewer's own review comes first on an item's page.
  if (me && q.reviewable) query = query.orderBy(sql`case when user_id = ${me} then 0 else 1 end`);
  if (q.orderBy === 'highest') query = query.orderBy('rating', 'desc');
  if (q.orderBy === 'lowest') query = query.orderBy('rating', 'asc');
  if (q.orderBy === 'most_helpful') query = query.orderBy(sql`helpful_count - not_helpful_count`, 'desc').orderBy('helpful_count', 'desc');
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const page = await paginate(query, q);
  return { ...page, data: await presentReviews(ctx.db, page.data, ctx.auth.user?.id ?? null) };
}

/**
 * One review per user per title or episode: posting again updates the existing review (same id,
 * status 200, `updated: true` and REVIEW_UPDATED_MESSAGE) instead of creating a second one.
 * The review's rating is also the user's rating of the item.
 */
export async function saveReview(ctx: Ctx, body: CreateReviewBody) {
  const user = requireUser(ctx.auth);
  const existing = await ctx.db
    .selectFrom('reviews')
    .select('id')
    .where('user_id', '=', user.id)
    .where('reviewable_type', '=', body.reviewable)
    .where('reviewable_id', '=', body.id)
    .executeTakeFirst();
  if (existing) authorize(ctx.auth, 'reviews.create');
  else {
    const { n } = (await ctx.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirst()) ?? { n: 0 };
    authorizeQuota(ctx.auth, 'reviews.create', 'count', Number(n));
  }
  await limitWrites(ctx.db, user.id, 'reviews');
  await assertCatalogueItem(ctx.db, body.reviewable, body.id);
  const now = nowIso();
  const { review, titleId } = await ctx.db.transaction().execute(async (trx) => {
    const fields = {
      rating: body.rating,
      title: body.title || null,
      body: body.body,
      has_spoilers: body.has_spoilers ? 1 : 0,
      updated_at: now,
    };
    const review = existing
      ? await trx.updateTable('reviews').set(fields).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto('reviews')
          .values({ ...fields, user_id: user.id, reviewable_type: body.reviewable, reviewable_id: body.id, created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
    await trx
      .insertInto('ratings')
      .values({
        user_id: user.id,
        rateable_type: body.reviewable,
        rateable_id: body.id,
        rating: body.rating,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'rateable_type', 'rateable_id']).doUpdateSet({ rating: body.rating, updated_at: now }))
      .execute();
    await recomputeLocalRating(trx, body.reviewable, body.id);
    return { review, titleId: await titleIdOf(trx, body.reviewable, body.id) };
  });
  if (titleId) invalidateTitles(ctx.services.cache, [titleId]);
  const [presented] = await presentReviews(ctx.db, [review], user.id);
  return { review: presented!, updated: !!existing, message: existing ? REVIEW_UPDATED_MESSAGE : 'Review created.' };
}

async function ownReview(ctx: Ctx, id: number, adminPermission: string) {
  const user = requireUser(ctx.auth);
  const review = await ctx.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  if (!review) throw notFound('Review not found.');
  if (review.user_id !== user.id && !hasPermission(user, adminPermission)) throw forbidden();
  return { user, review };
}

export async function updateReview(ctx: Ctx, id: number, body: UpdateReviewBody) {
  const { user, review } = await ownReview(ctx, id, 'reviews.update');
  await limitWrites(ctx.db, user.id, 'reviews');
  const now = nowIso();
  const set: Record<string, unknown> = { updated_at: now };
  if (body.rating !== undefined) set.rating = body.rating;
  if (body.title !== undefined) set.title = body.title || null;
  if (body.body !== undefined) set.body = body.body;
  if (body.has_spoilers !== undefined) set.has_spoilers = body.has_spoilers ? 1 : 0;
  const { updated, titleId } = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('reviews').set(set).where('id', '=', review.id).returningAll().executeTakeFirstOrThrow();
    if (body.rating === undefined || body.rating === review.rating) return { updated, titleId: null };
    // The author's rating of the item follows the review's (a moderator's edit does not touch it).
    const rating = await trx
      .updateTable('ratings')
      .set({ rating: body.rating, updated_at: now })
      .where('user_id', '=', review.user_id)
      .where('rateable_type', '=', review.reviewable_type)
      .where('rateable_id', '=', review.reviewable_id)
      .executeTakeFirst();
    if (!Number(rating.numUpdatedRows)) return { updated, titleId: null };
    await recomputeLocalRating(trx, review.reviewable_type, review.reviewable_id);
    return { updated, titleId: await titleIdOf(trx, review.reviewable_type, review.reviewable_id) };
  });
  if (titleId) invalidateTitles(ctx.services.cache, [titleId]);
  const [presented] = await presentReviews(ctx.db, [updated], user.id);
  return presented!;
}

export async function deleteReview(ctx: Ctx, id: number) {
  const { review } = await ownReview(ctx, id, 'reviews.delete');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reviews').where('id', '=', review.id).execute();
    await deleteReportsFor(trx, 'review', [review.id]);
  });
  return { deleted: true };
}

/** Helpful / not helpful, once per user (changing it replaces the earlier answer). */
export async function reviewFeedback(ctx: Ctx, id: number, helpful: boolean) {
  const user = requireUser(ctx.auth);
  authorize(ctx.auth, 'reviews.view');
  const review = await ctx.db.selectFrom('reviews').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
  if (!review) throw notFound('Review not found.');
  if (review.user_id === user.id) throw validationError({ helpful: ['You cannot rate your own review.'] });
  await limitWrites(ctx.db, user.id, 'votes');
  const counts = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('review_feedback')
      .values({ review_id: id, user_id: user.id, helpful: helpful ? 1 : 0 })
      .onConflict((oc) => oc.columns(['review_id', 'user_id']).doUpdateSet({ helpful: helpful ? 1 : 0 }))
      .execute();
    await recountFeedback(trx, [id]);
    return trx.selectFrom('reviews').select(['helpful_count', 'not_helpful_count']).where('id', '=', id).executeTakeFirstOrThrow();
  });
  return { ...counts, current_user_feedback: helpful };
}

export async function assertReviewExists(db: Db, id: number) {
  const row = await db.selectFrom('reviews').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Review not found.');
}
