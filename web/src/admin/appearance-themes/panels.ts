import { lazy } from 'react';

// The themes panels of the appearance editor, each its own chunk (used by routes/appearance.tsx).
export const themePanels = {
  list: lazy(() => import('./themes-list-panel')),
  colors: lazy(() => import('./theme-panel')),
  font: lazy(() => import('./font-panel')),
  radius: lazy(() => import('./radius-panel')),
};
