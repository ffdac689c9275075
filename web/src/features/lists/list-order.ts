import type { ListInfo } from '../../api/lists';

/** The lists page's own lists: the watchlist (personal or the workspace's shared one) first, the rest as the server sorted them. */
export function ownListsFirst(lists: ListInfo[]) {
  const rank = (l: ListInfo) => (l.is_watchlist || l.is_shared_watchlist ? 0 : 1);
  return [...lists].sort((a, b) => rank(a) - rank(b));
}

/** "Added by" shows on the items of workspace lists only (co-editing), when the adder is known. */
export function addedByName(list: Pick<ListInfo, 'workspace_id'>, item: { added_by?: { name: string } | null }) {
  return list.workspace_id ? (item.added_by?.name ?? null) : null;
}
