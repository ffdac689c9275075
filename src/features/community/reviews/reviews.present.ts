import type { Db, Trx } from '../../../db/database';
import { userSummaries } from '../profiles/community-common';
import { feedbackOf, type ReviewRow } from './reviews.queries';

/** What every view of a review shows of its text, rating and feedback counts. */
export function presentReviewBody(r: ReviewRow) {
  return {
    rating: r.rating,
    title: r.title,
    body: r.body,
    has_spoilers: !!r.has_spoilers,
    helpful_count: r.helpful_count,
    not_helpful_count: r.not_helpful_count,
  };
}

/** Reviews with their authors and the viewer's own feedback on each. */
export async function presentReviews(db: Db | Trx, rows: ReviewRow[], viewerId: number | null) {
  const users = await userSummaries(
    db,
    rows.map((r) => r.user_id),
  );
  const feedback = await feedbackOf(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    user: users.get(r.user_id) ?? null,
    reviewable_type: r.reviewable_type,
    reviewable_id: r.reviewable_id,
    ...presentReviewBody(r),
    current_user_feedback: feedback.get(r.id) ?? null,
    is_own: viewerId === r.user_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}
