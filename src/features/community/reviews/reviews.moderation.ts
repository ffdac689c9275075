import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { authorize } from '../../../http/guard';
import { notFound } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { Services } from '../../../platform/services';
import type { AuthState } from '../../accounts/auth/auth-state';
import { invalidateTitles } from '../../catalogue/common/cache';
import { likePattern } from '../../catalogue/common/like';
import { userSummaries } from '../profiles/community-common';
import { titleIdOf } from '../ratings/ratings.queries';
import { deleteReportsFor } from '../reports/reports.service';
import { loadTargets, reportCountSql, reportCounts } from '../reports/moderation';
import type { ModerationReviewsQuery } from './reviews.schemas';

interface Ctx {
  db: Db;
  auth: AuthState;
  services: Services;
}

/** Every review on titles and episodes, with its target, author and report count. */
export async function listModerationReviews(ctx: Ctx, q: ModerationReviewsQuery) {
  authorize(ctx.auth, 'reviews.update');
  const reports = reportCountSql('review', 'reviews.id');
  let query = ctx.db.selectFrom('reviews').selectAll('reviews');
  if (q.status === 'reported') query = query.where(sql<boolean>`${reports} > 0`);
  if (q.query) {
    const like = likePattern(q.query);
    query = query.where(sql<boolean>`(reviews.body like ${like} escape '\\' or coalesce(reviews.title, '') like ${like} escape '\\')`);
  }
  if (q.userId) query = query.where('reviews.user_id', '=', q.userId);
  if (q.reviewable)
    query = query.where('reviews.reviewable_type', '=', q.reviewable.type).where('reviews.reviewable_id', '=', q.reviewable.id);
  if (q.orderBy === 'most_reported') query = query.orderBy(reports, 'desc');
  if (q.orderBy === 'lowest') query = query.orderBy('reviews.rating', 'asc');
  if (q.orderBy === 'highest') query = query.orderBy('reviews.rating', 'desc');
  query = q.orderBy === 'oldest' ? query.orderBy('reviews.id', 'asc') : query.orderBy('reviews.id', 'desc');
  const page = await paginate(query, q);
  const rows = page.data;
  const [users, counts, targets] = await Promise.all([
    userSummaries(
      ctx.db,
      rows.map((r) => r.user_id),
    ),
    reportCounts(
      ctx.db,
      'review',
      rows.map((r) => r.id),
    ),
    loadTargets(
      ctx.db,
      rows.map((r) => ({ type: r.reviewable_type, id: r.reviewable_id })),
    ),
  ]);
  return {
    ...page,
    data: rows.map((r) => ({
      id: r.id,
      user: users.get(r.user_id) ?? null,
      rating: r.rating,
      title: r.title,
      body: r.body,
      has_spoilers: !!r.has_spoilers,
      helpful_count: r.helpful_count,
      not_helpful_count: r.not_helpful_count,
      reports_count: counts.get(r.id) ?? 0,
      reviewable_type: r.reviewable_type,
      reviewable_id: r.reviewable_id,
      target: targets.get(`${r.reviewable_type}:${r.reviewable_id}`) ?? null,
      created_at: r.created_at,
    })),
  };
}

/** Bulk delete for moderators, with the reviews' feedback and reports, in one transaction. */
export async function deleteReviewsAsModerator(ctx: Ctx, ids: number[]) {
  authorize(ctx.auth, 'reviews.delete');
  const found = ids.length
    ? await ctx.db.selectFrom('reviews').select(['id', 'reviewable_type', 'reviewable_id']).where('id', 'in', ids).execute()
    : [];
  if (!found.length) throw notFound('Review not found.');
  const foundIds = found.map((f) => f.id);
  const titleIds = await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('review_feedback').where('review_id', 'in', foundIds).execute();
    await trx.deleteFrom('reviews').where('id', 'in', foundIds).execute();
    await deleteReportsFor(trx, 'review', foundIds);
    const out: number[] = [];
    for (const f of found) {
      const t = await titleIdOf(trx, f.reviewable_type, f.reviewable_id);
      if (t) out.push(t);
    }
    return out;
  });
  if (titleIds.length) invalidateTitles(ctx.services.cache, [...new Set(titleIds)]);
  return { deleted: foundIds };
}
