import type { MenuItem } from './bootstrap-types';

// Where menu links go on screen: which one is the current page, and how many fit in the phone's tab bar.

/** A phone tab bar holds five tabs at most (as iOS and Material do); more go behind a "More" tab. */
export const MAX_TABS = 5;

/**
 * Whether an in-app menu link points at the current page: '/' only on the home page, any other
 * route on itself and the pages below it ('/news' on '/news/12'). Links to other sites never are.
 */
export function isActiveMenuLink(action: string | null | undefined, location: string) {
  if (!action?.startsWith('/') || action.startsWith('//')) return false;
  const path = action.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (path === '/') return location === '/';
  return location === path || location.startsWith(`${path}/`);
}

/** The tab bar's tabs and what goes behind its "More" tab: all tabs when they fit, else the first four. */
export function tabBarSlots<T extends Pick<MenuItem, 'id'>>(items: T[], max = MAX_TABS) {
  if (items.length <= max) return { tabs: items, more: [] as T[] };
  return { tabs: items.slice(0, max - 1), more: items.slice(max - 1) };
}
