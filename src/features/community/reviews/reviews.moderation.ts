import type { ActorDeps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { notFound } from '../../../http/errors';
import { invalidateTitles } from '../../catalogue/common/cache';
import { titleIdOf } from '../ratings/ratings.queries';
import { presentModerationPage } from '../reports/moderation.present';
import { deleteReportsFor } from '../reports/reports.queries';
import { presentReviewBody } from './reviews.present';
import { deleteFeedbackOn, deleteReviewRows, moderationReviewsPage, type ReviewRow, reviewTargets } from './reviews.queries';
import type { ModerationReviewsQuery } from './reviews.schemas';

/** Every review on titles and episodes, with its target, author and report count. */
export async function listModerationReviews(deps: ActorDeps, q: ModerationReviewsQuery) {
  authorize(deps.auth, 'reviews.update');
  const target = (r: ReviewRow) => ({ type: r.reviewable_type, id: r.reviewable_id });
  return presentModerationPage(deps.db, 'review', await moderationReviewsPage(deps.db, q), target, (r) => ({
    ...presentReviewBody(r),
    reviewable_type: r.reviewable_type,
    reviewable_id: r.reviewable_id,
  }));
}

/** Bulk delete for moderators, with the reviews' feedback and reports, in one transaction. */
export async function deleteReviewsAsModerator(deps: ActorDeps, ids: number[]) {
  authorize(deps.auth, 'reviews.delete');
  const found = await reviewTargets(deps.db, ids);
  if (!found.length) throw notFound('Review not found.');
  const foundIds = found.map((f) => f.id);
  const titleIds = await deps.db.transaction().execute(async (trx) => {
    await deleteFeedbackOn(trx, foundIds);
    await deleteReviewRows(trx, foundIds);
    await deleteReportsFor(trx, 'review', foundIds);
    const out: number[] = [];
    for (const f of found) {
      const t = await titleIdOf(trx, f.reviewable_type, f.reviewable_id);
      if (t) out.push(t);
    }
    return out;
  });
  if (titleIds.length) invalidateTitles(deps.services.cache, [...new Set(titleIds)]);
  return { deleted: foundIds };
}
