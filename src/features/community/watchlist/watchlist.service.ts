import type { ListItemType } from '../../../db/tables/community';
import type { ActorDeps } from '../../../deps';
import { requireUser } from '../../../http/guard';
import { presentList, presentListItems } from '../lists/lists.present';
import { addListItem, ensureWatchlist, listItemsPage, removeListItem, watchlistItemRefs } from '../lists/lists.queries';
import type { ListItemBody, ListItemsQuery } from '../lists/lists.schemas';
import { assertCatalogueItem, limitWrites } from '../profiles/community-common';

/** The user's default list, created on first use. */
export async function getWatchlist(deps: ActorDeps, q: ListItemsQuery) {
  const user = requireUser(deps.auth);
  const list = await ensureWatchlist(deps.db, user.id);
  return {
    list: presentList(list),
    items: await presentListItems(deps.db, await listItemsPage(deps.db, list.id, q.sortBy ?? list.sort, q)),
  };
}

/** Idempotent: adding twice leaves one entry, removing what is not there succeeds. */
export async function addToWatchlist(deps: ActorDeps, { type, item_id: itemId }: ListItemBody) {
  const user = requireUser(deps.auth);
  await limitWrites(deps.db, user.id, 'listItems');
  await assertCatalogueItem(deps.db, type, itemId);
  return deps.db.transaction().execute(async (trx) => {
    const list = await ensureWatchlist(trx, user.id);
    const { added } = await addListItem(trx, list.id, type, itemId);
    return { in_watchlist: true, added };
  });
}

export async function removeFromWatchlist(deps: ActorDeps, { type, item_id: itemId }: ListItemBody) {
  const user = requireUser(deps.auth);
  await limitWrites(deps.db, user.id, 'listItems');
  return deps.db.transaction().execute(async (trx) => {
    const list = await ensureWatchlist(trx, user.id);
    const removed = await removeListItem(trx, list.id, type, itemId);
    return { in_watchlist: false, removed };
  });
}

/**
 * Everything on the user's watchlist as ids by type, in one query: cards across a page read their
 * watchlist state from this instead of asking per card.
 */
export async function watchlistIds(deps: ActorDeps) {
  const user = requireUser(deps.auth);
  const rows = await watchlistItemRefs(deps.db, user.id);
  const ids: Record<ListItemType, number[]> = { title: [], episode: [], person: [] };
  for (const r of rows) ids[r.item_type]?.push(r.item_id);
  return { items: ids };
}
