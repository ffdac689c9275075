import { sql } from 'kysely';
import type { Db } from '../../../db/database';

// Community rows point at catalogue rows without foreign keys (they are polymorphic), so when a
// title, person, episode, article or list is deleted its list items, ratings, reviews, comments
// and reports are swept here. Readers already tolerate a missing target until then.

const targets = [
  { type: 'title', table: 'titles' },
  { type: 'person', table: 'people' },
  { type: 'episode', table: 'episodes' },
  { type: 'news', table: 'news_articles' },
  { type: 'list', table: 'lists' },
] as const;

/** `not exists` the row of `table` whose id is `ref` (a trusted column reference). */
const missing = (table: string, ref: string) =>
  sql<boolean>`not exists (select 1 from ${sql.table(table)} as t where t.id = ${sql.ref(ref)})`;

export async function pruneCommunityOrphans(db: Db) {
  const counts = { list_items: 0, ratings: 0, reviews: 0, comments: 0, reports: 0 };
  await db.transaction().execute(async (trx) => {
    for (const { type, table } of targets) {
      if (type === 'title' || type === 'person' || type === 'episode') {
        const orphans = await trx
          .selectFrom('list_items as li')
          .select(['li.id', 'li.list_id'])
          .where('li.item_type', '=', type)
          .where(missing(table, 'li.item_id'))
          .execute();
        if (orphans.length) {
          await trx
            .deleteFrom('list_items')
            .where(
              'id',
              'in',
              orphans.map((o) => o.id),
            )
            .execute();
          for (const listId of new Set(orphans.map((o) => o.list_id))) {
            const { n } = (await trx
              .selectFrom('list_items')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('list_id', '=', listId)
              .executeTakeFirst()) ?? { n: 0 };
            await trx
              .updateTable('lists')
              .set({ items_count: Number(n) })
              .where('id', '=', listId)
              .execute();
          }
          counts.list_items += orphans.length;
        }
      }
      if (type === 'title' || type === 'episode') {
        const r = await trx
          .deleteFrom('ratings')
          .where('rateable_type', '=', type)
          .where(missing(table, 'ratings.rateable_id'))
          .executeTakeFirst();
        counts.ratings += Number(r.numDeletedRows);
        const v = await trx
          .deleteFrom('reviews')
          .where('reviewable_type', '=', type)
          .where(missing(table, 'reviews.reviewable_id'))
          .executeTakeFirst();
        counts.reviews += Number(v.numDeletedRows);
      }
      if (type !== 'person') {
        const c = await trx
          .deleteFrom('comments')
          .where('commentable_type', '=', type)
          .where(missing(table, 'comments.commentable_id'))
          .executeTakeFirst();
        counts.comments += Number(c.numDeletedRows);
      }
    }
    for (const [type, table] of [
      ['review', 'reviews'],
      ['comment', 'comments'],
    ] as const) {
      const r = await trx
        .deleteFrom('abuse_reports')
        .where('reportable_type', '=', type)
        .where(missing(table, 'abuse_reports.reportable_id'))
        .executeTakeFirst();
      counts.reports += Number(r.numDeletedRows);
    }
  });
  return counts;
}
