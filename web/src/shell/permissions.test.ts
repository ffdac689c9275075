import { describe, expect, it } from 'vitest';
import type { BootstrapData, CurrentUser, MenuItem } from './bootstrap-types';
import { hasPermission, restrictionValue } from '../../../src/shared/access';
import { isMenuItemVisible, isSubscribed, menuItemsFor, postLoginRedirect, subjectOf } from './permissions';

const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  name: 'Ada',
  email: 'ada@example.com',
  image: null,
  email_verified_at: null,
  banned_at: null,
  language: 'en',
  timezone: 'UTC',
  roles: [{ id: 2 }],
  permissions: [
    { name: 'titles.view', restrictions: [] },
    { name: 'lists.create', restrictions: [{ name: 'count', value: 5 }] },
  ],
  subscriptions: [],
  unread_notifications_count: 0,
  ...over,
});
const guest = { roles: [{ id: 3 }], permissions: [{ name: 'api.access', restrictions: [] }] };
const data = (u: CurrentUser | null, settings: BootstrapData['settings'] = {}) => ({ user: u, guest_role: guest, settings });
const item = (over: Partial<MenuItem> = {}): MenuItem => ({ id: 'x', label: 'X', type: 'route', action: '/x', ...over });

describe('permissions', () => {
  it("'admin' grants everything and has no limits", () => {
    const admin = user({ permissions: [{ name: 'admin', restrictions: [] }] });
    expect(hasPermission(admin, 'anything.at.all')).toBe(true);
    expect(restrictionValue(admin, 'lists.create', 'count')).toBeNull();
  });

  it('uses the guest role when nobody is signed in', () => {
    expect(subjectOf(data(null))).toBe(guest);
    expect(hasPermission(subjectOf(data(null)), 'api.access')).toBe(true);
    expect(hasPermission(subjectOf(data(null)), 'titles.view')).toBe(false);
  });

  it('reads restriction limits', () => {
    expect(restrictionValue(user(), 'lists.create', 'count')).toBe(5);
    expect(restrictionValue(user(), 'lists.create', 'other')).toBeNull();
    expect(restrictionValue(user(), 'missing', 'count')).toBeNull();
  });

  it('treats any valid or active subscription as subscribed', () => {
    expect(isSubscribed(user())).toBe(false);
    expect(isSubscribed(user({ subscriptions: [{ valid: false }, { active: true }] }))).toBe(true);
  });

  it('sends admins to /admin after sign-in and others to /', () => {
    expect(postLoginRedirect(user())).toBe('/');
    expect(postLoginRedirect(user({ permissions: [{ name: 'admin.access', restrictions: [] }] }))).toBe('/admin');
  });
});

describe('menu item visibility', () => {
  it('needs every listed role and permission', () => {
    expect(isMenuItemVisible(item({ roles: [2] }), data(user()))).toBe(true);
    expect(isMenuItemVisible(item({ roles: [2, 9] }), data(user()))).toBe(false);
    expect(isMenuItemVisible(item({ permissions: ['titles.view', 'lists.create'] }), data(user()))).toBe(true);
    expect(isMenuItemVisible(item({ permissions: ['titles.view', 'admin.access'] }), data(user()))).toBe(false);
    expect(isMenuItemVisible(item({ permissions: ['api.access'] }), data(null))).toBe(true);
  });

  it('needs every settings condition', () => {
    const settings = { billing: { enable: true }, i18n: { enable: false } };
    expect(isMenuItemVisible(item({ settings: { 'billing.enable': true } }), data(user(), settings))).toBe(true);
    expect(isMenuItemVisible(item({ settings: { 'billing.enable': true, 'i18n.enable': true } }), data(user(), settings))).toBe(false);
    expect(isMenuItemVisible(item({ settings: { 'i18n.enable': 'false' } }), data(user(), settings))).toBe(true);
  });

  it('matches the subscription condition', () => {
    const subscribed = user({ subscriptions: [{ active: true }] });
    expect(isMenuItemVisible(item({ subscriptionStatus: 'subscribed' }), data(subscribed))).toBe(true);
    expect(isMenuItemVisible(item({ subscriptionStatus: 'subscribed' }), data(user()))).toBe(false);
    expect(isMenuItemVisible(item({ subscriptionStatus: 'not-subscribed' }), data(subscribed))).toBe(false);
    expect(isMenuItemVisible(item({ subscriptionStatus: 'not-subscribed' }), data(user()))).toBe(true);
  });

  it('hides items without an action and replaces {currentUser}', () => {
    const settings = {
      menus: [
        {
          id: 'm',
          name: 'M',
          positions: ['navbar'],
          items: [item({ id: 'a', action: '/user/{currentUser}/lists' }), item({ id: 'b', action: null }), item({ id: 'c', action: '' })],
        },
        { id: 'n', name: 'N', positions: ['footer'], items: [item({ id: 'd' })] },
      ],
    };
    const items = menuItemsFor('navbar', data(user(), settings));
    expect(items.map((i) => [i.id, i.action])).toEqual([['a', '/user/7/lists']]);
  });
});
