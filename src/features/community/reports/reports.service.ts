import { z } from 'zod';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ReportableType } from '../../../db/tables/community';
import { authorize, requireUser } from '../../../http/guard';
import { pageQuery, paginate } from '../../../http/pagination';
import type { AuthState } from '../../accounts/auth/auth-state';
import { limitWrites, userSummaries } from '../profiles/community-common';

export const reportBody = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .trim()
    .min(3, 'Please give a reason.')
    .max(1000, 'The reason may not be longer than 1000 characters.'),
});

export const reportsQuery = pageQuery.extend({
  type: z.enum(['review', 'comment']).optional(),
  /** With type: the reports on one review or comment. */
  reportable_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** One report per user per item: reporting again replaces the reason. */
export async function fileReport(ctx: { db: Db; auth: AuthState }, type: ReportableType, id: number, reason: string) {
  const user = requireUser(ctx.auth);
  await limitWrites(ctx.db, user.id, 'reports');
  const now = nowIso();
  await ctx.db
    .insertInto('abuse_reports')
    .values({ user_id: user.id, reportable_type: type, reportable_id: id, reason, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'reportable_type', 'reportable_id']).doUpdateSet({ reason, created_at: now }))
    .execute();
  return { message: 'Thank you. The report was sent to the moderators.' };
}

/** Reports disappear with what they point at. */
export async function deleteReportsFor(db: Db | Trx, type: ReportableType, ids: number[]) {
  if (ids.length) await db.deleteFrom('abuse_reports').where('reportable_type', '=', type).where('reportable_id', 'in', ids).execute();
}

/** Admin queue: newest first, with the reported text and its author. */
export async function listReports(ctx: { db: Db; auth: AuthState }, q: z.infer<typeof reportsQuery>) {
  authorize(ctx.auth, 'admin.access');
  let query = ctx.db.selectFrom('abuse_reports').selectAll();
  if (q.type) query = query.where('reportable_type', '=', q.type);
  if (q.reportable_id) query = query.where('reportable_id', '=', q.reportable_id);
  const page = await paginate(query.orderBy('created_at', 'desc').orderBy('id', 'desc'), q);
  const ids = (t: ReportableType) => page.data.filter((r) => r.reportable_type === t).map((r) => r.reportable_id);
  const reviewIds = ids('review');
  const commentIds = ids('comment');
  const reviews = reviewIds.length
    ? await ctx.db
        .selectFrom('reviews')
        .select(['id', 'user_id', 'title', 'body', 'reviewable_type', 'reviewable_id'])
        .where('id', 'in', reviewIds)
        .execute()
    : [];
  const comments = commentIds.length
    ? await ctx.db
        .selectFrom('comments')
        .select(['id', 'user_id', 'content', 'commentable_type', 'commentable_id'])
        .where('id', 'in', commentIds)
        .execute()
    : [];
  const users = await userSummaries(ctx.db, [
    ...page.data.map((r) => r.user_id),
    ...reviews.map((r) => r.user_id),
    ...comments.flatMap((c) => (c.user_id ? [c.user_id] : [])),
  ]);
  const targets = new Map<string, Record<string, unknown>>([
    ...reviews.map((r) => [`review:${r.id}`, { ...r, user: users.get(r.user_id) ?? null }] as const),
    ...comments.map((c) => [`comment:${c.id}`, { ...c, user: c.user_id ? (users.get(c.user_id) ?? null) : null }] as const),
  ]);
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      type: r.reportable_type,
      reportable_id: r.reportable_id,
      reason: r.reason,
      created_at: r.created_at,
      reporter: users.get(r.user_id) ?? null,
      reportable: targets.get(`${r.reportable_type}:${r.reportable_id}`) ?? null,
    })),
  };
}

export async function dismissReports(ctx: { db: Db; auth: AuthState }, ids: number[]) {
  authorize(ctx.auth, 'admin.access');
  const res = await ctx.db.deleteFrom('abuse_reports').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}
