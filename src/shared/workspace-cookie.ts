// Spec section 4: the active workspace id lives in the cookie activeWorkspaceId (default 0, 7 days, path /).
// The web client sets and reads it; the server reads it to know whether a page is the personal space's.
export const ACTIVE_WORKSPACE_COOKIE = 'activeWorkspaceId';

/** The workspace id a cookie value names: a whole number >= 0, and 0 (the personal space) for anything else. */
export function activeWorkspaceIdOf(value: string | null | undefined): number {
  const id = Number(value ?? 0);
  return Number.isInteger(id) && id >= 0 ? id : 0;
}
