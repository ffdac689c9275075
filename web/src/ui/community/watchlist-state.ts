import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { toast } from '../toast-store';
import {
  communityKeys,
  fetchSharedWatchlistIds,
  fetchWatchlistIds,
  type ItemType,
  setSharedWatchlisted,
  setWatchlisted,
} from '../../api/community';
import { useRequireLogin } from './require-login';

type Ids = { items: Record<ItemType, number[]> };

/** The user's own watchlist, or (with a workspace id) that workspace's shared one: its ids key and calls. */
function watchlistSource(workspaceId?: number) {
  if (!workspaceId) return { key: communityKeys.watchlistIds, fetch: fetchWatchlistIds, set: setWatchlisted };
  return {
    key: communityKeys.sharedWatchlistIds(workspaceId),
    fetch: () => fetchSharedWatchlistIds(workspaceId),
    set: (type: ItemType, id: number, on: boolean) => setSharedWatchlisted(workspaceId, type, id, on),
  };
}

/**
 * The signed-in user's watchlist (or, with `workspaceId`, the workspace's shared one) as ids,
 * fetched once per page and shared by every card and button (one request, never one per card).
 * Guests get nothing and no request.
 */
export function useWatchlistIds(workspaceId?: number) {
  const user = useCurrentUser();
  const source = watchlistSource(workspaceId);
  return useQuery({
    queryKey: source.key,
    queryFn: source.fetch,
    enabled: !!user,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

const withItem = (data: Ids | undefined, type: ItemType, id: number, on: boolean): Ids | undefined => {
  if (!data) return data;
  const list = data.items[type] ?? [];
  const next = on ? (list.includes(id) ? list : [...list, id]) : list.filter((x) => x !== id);
  return { items: { ...data.items, [type]: next } };
};

/**
 * One item's watchlist state and a one-click toggle: the shared ids change at once (every card and
 * button showing the item follows), and are rolled back with a danger toast if the call fails.
 * `fallback` is the state the page payload knew before the ids arrived.
 */
export function useWatchlistToggle(type: ItemType, id: number, fallback = false, workspaceId?: number) {
  const t = useTrans();
  const qc = useQueryClient();
  const guard = useRequireLogin();
  const source = watchlistSource(workspaceId);
  const ids = useWatchlistIds(workspaceId);
  const on = ids.data ? (ids.data.items[type] ?? []).includes(id) : fallback;
  const toggle = () =>
    guard(() => {
      const next = !on;
      const key = source.key;
      // A cancelled fetch of the ids puts the data it started from back a moment later: wait for
      // that (a microtask), or it would undo the flip below.
      void qc.cancelQueries({ queryKey: key }).then(() => {
        // Seed the cache from the fallback when the ids have not arrived yet, so the flip shows.
        const before = qc.getQueryData<Ids>(key);
        const seeded = before ?? { items: { title: [], episode: [], person: [], [type]: fallback ? [id] : [] } as Ids['items'] };
        qc.setQueryData<Ids>(key, withItem(seeded, type, id, next));
        source.set(type, id, next).then(
          () => {
            if (!before) void qc.invalidateQueries({ queryKey: key });
          },
          (e) => {
            qc.setQueryData<Ids>(key, (cur) => withItem(cur, type, id, !next));
            toast.danger(errorMessage(e) || t('Could not update your watchlist.'));
          },
        );
      });
    });
  return { on, toggle, known: !!ids.data };
}
