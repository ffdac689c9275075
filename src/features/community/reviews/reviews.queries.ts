import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { ReviewsTable } from '../../../db/tables/community';
import { userSummaries } from '../profiles/community-common';

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

/** Reviews with their authors and the viewer's own feedback on each. */
export async function presentReviews(db: Db | Trx, rows: ReviewRow[], viewerId: number | null) {
  const users = await userSummaries(
    db,
    rows.map((r) => r.user_id),
  );
  const feedback = new Map<number, boolean>();
  if (viewerId && rows.length) {
    const fb = await db
      .selectFrom('review_feedback')
      .select(['review_id', 'helpful'])
      .where('user_id', '=', viewerId)
      .where(
        'review_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const f of fb) feedback.set(f.review_id, !!f.helpful);
  }
  return rows.map((r) => ({
    id: r.id,
    user: users.get(r.user_id) ?? null,
    reviewable_type: r.reviewable_type,
    reviewable_id: r.reviewable_id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    has_spoilers: !!r.has_spoilers,
    helpful_count: r.helpful_count,
    not_helpful_count: r.not_helpful_count,
    current_user_feedback: feedback.get(r.id) ?? null,
    is_own: viewerId === r.user_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}
