import { useActiveWorkspaceId } from '../../api/workspace';
import { bootstrapStore, useCurrentUser } from '../../shell/bootstrap';
import type { BootstrapData } from '../../shell/bootstrap-types';
import { useStore } from '../../shell/store';

export interface ActiveWorkspaceRef {
  id: number;
  /** null when the bootstrap data does not know it yet (say, created a moment ago). */
  name: string | null;
}

/**
 * The workspace the client acts in (the activeWorkspaceId cookie, which the HTTP client sends),
 * or null for the personal space (id 0, or the 'Default' entry of the bootstrap data).
 */
export function pickActiveWorkspace(workspaces: BootstrapData['workspaces'] | undefined, activeId: number): ActiveWorkspaceRef | null {
  if (!activeId) return null;
  const known = (workspaces ?? []).find((w) => w.id === activeId);
  if (known?.default) return null;
  return { id: activeId, name: known?.name ?? null };
}

/** The signed-in user's active workspace (guests never have one). */
export function useActiveWorkspace() {
  const user = useCurrentUser();
  const workspaces = useStore(bootstrapStore, (d) => d.workspaces);
  const activeId = useActiveWorkspaceId();
  return user ? pickActiveWorkspace(workspaces, activeId) : null;
}

/** What the title page's watchlist button says, given the item's state in both watchlists. */
export function watchlistButtonLabel(mine: boolean, ours: boolean) {
  if (mine && ours) return 'In both watchlists';
  if (mine) return 'In my watchlist';
  if (ours) return 'In our watchlist';
  return 'Add to watchlist';
}
