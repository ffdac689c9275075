import type { ListItemType } from '../../../db/tables/community';
import type { ActorDeps } from '../../../deps';
import { notFound } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { membershipOf } from '../../workspaces/workspaces.queries';
import { presentList, presentListItems } from '../lists/lists.present';
import {
  addListItem,
  ensureWatchlist,
  ensureWorkspaceWatchlist,
  listItemsPage,
  removeListItem,
  watchlistItemRefs,
} from '../lists/lists.queries';
import type { ListItemBody, ListItemsQuery } from '../lists/lists.schemas';
import { assertCatalogueItem, limitWrites } from '../profiles/community-common';
import type { Db, Trx } from '../../../db/database';

/**
 * Whose watchlist a call works on: the signed-in user's own (`undefined`), or the shared watchlist
 * ("Our watchlist") of a workspace, which only its members reach: anyone else gets a 404.
 */
type WatchlistOf = number | undefined;

async function resolveWatchlist(deps: ActorDeps, workspaceId: WatchlistOf) {
  const user = requireUser(deps.auth);
  if (workspaceId !== undefined && !(await membershipOf(deps.db, workspaceId, user.id))) throw notFound('Workspace not found.');
  const ensure = async (db: Db | Trx) => {
    if (workspaceId === undefined) return ensureWatchlist(db, user.id);
    const list = await ensureWorkspaceWatchlist(db, workspaceId);
    if (!list) throw notFound('Workspace not found.');
    return list;
  };
  return { user, ensure };
}

/** The user's default list (or a workspace's shared one), created on first use. */
export async function getWatchlist(deps: ActorDeps, q: ListItemsQuery, workspaceId?: number) {
  const { ensure } = await resolveWatchlist(deps, workspaceId);
  const list = await ensure(deps.db);
  return {
    list: presentList(list),
    items: await presentListItems(deps.db, await listItemsPage(deps.db, list.id, q.sortBy ?? list.sort, q)),
  };
}

/** Idempotent: adding twice leaves one entry, removing what is not there succeeds. */
export async function addToWatchlist(deps: ActorDeps, { type, item_id: itemId }: ListItemBody, workspaceId?: number) {
  const { user, ensure } = await resolveWatchlist(deps, workspaceId);
  await limitWrites(deps.db, user.id, 'listItems');
  await assertCatalogueItem(deps.db, type, itemId);
  return deps.db.transaction().execute(async (trx) => {
    const list = await ensure(trx);
    const { added } = await addListItem(trx, list.id, type, itemId, user.id);
    return { in_watchlist: true, added };
  });
}

export async function removeFromWatchlist(deps: ActorDeps, { type, item_id: itemId }: ListItemBody, workspaceId?: number) {
  const { user, ensure } = await resolveWatchlist(deps, workspaceId);
  await limitWrites(deps.db, user.id, 'listItems');
  return deps.db.transaction().execute(async (trx) => {
    const list = await ensure(trx);
    const removed = await removeListItem(trx, list.id, type, itemId);
    return { in_watchlist: false, removed };
  });
}

/**
 * Everything on the watchlist as ids by type, in one query: cards across a page read their
 * watchlist state from this instead of asking per card.
 */
export async function watchlistIds(deps: ActorDeps, workspaceId?: number) {
  const { user } = await resolveWatchlist(deps, workspaceId);
  const rows = await watchlistItemRefs(deps.db, workspaceId === undefined ? { userId: user.id } : { workspaceId });
  const ids: Record<ListItemType, number[]> = { title: [], episode: [], person: [] };
  for (const r of rows) ids[r.item_type]?.push(r.item_id);
  return { items: ids };
}
