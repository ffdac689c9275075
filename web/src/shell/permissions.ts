import { hasPermission, hasRole } from '../../../src/shared/access';
import { getSetting, useBootstrap } from './bootstrap';
import type { AccessSubject, BootstrapData, CurrentUser, MenuItem, PublicSettings } from './bootstrap-types';

// Spec section 6 on the client: the shared rules of src/shared/access.ts; guests use the guest role.

export function subjectOf(data: Pick<BootstrapData, 'user' | 'guest_role'>): AccessSubject | null {
  return data.user ?? data.guest_role;
}

/** A user is subscribed if any subscription is valid (active). */
export function isSubscribed(user: CurrentUser | null | undefined) {
  return !!user?.subscriptions?.some((s) => s.valid || s.active);
}

export function usePermission(name: string) {
  const data = useBootstrap();
  return hasPermission(subjectOf(data), name);
}

/** Menu items show only when every listed role, permission, setting and subscription condition holds. */
export function isMenuItemVisible(item: MenuItem, data: Pick<BootstrapData, 'user' | 'guest_role' | 'settings'>) {
  if (!item.action) return false;
  const subject = subjectOf(data);
  if (item.roles?.length && !item.roles.every((id) => hasRole(subject, id))) return false;
  if (item.permissions?.length && !item.permissions.every((p) => hasPermission(subject, p))) return false;
  for (const [key, expected] of Object.entries(item.settings ?? {})) {
    if (!sameSetting(getSetting(data.settings, key), expected)) return false;
  }
  if (item.subscriptionStatus) {
    const subscribed = isSubscribed(data.user);
    if (item.subscriptionStatus === 'subscribed' ? !subscribed : subscribed) return false;
  }
  return true;
}

// Settings conditions may be stored as strings ('true', '1') by form editors.
function sameSetting(actual: unknown, expected: unknown) {
  if (typeof actual === 'boolean') return actual === (expected === true || expected === 'true' || expected === 1 || expected === '1');
  return String(actual ?? '') === String(expected ?? '');
}

/** The action with {currentUser} replaced by the signed-in user's id. */
export function menuItemAction(item: MenuItem, user: CurrentUser | null) {
  return (item.action ?? '').replaceAll('{currentUser}', user ? String(user.id) : '');
}

export function menuItemsFor(position: string, data: Pick<BootstrapData, 'user' | 'guest_role' | 'settings'>) {
  const menus = (data.settings as PublicSettings).menus ?? [];
  return menus
    .filter((m) => m.positions.includes(position))
    .flatMap((m) => m.items)
    .filter((item) => isMenuItemVisible(item, data))
    .map((item) => ({ ...item, action: menuItemAction(item, data.user) }));
}

export function useMenu(position: string) {
  return menuItemsFor(position, useBootstrap());
}

/** After sign-in an admin goes to /admin and everyone else to / (spec section 2). */
export function postLoginRedirect(user: CurrentUser | null) {
  return user && hasPermission(user, 'admin.access') ? '/admin' : '/';
}
