import { describe, expect, it } from 'vitest';
import type { AuthState, AuthUser } from '../auth/auth-state';
import { authorize, authorizeQuota, requireUser } from '../../../http/guard';
import { AppError } from '../../../http/errors';
import { checkQuota, getRestrictionValue, hasAllPermissions, hasPermission, hasRole, mergeGrants, type PermissionGrant } from './access';

const grant = (name: string, restrictions: Record<string, number | null> = {}): PermissionGrant => ({
  name,
  restrictions: Object.entries(restrictions).map(([n, value]) => ({ name: n, value })),
});
const subject = (permissions: PermissionGrant[], roleIds: number[] = []) => ({ roles: roleIds.map((id) => ({ id })), permissions });

const user = (permissions: PermissionGrant[], extra: Partial<AuthUser> = {}): AuthUser => ({
  id: 5,
  name: 'U',
  email: 'u@example.com',
  image: null,
  email_verified_at: null,
  banned_at: null,
  language: null,
  timezone: 'UTC',
  roles: [{ id: 2, name: 'Users' }],
  permissions,
  ...extra,
});
const guestRole = subject([grant('titles.view'), grant('lists.create', { count: 1 })], [3]);
const asGuest: AuthState = { user: null, sessionId: null, via: null, guest: guestRole };
const asUser = (u: AuthUser): AuthState => ({ user: u, sessionId: 'abc', via: 'session', guest: guestRole });

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { status: (err as AppError).status, code: (err as AppError).code, message: (err as AppError).message };
  }
  return null;
};

describe('spec section 6 permission rules', () => {
  it("grants everything to a permission named 'admin'", () => {
    const admin = subject([grant('admin')]);
    expect(hasPermission(admin, 'titles.update')).toBe(true);
    expect(hasPermission(admin, 'anything.at.all')).toBe(true);
    expect(hasAllPermissions(admin, ['users.update', 'logs.view'])).toBe(true);
    expect(checkQuota(admin, 'lists.create', 'count', 10_000)).toEqual({ allowed: true, limit: null });
  });

  it('checks a permission by exact name', () => {
    const s = subject([grant('titles.view')]);
    expect(hasPermission(s, 'titles.view')).toBe(true);
    expect(hasPermission(s, 'titles.update')).toBe(false);
    expect(hasPermission(s, 'titles')).toBe(false);
    expect(hasAllPermissions(s, ['titles.view', 'titles.update'])).toBe(false);
    expect(hasAllPermissions(s, [])).toBe(true);
    expect(hasPermission(null, 'titles.view')).toBe(false);
  });

  it('checks a role by id', () => {
    const s = subject([], [2, 7]);
    expect(hasRole(s, 7)).toBe(true);
    expect(hasRole(s, 3)).toBe(false);
    expect(hasRole(undefined, 7)).toBe(false);
  });

  it('turns a named restriction into a numeric limit, none when the permission is absent', () => {
    const s = subject([grant('lists.create', { count: 5 }), grant('files.create', { max_storage_mb: null })]);
    expect(getRestrictionValue(s, 'lists.create', 'count')).toBe(5);
    expect(getRestrictionValue(s, 'lists.create', 'other')).toBeNull();
    expect(getRestrictionValue(s, 'files.create', 'max_storage_mb')).toBeNull();
    expect(getRestrictionValue(s, 'reviews.create', 'count')).toBeNull();
    expect(getRestrictionValue(null, 'lists.create', 'count')).toBeNull();
  });

  it('is over quota when the count is at or above the limit', () => {
    const s = subject([grant('lists.create', { count: 3 })]);
    expect(checkQuota(s, 'lists.create', 'count', 2)).toEqual({ allowed: true, limit: 3 });
    expect(checkQuota(s, 'lists.create', 'count', 3)).toEqual({ allowed: false, reason: 'over_quota', limit: 3 });
    expect(checkQuota(s, 'lists.create', 'count', 4)).toEqual({ allowed: false, reason: 'over_quota', limit: 3 });
    expect(checkQuota(subject([grant('lists.create', { count: 0 })]), 'lists.create', 'count', 0)).toMatchObject({ allowed: false });
  });

  it('reports missing permission and over quota separately', () => {
    const s = subject([grant('lists.create', { count: 1 })]);
    expect(checkQuota(s, 'reviews.create', 'count', 0)).toEqual({ allowed: false, reason: 'missing_permission' });
    expect(checkQuota(s, 'lists.create', 'count', 1)).toMatchObject({ reason: 'over_quota' });
    expect(checkQuota(subject([grant('lists.create')]), 'lists.create', 'count', 1_000)).toEqual({ allowed: true, limit: null });
  });

  it('merges grants from several sources, keeping the most generous limit', () => {
    const merged = mergeGrants([
      [grant('lists.create', { count: 2 }), grant('titles.view')],
      [grant('lists.create', { count: 10 })],
      [grant('reviews.create', { count: 1 })],
      [grant('reviews.create', {})],
      [grant('comments.create', { count: 4 })],
    ]);
    const byName = Object.fromEntries(merged.map((g) => [g.name, g.restrictions]));
    expect(byName['lists.create']).toEqual([{ name: 'count', value: 10 }]);
    expect(byName['titles.view']).toEqual([]);
    expect(byName['reviews.create']).toEqual([]); // one source without a limit: unlimited
    expect(byName['comments.create']).toEqual([{ name: 'count', value: 4 }]);
    // order of sources does not matter
    const reversed = mergeGrants([[grant('reviews.create', {})], [grant('reviews.create', { count: 1 })]]);
    expect(reversed[0]!.restrictions).toEqual([]);
  });
});

