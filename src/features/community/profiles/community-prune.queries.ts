import { sql } from 'kysely';
import type { Trx } from '../../../db/database';
import type { CommentableType, ListItemType, RateableType, ReportableType } from '../../../db/tables/community';

// Rows whose polymorphic target (a catalogue row, list, review or comment) no longer exists.

type TargetTable = 'titles' | 'people' | 'episodes' | 'news_articles' | 'lists' | 'reviews' | 'comments';

/** `not exists` the row of `table` whose id is `ref` (a trusted column reference). */
const missing = (table: TargetTable, ref: string) =>
  sql<boolean>`not exists (select 1 from ${sql.table(table)} as t where t.id = ${sql.ref(ref)})`;

export function orphanListItems(trx: Trx, type: ListItemType, table: TargetTable) {
  return trx
    .selectFrom('list_items as li')
    .select(['li.id', 'li.list_id'])
    .where('li.item_type', '=', type)
    .where(missing(table, 'li.item_id'))
    .execute();
}

export async function deleteListItems(trx: Trx, ids: number[]) {
  await trx.deleteFrom('list_items').where('id', 'in', ids).execute();
}

export async function deleteOrphanRatings(trx: Trx, type: RateableType, table: TargetTable) {
  const r = await trx
    .deleteFrom('ratings')
    .where('rateable_type', '=', type)
    .where(missing(table, 'ratings.rateable_id'))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteOrphanReviews(trx: Trx, type: RateableType, table: TargetTable) {
  const r = await trx
    .deleteFrom('reviews')
    .where('reviewable_type', '=', type)
    .where(missing(table, 'reviews.reviewable_id'))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteOrphanComments(trx: Trx, type: CommentableType, table: TargetTable) {
  const r = await trx
    .deleteFrom('comments')
    .where('commentable_type', '=', type)
    .where(missing(table, 'comments.commentable_id'))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteOrphanReports(trx: Trx, type: ReportableType, table: TargetTable) {
  const r = await trx
    .deleteFrom('abuse_reports')
    .where('reportable_type', '=', type)
    .where(missing(table, 'abuse_reports.reportable_id'))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
