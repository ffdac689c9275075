import { lazy } from 'react';

// The shell's menus load on first use of their DeferredPopup buttons (issue 18: no react-aria on first paint).

/** The menu links dropdown of the phone's menu button and the tab bar's "More". */
export const loadMenuDropdown = () => import('./menu-dropdown');
export const LazyMenuDropdown = lazy(async () => ({ default: (await loadMenuDropdown()).MenuDropdown }));

/** The footer's language picker. */
export const loadLanguageMenu = () => import('./language-menu');
export const LazyLanguageMenu = lazy(async () => ({ default: (await loadLanguageMenu()).LanguageMenu }));
