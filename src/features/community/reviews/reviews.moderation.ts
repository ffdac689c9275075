import type { ActorDeps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { notFound } from '../../../http/errors';
import { invalidateTitles } from '../../catalogue/common/cache';
import { titleIdOf } from '../ratings/ratings.queries';
import { moderationLookups } from '../reports/moderation';
import { deleteReportsFor } from '../reports/reports.queries';
import { deleteFeedbackOn, deleteReviewRows, moderationReviewsPage, reviewTargets } from './reviews.queries';
import type { ModerationReviewsQuery } from './reviews.schemas';

/** Every review on titles and episodes, with its target, author and report count. */
export async function listModerationReviews(deps: ActorDeps, q: ModerationReviewsQuery) {
  authorize(deps.auth, 'reviews.update');
  const page = await moderationReviewsPage(deps.db, q);
  const rows = page.data;
  const lookup = await moderationLookups(
    deps.db,
    'review',
    rows.map((r) => ({ id: r.id, user_id: r.user_id, target: { type: r.reviewable_type, id: r.reviewable_id } })),
  );
  return {
    ...page,
    data: rows.map((r) => ({
      id: r.id,
      user: lookup.user(r.user_id),
      rating: r.rating,
      title: r.title,
      body: r.body,
      has_spoilers: !!r.has_spoilers,
      helpful_count: r.helpful_count,
      not_helpful_count: r.not_helpful_count,
      reports_count: lookup.reportsCount(r.id),
      reviewable_type: r.reviewable_type,
      reviewable_id: r.reviewable_id,
      target: lookup.target({ type: r.reviewable_type, id: r.reviewable_id }),
      created_at: r.created_at,
    })),
  };
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
