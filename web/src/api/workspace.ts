import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ACTIVE_WORKSPACE_COOKIE, activeWorkspaceIdOf } from '../../../src/shared/workspace-cookie';
import { getCookie, setCookie } from './cookies';

export const WORKSPACE_COOKIE_DAYS = 7;
/** The personal space: the fallback "Default" workspace of bootstrap data. */
export const PERSONAL_WORKSPACE_ID = 0;

export function getActiveWorkspaceId(): number {
  return activeWorkspaceIdOf(getCookie(ACTIVE_WORKSPACE_COOKIE));
}

const listeners = new Set<() => void>();

export function setActiveWorkspaceId(id: number) {
  setCookie(ACTIVE_WORKSPACE_COOKIE, String(id), WORKSPACE_COOKIE_DAYS);
  for (const listener of [...listeners]) listener();
}

/** Re-renders the caller when the active workspace changes (the cookie itself is not observable). */
export function useActiveWorkspaceId() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getActiveWorkspaceId,
    getActiveWorkspaceId,
  );
}

/**
 * Makes `id` the active workspace and drops every cached answer, so the pages on screen fetch again
 * in the new scope. Nothing happens when it already is the active one.
 */
export function switchActiveWorkspace(client: QueryClient, id: number) {
  if (getActiveWorkspaceId() === id) return false;
  setActiveWorkspaceId(id);
  void client.resetQueries();
  return true;
}

/**
 * The cookie may name a workspace the user has left, was removed from, or that belongs to someone who
 * signed out on this browser: anything not in `memberOf` (the ids bootstrap data lists) goes back to
 * the personal space. Returns true when the cookie was reset.
 */
export function reconcileActiveWorkspace(memberOf: readonly number[] | null) {
  const active = getActiveWorkspaceId();
  if (active === PERSONAL_WORKSPACE_ID) return false;
  if (memberOf?.includes(active)) return false;
  setActiveWorkspaceId(PERSONAL_WORKSPACE_ID);
  return true;
}

/**
 * The server's answer to a workspaceId the user may not use: an HttpError 403 with errors.workspaceId
 * (read by shape: http.ts imports this module).
 */
export function isWorkspaceForbidden(error: unknown) {
  const e = error as { status?: unknown; body?: { errors?: Record<string, unknown> } } | null;
  return !!e && e.status === 403 && !!e.body?.errors?.workspaceId;
}

/**
 * Watches every query and mutation of `client`: when one fails because the active workspace is no
 * longer the user's, the personal space becomes active and everything is fetched again, so a removed
 * member is never stuck on error pages. Returns the unsubscribe function.
 */
export function watchForbiddenWorkspace(client: QueryClient, onReset?: () => void) {
  const recover = (error: unknown) => {
    if (!isWorkspaceForbidden(error) || getActiveWorkspaceId() === PERSONAL_WORKSPACE_ID) return;
    switchActiveWorkspace(client, PERSONAL_WORKSPACE_ID);
    onReset?.();
  };
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') recover(event.action.error);
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') recover(event.action.error);
  });
  return () => {
    offQueries();
    offMutations();
  };
}
