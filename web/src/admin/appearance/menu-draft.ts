import type { Menu, MenuItem } from '../../../../src/shared/settings/menus';
import type { AppearanceDraft } from './editor-draft';

export type { Menu, MenuItem };

let seq = 0;
/** A new id for a menu or item (kept in the saved setting to key rows). */
export const newMenuId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(++seq).toString(36)}`;

export const newMenuItem = (): MenuItem => ({
  id: newMenuId('item'),
  label: 'New link',
  type: 'route',
  action: '/',
  target: '_self',
  icon: null,
  roles: [],
  permissions: [],
  settings: {},
  subscriptionStatus: null,
});

/** Readable names of the positions of src/shared/settings/menus.ts. */
export const positionLabels: Record<string, string> = {
  navbar: 'Navbar',
  'auth-dropdown': 'User menu',
  footer: 'Footer',
  'footer-secondary': 'Footer (secondary)',
  'admin-sidebar': 'Admin sidebar',
  'sidebar-primary': 'Sidebar (primary)',
  'sidebar-secondary': 'Sidebar (secondary)',
  'mobile-bottom': 'Mobile bottom bar',
  'landing-page-navbar': 'Landing page navbar',
  'landing-page-footer': 'Landing page footer',
};

/** The menus setting in the draft and a way to change it (clearing the errors under `clear`). */
export function menusOf(draft: AppearanceDraft) {
  const menus = draft.value<Menu[]>('menus') ?? [];
  const setMenus = (next: Menu[], clear: string[] = ['menus']) => draft.set('menus', next, clear);
  const updateMenu = (index: number, change: (m: Menu) => Menu, clear: string[] = []) =>
    setMenus(
      menus.map((m, i) => (i === index ? change(m) : m)),
      clear,
    );
  return { menus, setMenus, updateMenu };
}

/** The error messages at or below a key ('menus.0.items.2'), for a row that holds several fields. */
export const errorsUnder = (errors: Record<string, string>, key: string) =>
  Object.entries(errors)
    .filter(([k]) => k === key || k.startsWith(`${key}.`))
    .map(([, v]) => v);
