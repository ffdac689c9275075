import type { Db, Trx } from '../../../db/database';
import type { ReportableType } from '../../../db/tables/community';
import type { Deps } from '../../../deps';
import type { NotificationType } from '../../notifications/notifications.catalog';
import { publishNotification } from '../../notifications/publish';
import { presentUserSummary, userSummaries } from '../profiles/community-common';
import { loadTargets, type ModerationTarget, type TargetType } from './moderation.present';
import { reportedComments, reportedReviews } from './reports.queries';

// 'admin.report': a new content report tells the moderators of that kind of content, with a link
// to the moderation list (/admin/comments or /admin/reviews) filtered to the reported rows of the
// item it was written on. Reports are listed there, not on a page of their own.

const REPORT_NOTIFICATION = 'admin.report';

export const reportNotification: NotificationType = {
  id: REPORT_NOTIFICATION,
  group: 'Administration',
  name: 'New content reports',
  defaults: { email: true, browser: true },
  // the admin area (and GET reports); each report goes to who may moderate its kind (below)
  permission: 'admin.access',
};

/** Who moderates each kind: the permission its admin list (/admin/comments, /admin/reviews) requires. */
const moderators: Record<ReportableType, { permission: string; page: string }> = {
  comment: { permission: 'comments.update', page: '/admin/comments' },
  review: { permission: 'reviews.update', page: '/admin/reviews' },
};

/** 'Title name' or 'Series · S1 E2', as the moderation list's 'On :name' chip shows it. */
function targetName(t: ModerationTarget) {
  return t.type === 'episode' && t.title ? `${t.title.name} · S${t.season_number ?? 1} E${t.episode_number ?? 1}` : t.name;
}

/** What the notification says about a reported comment or review: its author and what it is on. */
async function describeReported(db: Db | Trx, type: ReportableType, id: number) {
  const row =
    type === 'comment'
      ? (await reportedComments(db, [id])).map((c) => ({
          user_id: c.user_id,
          target: { type: c.commentable_type, id: c.commentable_id },
        }))[0]
      : (await reportedReviews(db, [id])).map((r) => ({ user_id: r.user_id, target: { type: r.reviewable_type, id: r.reviewable_id } }))[0];
  if (!row) return null;
  const targetType = row.target.type as TargetType;
  const target = (await loadTargets(db, [{ type: targetType, id: row.target.id }])).get(`${targetType}:${row.target.id}`) ?? null;
  const author = row.user_id ? ((await userSummaries(db, [row.user_id])).get(row.user_id) ?? null) : null;
  return { author, target, targetRef: `${targetType}:${row.target.id}` };
}

/**
 * Publishes the report inside the transaction that stored it; keyed by the report row, so only a
 * new report notifies (reporting the same item again only changes the reason).
 */
export async function publishReport(
  deps: { db: Trx; services: Deps['services'] },
  report: { id: number; type: ReportableType; reportableId: number; reason: string },
  reporter: { id: number; name: string | null; image: string | null },
) {
  const about = await describeReported(deps.db, report.type, report.reportableId);
  const who = presentUserSummary(reporter);
  const what = about?.author ? `a ${report.type} by ${about.author.name}` : `a ${report.type}`;
  const on = about?.target ? ` on ${targetName(about.target)}` : '';
  const { permission, page } = moderators[report.type];
  const query = new URLSearchParams({ status: 'reported' });
  if (about?.target) {
    query.set('target', about.targetRef);
    query.set('targetName', targetName(about.target));
  }
  await publishNotification(deps, {
    type: REPORT_NOTIFICATION,
    audience: { permission },
    key: `report:${report.id}`,
    actorId: reporter.id,
    data: {
      image: who.avatar,
      lines: [
        { content: `${who.name} reported ${what}${on}.`, type: 'primary', icon: 'warning' },
        { content: `Reason: ${report.reason.replace(/\s+/g, ' ').slice(0, 300)}`, type: 'secondary' },
      ],
      mainAction: { action: `${page}?${query.toString()}`, label: 'Review the reports' },
    },
  });
}
