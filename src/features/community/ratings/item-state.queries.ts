import { compiledOnce } from '../../../db/compiled-query';
import type { Db } from '../../../db/database';

function viewerTitleStateQuery(db: Db, userId: number, titleId: number) {
  const held = db
    .selectFrom('list_items')
    .innerJoin('lists', 'lists.id', 'list_items.list_id')
    .select(['lists.id as list_id', 'lists.watchlist_of'])
    .where('lists.user_id', '=', userId)
    .where('lists.workspace_id', 'is', null)
    .where('list_items.item_type', '=', 'title')
    .where('list_items.item_id', '=', titleId);
  return db
    .selectFrom('users')
    .leftJoin('ratings', (j) =>
      j.onRef('ratings.user_id', '=', 'users.id').on('ratings.rateable_type', '=', 'title').on('ratings.rateable_id', '=', titleId),
    )
    .leftJoin('content_follows', (j) => j.onRef('content_follows.user_id', '=', 'users.id').on('content_follows.title_id', '=', titleId))
    .leftJoin(held.as('held'), (j) => j.onTrue())
    .select(['ratings.rating', 'content_follows.id as follow_id', 'held.list_id', 'held.watchlist_of'])
    .where('users.id', '=', userId);
}

/**
 * The viewer's rating of a title, whether they follow it and their own lists holding it, in one
 * statement (one row per list holding it, at least one row): GET titles/{id} runs it for every
 * signed-in read, so it is compiled once (compiledOnce).
 */
export const viewerTitleStateRows = compiledOnce(viewerTitleStateQuery);
