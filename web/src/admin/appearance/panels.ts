import { lazy } from 'react';

// The appearance editor's panels (index, general, SEO, custom code, menus), each its own chunk.
export const editorPanels = {
  index: lazy(() => import('./index-panel')),
  general: lazy(() => import('./general-panel')),
  seo: lazy(() => import('./seo-panel')),
  customCode: lazy(() => import('./custom-code-panel')),
  menus: lazy(() => import('./menus-panel')),
  menu: lazy(() => import('./menu-panel')),
  menuItem: lazy(() => import('./menu-item-panel')),
};
