import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { authorize } from '../../../http/guard';
import { notFound } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { AuthState } from '../../accounts/auth/auth-state';
import { likePattern } from '../../catalogue/common/like';
import { userSummaries } from '../profiles/community-common';
import { deleteReportsFor } from '../reports/reports.service';
import { loadTargets, reportCountSql, reportCounts } from '../reports/moderation';
import { removeComment } from './comments.queries';
import type { ModerationCommentsQuery } from './comments.schemas';

interface Ctx {
  db: Db;
  auth: AuthState;
}

/** Every comment across titles, episodes, news and lists, with its target, author and report count. */
export async function listModerationComments(ctx: Ctx, q: ModerationCommentsQuery) {
  authorize(ctx.auth, 'comments.update');
  const reports = reportCountSql('comment', 'comments.id');
  let query = ctx.db.selectFrom('comments').selectAll('comments');
  if (q.status === 'deleted') query = query.where('comments.deleted', '=', 1);
  else query = query.where('comments.deleted', '=', 0);
  if (q.status === 'reported') query = query.where(sql<boolean>`${reports} > 0`);
  if (q.query) query = query.where(sql<boolean>`comments.content like ${likePattern(q.query)} escape '\\'`);
  if (q.userId) query = query.where('comments.user_id', '=', q.userId);
  if (q.commentable)
    query = query.where('comments.commentable_type', '=', q.commentable.type).where('comments.commentable_id', '=', q.commentable.id);
  if (q.orderBy === 'most_reported') query = query.orderBy(reports, 'desc');
  query = q.orderBy === 'oldest' ? query.orderBy('comments.id', 'asc') : query.orderBy('comments.id', 'desc');
  const page = await paginate(query, q);
  const rows = page.data;
  const [users, counts, targets] = await Promise.all([
    userSummaries(
      ctx.db,
      rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
    ),
    reportCounts(
      ctx.db,
      'comment',
      rows.map((r) => r.id),
    ),
    loadTargets(
      ctx.db,
      rows.map((r) => ({ type: r.commentable_type, id: r.commentable_id })),
    ),
  ]);
  return {
    ...page,
    data: rows.map((r) => ({
      id: r.id,
      user: r.user_id ? (users.get(r.user_id) ?? null) : null,
      content: r.content,
      deleted: !!r.deleted,
      parent_id: r.parent_id,
      replies_count: r.replies_count,
      upvotes: r.upvotes,
      downvotes: r.downvotes,
      reports_count: counts.get(r.id) ?? 0,
      commentable_type: r.commentable_type,
      commentable_id: r.commentable_id,
      target: targets.get(`${r.commentable_type}:${r.commentable_id}`) ?? null,
      created_at: r.created_at,
    })),
  };
}

/** Bulk delete for moderators: as the author's own delete (stubs keep reply threads), all or nothing. */
export async function deleteCommentsAsModerator(ctx: Ctx, ids: number[]) {
  authorize(ctx.auth, 'comments.delete');
  const found = ids.length ? await ctx.db.selectFrom('comments').select('id').where('id', 'in', ids).execute() : [];
  if (!found.length) throw notFound('Comment not found.');
  await ctx.db.transaction().execute(async (trx) => {
    for (const { id } of found) await removeComment(trx, id);
    await deleteReportsFor(
      trx,
      'comment',
      found.map((f) => f.id),
    );
  });
  return { deleted: found.map((f) => f.id) };
}
