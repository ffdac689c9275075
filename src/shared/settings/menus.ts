import { z } from 'zod';

export const menuPositions = [
  'navbar',
  'auth-dropdown',
  'footer',
  'footer-secondary',
  'admin-sidebar',
  'sidebar-primary',
  'sidebar-secondary',
  'mobile-bottom',
  'landing-page-navbar',
  'landing-page-footer',
] as const;

export const menuItemSchema = z.object({
  id: z.string().min(1).max(64),
  label: z.string().min(1).max(100),
  /** 'link' opens a plain (possibly new-tab) link; 'route' is an in-app link. */
  type: z.enum(['link', 'route']),
  action: z.string().max(1000).nullable().default(null),
  target: z.enum(['_self', '_blank']).default('_self'),
  icon: z.string().max(64).nullable().default(null),
  roles: z.array(z.number().int()).default([]),
  permissions: z.array(z.string()).default([]),
  settings: z.record(z.string(), z.unknown()).default({}),
  subscriptionStatus: z.enum(['subscribed', 'not-subscribed']).nullable().default(null),
});

export const menuSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(100),
  positions: z.array(z.string()).default([]),
  items: z.array(menuItemSchema).default([]),
});

export type MenuItem = z.infer<typeof menuItemSchema>;
export type Menu = z.infer<typeof menuSchema>;

const item = (id: string, label: string, action: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  label,
  type: 'route',
  action,
  target: '_self',
  icon: null,
  roles: [],
  permissions: [],
  settings: {},
  subscriptionStatus: null,
  ...extra,
});

/** A menu; it shows in the position of its own id unless `positions` says otherwise. */
const menu = (id: string, name: string, items: MenuItem[], positions = [id]): Menu => ({ id, name, positions, items });

export const defaultMenus: Menu[] = [
  menu(
    'primary',
    'Primary',
    [
      item('movies', 'Movies', '/movies', { icon: 'film' }),
      item('series', 'Series', '/series', { icon: 'tv' }),
      item('people', 'People', '/people', { icon: 'users' }),
      item('news', 'News', '/news', { icon: 'newspaper' }),
      item('schedule', 'Schedule', '/schedule', { icon: 'calendar' }),
    ],
    ['navbar', 'mobile-bottom'],
  ),
  menu('auth-dropdown', 'User menu', [
    item('admin', 'Admin area', '/admin', { icon: 'dashboard', permissions: ['admin.access'] }),
    item('watchlist', 'Watchlist', '/watchlist', { icon: 'bookmark' }),
    item('lists', 'Lists', '/lists', { icon: 'list' }),
    item('account', 'Account settings', '/account-settings', { icon: 'settings' }),
  ]),
  menu('footer', 'Footer', [
    item('privacy', 'Privacy policy', '/pages/privacy-policy'),
    item('terms', 'Terms of service', '/pages/terms-of-service'),
    item('contact', 'Contact us', '/contact'),
    item('api', 'Developers', '/api-docs', { permissions: ['api.access'] }),
  ]),
  menu('admin-sidebar', 'Admin sidebar', [
    item('a-reports', 'Analytics', '/admin', { icon: 'chart' }),
    item('a-titles', 'Titles', '/admin/titles', { icon: 'film', permissions: ['titles.update'] }),
    item('a-people', 'People', '/admin/people', { icon: 'users', permissions: ['people.update'] }),
    item('a-channels', 'Channels', '/admin/channels', { icon: 'rows', permissions: ['channels.update'] }),
    item('a-lists', 'Lists', '/admin/lists', { icon: 'list', permissions: ['lists.update'] }),
    item('a-videos', 'Videos', '/admin/videos', { icon: 'video', permissions: ['videos.update'] }),
    item('a-news', 'News', '/admin/news', { icon: 'newspaper', permissions: ['news.update'] }),
    item('a-users', 'Users', '/admin/users', { icon: 'user', permissions: ['users.update'] }),
    item('a-roles', 'Roles', '/admin/roles', { icon: 'shield', permissions: ['roles.update'] }),
    item('a-plans', 'Plans', '/admin/plans', { icon: 'card', permissions: ['plans.update'] }),
    item('a-subscriptions', 'Subscriptions', '/admin/subscriptions', {
      icon: 'repeat',
      permissions: ['subscriptions.update'],
      settings: { 'billing.enable': true },
    }),
    item('a-pages', 'Pages', '/admin/custom-pages', { icon: 'page', permissions: ['custom_pages.update'] }),
    item('a-appearance', 'Appearance', '/admin/appearance', { icon: 'palette', permissions: ['appearance.update'] }),
    item('a-settings', 'Settings', '/admin/settings', { icon: 'settings', permissions: ['settings.update'] }),
    item('a-logs', 'Logs', '/admin/logs', { icon: 'log', permissions: ['logs.view'] }),
  ]),
];
