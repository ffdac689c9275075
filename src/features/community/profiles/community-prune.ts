import type { Db } from '../../../db/database';
import { recountListItems } from '../lists/lists.queries';
import { deleteListItems, deleteOrphans, orphanListItems } from './community-prune.queries';

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

export async function pruneCommunityOrphans(db: Db) {
  const counts = { list_items: 0, ratings: 0, reviews: 0, comments: 0, reports: 0 };
  await db.transaction().execute(async (trx) => {
    for (const { type, table } of targets) {
      if (type === 'title' || type === 'person' || type === 'episode') {
        const orphans = await orphanListItems(trx, type, table);
        if (orphans.length) {
          await deleteListItems(
            trx,
            orphans.map((o) => o.id),
          );
          // the count only: sweeping is not an edit of the list
          for (const listId of new Set(orphans.map((o) => o.list_id))) await recountListItems(trx, listId, false);
          counts.list_items += orphans.length;
        }
      }
      if (type === 'title' || type === 'episode') {
        counts.ratings += await deleteOrphans(trx, 'ratings', type, table);
        counts.reviews += await deleteOrphans(trx, 'reviews', type, table);
      }
      if (type !== 'person') counts.comments += await deleteOrphans(trx, 'comments', type, table);
    }
    counts.reports += await deleteOrphans(trx, 'abuse_reports', 'review', 'reviews');
    counts.reports += await deleteOrphans(trx, 'abuse_reports', 'comment', 'comments');
  });
  return counts;
}
