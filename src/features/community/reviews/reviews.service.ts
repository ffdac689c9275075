import type { Updateable } from 'kysely';
import { nowIso } from '../../../db/database';
import type { ReviewsTable } from '../../../db/tables/community';
import type { ActorDeps } from '../../../deps';
import { authorize, authorizeQuota, requireUser } from '../../../http/guard';
import { forbidden, notFound, validationError } from '../../../http/errors';
import { invalidateTitles } from '../../catalogue/common/cache';
import { hasPermission } from '../../accounts/roles/access';
import { assertCatalogueItem, limitWrites } from '../profiles/community-common';
import { changeRating, recomputeLocalRating, saveRating, titleIdOf } from '../ratings/ratings.queries';
import { deleteReportsFor } from '../reports/reports.queries';
import { fileReport } from '../reports/reports.service';
import { publishHelpfulVote } from './review-notifications';
import { presentReviews } from './reviews.present';
import {
  countReviewsBy,
  deleteReviewRows,
  feedbackCounts,
  findReview,
  findUserReviewId,
  insertReview,
  recountFeedback,
  reviewsPage,
  saveFeedback,
  updateReviewRow,
} from './reviews.queries';
import type { CreateReviewBody, ReviewsQuery, UpdateReviewBody } from './reviews.schemas';

export const REVIEW_UPDATED_MESSAGE = 'You had already reviewed this, so your existing review was updated.';

export async function listReviews(deps: ActorDeps, q: ReviewsQuery) {
  authorize(deps.auth, 'reviews.view');
  const page = await reviewsPage(deps.db, q, deps.auth.user?.id ?? 0);
  return { ...page, data: await presentReviews(deps.db, page.data, deps.auth.user?.id ?? null) };
}

/**
 * One review per user per title or episode: posting again updates the existing review (same id,
 * status 200, `updated: true` and REVIEW_UPDATED_MESSAGE) instead of creating a second one.
 * The review's rating is also the user's rating of the item.
 */
export async function saveReview(deps: ActorDeps, body: CreateReviewBody) {
  const user = requireUser(deps.auth);
  const existingId = await findUserReviewId(deps.db, user.id, body.reviewable, body.id);
  if (existingId) authorize(deps.auth, 'reviews.create');
  else authorizeQuota(deps.auth, 'reviews.create', 'count', await countReviewsBy(deps.db, user.id));
  await limitWrites(deps.db, user.id, 'reviews');
  await assertCatalogueItem(deps.db, body.reviewable, body.id);
  const now = nowIso();
  const { review, titleId } = await deps.db.transaction().execute(async (trx) => {
    const fields = {
      rating: body.rating,
      title: body.title || null,
      body: body.body,
      has_spoilers: body.has_spoilers ? 1 : 0,
      updated_at: now,
    };
    const review = existingId
      ? await updateReviewRow(trx, existingId, fields)
      : await insertReview(trx, { ...fields, user_id: user.id, reviewable_type: body.reviewable, reviewable_id: body.id, created_at: now });
    await saveRating(trx, user.id, body.reviewable, body.id, body.rating, now);
    await recomputeLocalRating(trx, body.reviewable, body.id);
    return { review, titleId: await titleIdOf(trx, body.reviewable, body.id) };
  });
  if (titleId) invalidateTitles(deps.services.cache, [titleId]);
  const [presented] = await presentReviews(deps.db, [review], user.id);
  return { review: presented!, updated: !!existingId, message: existingId ? REVIEW_UPDATED_MESSAGE : 'Review created.' };
}

async function ownReview(deps: ActorDeps, id: number, adminPermission: string) {
  const user = requireUser(deps.auth);
  const review = await findReview(deps.db, id);
  if (!review) throw notFound('Review not found.');
  if (review.user_id !== user.id && !hasPermission(user, adminPermission)) throw forbidden();
  return { user, review };
}

export async function updateReview(deps: ActorDeps, id: number, body: UpdateReviewBody) {
  const { user, review } = await ownReview(deps, id, 'reviews.update');
  await limitWrites(deps.db, user.id, 'reviews');
  const now = nowIso();
  const set: Updateable<ReviewsTable> = { updated_at: now };
  if (body.rating !== undefined) set.rating = body.rating;
  if (body.title !== undefined) set.title = body.title || null;
  if (body.body !== undefined) set.body = body.body;
  if (body.has_spoilers !== undefined) set.has_spoilers = body.has_spoilers ? 1 : 0;
  const { updated, titleId } = await deps.db.transaction().execute(async (trx) => {
    const updated = await updateReviewRow(trx, review.id, set);
    if (body.rating === undefined || body.rating === review.rating) return { updated, titleId: null };
    // The author's rating of the item follows the review's (a moderator's edit does not touch it).
    if (!(await changeRating(trx, review.user_id, review.reviewable_type, review.reviewable_id, body.rating, now)))
      return { updated, titleId: null };
    await recomputeLocalRating(trx, review.reviewable_type, review.reviewable_id);
    return { updated, titleId: await titleIdOf(trx, review.reviewable_type, review.reviewable_id) };
  });
  if (titleId) invalidateTitles(deps.services.cache, [titleId]);
  const [presented] = await presentReviews(deps.db, [updated], user.id);
  return presented!;
}

export async function deleteReview(deps: ActorDeps, id: number) {
  const { review } = await ownReview(deps, id, 'reviews.delete');
  await deps.db.transaction().execute(async (trx) => {
    await deleteReviewRows(trx, [review.id]);
    await deleteReportsFor(trx, 'review', [review.id]);
  });
  return { deleted: true };
}

/** Helpful / not helpful, once per user (changing it replaces the earlier answer). */
export async function reviewFeedback(deps: ActorDeps, id: number, helpful: boolean) {
  const user = requireUser(deps.auth);
  authorize(deps.auth, 'reviews.view');
  const review = await findReview(deps.db, id);
  if (!review) throw notFound('Review not found.');
  if (review.user_id === user.id) throw validationError({ helpful: ['You cannot rate your own review.'] });
  await limitWrites(deps.db, user.id, 'votes');
  const counts = await deps.db.transaction().execute(async (trx) => {
    await saveFeedback(trx, id, user.id, helpful);
    await recountFeedback(trx, [id]);
    if (helpful) await publishHelpfulVote({ db: trx, services: deps.services }, review, user.id);
    return feedbackCounts(trx, id);
  });
  return { ...counts, current_user_feedback: helpful };
}

/** Reports a review that exists. */
export async function reportReview(deps: ActorDeps, id: number, reason: string) {
  if (!(await findReview(deps.db, id))) throw notFound('Review not found.');
  return fileReport(deps, 'review', id, reason);
}
