import { z } from 'zod';
import type { ReportableType } from '../../../db/tables/community';
import type { ActorDeps } from '../../../deps';
import { authorize, requireUser } from '../../../http/guard';
import { pageQuery } from '../../../http/pagination';
import { limitWrites, userSummaries } from '../profiles/community-common';
import { deleteReports, reportedComments, reportedReviews, reportsPage, saveReport } from './reports.queries';

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
export async function fileReport(deps: ActorDeps, type: ReportableType, id: number, reason: string) {
  const user = requireUser(deps.auth);
  await limitWrites(deps.db, user.id, 'reports');
  await saveReport(deps.db, user.id, type, id, reason);
  return { message: 'Thank you. The report was sent to the moderators.' };
}

/** Admin queue: newest first, with the reported text and its author. */
export async function listReports(deps: ActorDeps, q: z.infer<typeof reportsQuery>) {
  authorize(deps.auth, 'admin.access');
  const page = await reportsPage(deps.db, { type: q.type, reportableId: q.reportable_id }, q);
  const ids = (t: ReportableType) => page.data.filter((r) => r.reportable_type === t).map((r) => r.reportable_id);
  const reviews = await reportedReviews(deps.db, ids('review'));
  const comments = await reportedComments(deps.db, ids('comment'));
  const users = await userSummaries(deps.db, [
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

export async function dismissReports(deps: ActorDeps, ids: number[]) {
  authorize(deps.auth, 'admin.access');
  return deleteReports(deps.db, ids);
}
