import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { reconcileActiveWorkspace, watchForbiddenWorkspace } from '../api/workspace';
import { bootstrapStore } from './bootstrap';
import { useStore } from './store';

/**
 * Keeps the activeWorkspaceId cookie pointing at a workspace the user belongs to: checked against
 * bootstrap data before the pages fetch (layout effect), and reset to the personal space whenever the
 * server answers 403 for the workspaceId (the user was removed meanwhile).
 */
export function useActiveWorkspaceSync() {
  const client = useQueryClient();
  const userId = useStore(bootstrapStore, (d) => d.user?.id ?? null);
  const workspaces = useStore(bootstrapStore, (d) => d.workspaces);
  useLayoutEffect(() => {
    // a guest (or the next person on this browser) starts in the personal space
    if (reconcileActiveWorkspace(userId === null ? null : workspaces.map((w) => w.id))) void client.resetQueries();
  }, [client, userId, workspaces]);
  useEffect(() => watchForbiddenWorkspace(client), [client]);
}
