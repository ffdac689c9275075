import { z } from 'zod';
import type { ReportableType } from '../../../db/tables/community';
import type { ActorDeps } from '../../../deps';
import { authorize, requireUser } from '../../../http/guard';
import { pageQuery } from '../../../http/pagination';
import { limitWrites } from '../profiles/community-common';
import { presentReports } from './reports.present';
import { publishReport } from './reports.notifications';
import { deleteReports, reportsPage, saveReport } from './reports.queries';
import { lazySchema } from '../../../http/lazy-schema';

export const reportBody = lazySchema(() =>
  z.object({
    reason: z
      .string({ error: 'Please give a reason.' })
      .trim()
      .min(3, 'Please give a reason.')
      .max(1000, 'The reason may not be longer than 1000 characters.'),
  }),
);

export const reportsQuery = lazySchema(() =>
  pageQuery.extend({
    type: z.enum(['review', 'comment']).optional(),
    /** With type: the reports on one review or comment. */
    reportable_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  }),
);

/** One report per user per item: reporting again replaces the reason. A new report notifies the moderators. */
export async function fileReport(deps: ActorDeps, type: ReportableType, id: number, reason: string) {
  const user = requireUser(deps.auth);
  await limitWrites(deps.db, user.id, 'reports');
  await deps.db.transaction().execute(async (trx) => {
    const report = await saveReport(trx, user.id, type, id, reason);
    if (report.created) await publishReport({ db: trx, services: deps.services }, { id: report.id, type, reportableId: id, reason }, user);
  });
  return { message: 'Thank you. The report was sent to the moderators.' };
}

/** Admin queue: newest first, with the reported text and its author. */
export async function listReports(deps: ActorDeps, q: z.infer<typeof reportsQuery>) {
  authorize(deps.auth, 'admin.access');
  const page = await reportsPage(deps.db, { type: q.type, reportableId: q.reportable_id }, q);
  return presentReports(deps.db, page);
}

export async function dismissReports(deps: ActorDeps, ids: number[]) {
  authorize(deps.auth, 'admin.access');
  return deleteReports(deps.db, ids);
}
