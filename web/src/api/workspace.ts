import { getCookie, setCookie } from './cookies';

// Spec section 4: the active workspace id lives in the cookie activeWorkspaceId (default 0, 7 days, path /).
export const ACTIVE_WORKSPACE_COOKIE = 'activeWorkspaceId';
export const WORKSPACE_COOKIE_DAYS = 7;

export function getActiveWorkspaceId(): number {
  const value = Number(getCookie(ACTIVE_WORKSPACE_COOKIE));
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

export function setActiveWorkspaceId(id: number) {
  setCookie(ACTIVE_WORKSPACE_COOKIE, String(id), WORKSPACE_COOKIE_DAYS);
}
