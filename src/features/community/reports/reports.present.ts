import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { AbuseReportsTable, ReportableType } from '../../../db/tables/community';
import type { Page } from '../../../http/pagination';
import { userSummaries } from '../profiles/community-common';
import { reportedComments, reportedReviews } from './reports.queries';

/** The admin queue's page: each report with its reporter and the reported text with its author. */
export async function presentReports(db: Db, page: Page<Selectable<AbuseReportsTable>>) {
  const ids = (t: ReportableType) => page.data.filter((r) => r.reportable_type === t).map((r) => r.reportable_id);
  const reviews = await reportedReviews(db, ids('review'));
  const comments = await reportedComments(db, ids('comment'));
  const users = await userSummaries(db, [
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
