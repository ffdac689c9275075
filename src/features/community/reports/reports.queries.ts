import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ReportableType } from '../../../db/tables/community';
import { type PageParams, paginate } from '../../../http/pagination';

/** One report per user per item: reporting again replaces the reason. `created`: it is a new report. */
export async function saveReport(db: Db | Trx, userId: number, type: ReportableType, id: number, reason: string) {
  const now = nowIso();
  const inserted = await db
    .insertInto('abuse_reports')
    .values({ user_id: userId, reportable_type: type, reportable_id: id, reason, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'reportable_type', 'reportable_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const mine = { user_id: userId, reportable_type: type, reportable_id: id };
  const updated = await db
    .updateTable('abuse_reports')
    .set({ reason, created_at: now })
    .where((eb) => eb.and(mine))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: updated.id, created: false };
}

/** Reports disappear with what they point at. */
export async function deleteReportsFor(db: Db | Trx, type: ReportableType, ids: number[]) {
  if (ids.length) await db.deleteFrom('abuse_reports').where('reportable_type', '=', type).where('reportable_id', 'in', ids).execute();
}

export async function deleteReports(db: Db, ids: number[]) {
  const res = await db.deleteFrom('abuse_reports').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The admin queue, newest first, optionally of one type or one reported item. */
export function reportsPage(db: Db, filter: { type?: ReportableType; reportableId?: number }, q: PageParams) {
  let query = db.selectFrom('abuse_reports').selectAll();
  if (filter.type) query = query.where('reportable_type', '=', filter.type);
  if (filter.reportableId) query = query.where('reportable_id', '=', filter.reportableId);
  return paginate(query.orderBy('created_at', 'desc').orderBy('id', 'desc'), q);
}

/** The reported reviews, as the report queue shows them. */
export function reportedReviews(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('reviews')
    .select(['id', 'user_id', 'title', 'body', 'reviewable_type', 'reviewable_id'])
    .where('id', 'in', ids)
    .execute();
}

/** The reported comments, as the report queue shows them. */
export function reportedComments(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('comments')
    .select(['id', 'user_id', 'content', 'commentable_type', 'commentable_id'])
    .where('id', 'in', ids)
    .execute();
}

/** `(select count(*) from abuse_reports …)` for one reportable row, to filter and sort on. */
export const reportCountSql = (type: ReportableType, idColumn: string) =>
  sql<number>`(select count(*) from abuse_reports where abuse_reports.reportable_type = ${type} and abuse_reports.reportable_id = ${sql.ref(idColumn)})`;

export async function reportCounts(db: Db | Trx, type: ReportableType, ids: number[]) {
  const out = new Map<number, number>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('abuse_reports')
    .select(['reportable_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('reportable_type', '=', type)
    .where('reportable_id', 'in', [...new Set(ids)])
    .groupBy('reportable_id')
    .execute();
  for (const r of rows) out.set(r.reportable_id, Number(r.n));
  return out;
}

// What reported comments and reviews are about, for the moderation lists.

export function targetEpisodes(db: Db | Trx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('episodes').select(['id', 'title_id', 'name', 'season_number', 'episode_number']).where('id', 'in', ids).execute();
}

export function targetTitles(db: Db | Trx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('titles').select(['id', 'name', 'slug']).where('id', 'in', ids).execute();
}

export function targetArticles(db: Db | Trx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('news_articles').select(['id', 'title']).where('id', 'in', ids).execute();
}

export function targetLists(db: Db | Trx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('lists').select(['id', 'name', 'slug']).where('id', 'in', ids).execute();
}
