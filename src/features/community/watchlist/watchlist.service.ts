import type { Db } from '../../../db/database';
import type { ListItemType } from '../../../db/tables/community';
import { requireUser } from '../../../http/guard';
import type { AuthState } from '../../accounts/auth/auth-state';
import { listItemsPage, addListItem, ensureWatchlist, presentList, removeListItem } from '../lists/lists.queries';
import type { ListItemsQuery } from '../lists/lists.schemas';
import { assertCatalogueItem, limitWrites } from '../profiles/community-common';

interface Ctx {
  db: Db;
  auth: AuthState;
}

/** The user's default list, created on first use. */
export async function getWatchlist(ctx: Ctx, q: ListItemsQuery) {
  const user = requireUser(ctx.auth);
  const list = await ensureWatchlist(ctx.db, user.id);
  return { list: presentList(list), items: await listItemsPage(ctx.db, list.id, q.sortBy ?? list.sort, q) };
}

/** Idempotent: adding twice leaves one entry, removing what is not there succeeds. */
export async function addToWatchlist(ctx: Ctx, type: ListItemType, itemId: number) {
  const user = requireUser(ctx.auth);
  await limitWrites(ctx.db, user.id, 'listItems');
  await assertCatalogueItem(ctx.db, type, itemId);
  return ctx.db.transaction().execute(async (trx) => {
    const list = await ensureWatchlist(trx, user.id);
    const { added } = await addListItem(trx, list.id, type, itemId);
    return { in_watchlist: true, added };
  });
}

export async function removeFromWatchlist(ctx: Ctx, type: ListItemType, itemId: number) {
  const user = requireUser(ctx.auth);
  await limitWrites(ctx.db, user.id, 'listItems');
  return ctx.db.transaction().execute(async (trx) => {
    const list = await ensureWatchlist(trx, user.id);
    const removed = await removeListItem(trx, list.id, type, itemId);
    return { in_watchlist: false, removed };
  });
}

/**
 * Everything on the user's watchlist as ids by type, in one query: cards across a page read their
 * watchlist state from this instead of asking per card.
 */
export async function watchlistIds(ctx: Ctx) {
  const user = requireUser(ctx.auth);
  const rows = await ctx.db
    .selectFrom('list_items')
    .innerJoin('lists', 'lists.id', 'list_items.list_id')
    .select(['list_items.item_type', 'list_items.item_id'])
    .where('lists.watchlist_of', '=', user.id)
    .execute();
  const ids: Record<ListItemType, number[]> = { title: [], episode: [], person: [] };
  for (const r of rows) ids[r.item_type]?.push(r.item_id);
  return { items: ids };
}