describe('guard helpers', () => {
  it('uses the guest role when nobody is signed in, and answers 401 when it lacks the permission', () => {
    expect(statusOf(() => authorize(asGuest, 'titles.view'))).toBeNull();
    expect(statusOf(() => authorize(asGuest, 'admin.access'))).toMatchObject({ status: 401 });
  });

  it('answers 403 to a signed-in user without the permission; the guest role does not add to users', () => {
    const u = asUser(user([grant('lists.view')]));
    expect(statusOf(() => authorize(u, 'lists.view'))).toBeNull();
    expect(statusOf(() => authorize(u, 'titles.view'))).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('refuses banned users even with the permission', () => {
    const banned = asUser(user([grant('admin')], { banned_at: '2026-01-01T00:00:00.000Z' }));
    expect(statusOf(() => authorize(banned, 'titles.view'))).toMatchObject({ status: 403, code: 'banned' });
    expect(statusOf(() => requireUser(banned))).toMatchObject({ status: 403, code: 'banned' });
  });

  it('requireUser: 401 for guests, the user otherwise', () => {
    expect(statusOf(() => requireUser(asGuest))).toMatchObject({ status: 401 });
    const u = user([]);
    expect(requireUser(asUser(u))).toBe(u);
  });

  it('authorizeQuota: missing permission is 401/403, over quota a distinct 403', () => {
    const u = asUser(user([grant('lists.create', { count: 2 })]));
    expect(statusOf(() => authorizeQuota(u, 'lists.create', 'count', 1))).toBeNull();
    const over = statusOf(() => authorizeQuota(u, 'lists.create', 'count', 2));
    expect(over).toMatchObject({ status: 403, code: 'over_quota' });
    expect(over!.message).toContain('2');
    expect(statusOf(() => authorizeQuota(u, 'reviews.create', 'count', 0))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(statusOf(() => authorizeQuota(asGuest, 'lists.create', 'count', 1))).toMatchObject({ status: 403, code: 'over_quota' });
    expect(statusOf(() => authorizeQuota(asGuest, 'reviews.create', 'count', 0))).toMatchObject({ status: 401 });
  });
});
