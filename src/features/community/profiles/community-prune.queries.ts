import { sql } from 'kysely';
import type { Trx } from '../../../db/database';
import type { ListItemType } from '../../../db/tables/community';

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

/** The polymorphic reference of each swept table: its type column and its id column. */
const references = {
  ratings: ['rateable_type', 'ratings.rateable_id'],
  reviews: ['reviewable_type', 'reviews.reviewable_id'],
  comments: ['commentable_type', 'comments.commentable_id'],
  abuse_reports: ['reportable_type', 'abuse_reports.reportable_id'],
} as const;

/** Deletes the rows of `from` that point at a `type` row missing from `table`; returns how many went. */
export async function deleteOrphans(trx: Trx, from: keyof typeof references, type: string, table: TargetTable) {
  const [typeColumn, idColumn] = references[from];
  const res = await trx
    .deleteFrom(from)
    .where(sql<boolean>`${sql.ref(typeColumn)} = ${type}`)
    .where(missing(table, idColumn))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
