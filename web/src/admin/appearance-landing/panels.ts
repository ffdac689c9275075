import { lazy } from 'react';

// The landing-page panels of the appearance editor, each its own chunk (used by routes/appearance.tsx).
export const landingPanels = {
  index: lazy(() => import('./landing-index-panel')),
  general: lazy(() => import('./general-panel')),
  actions: lazy(() => import('./actions-panel')),
  primary: lazy(() => import('./primary-panel')),
  secondary: lazy(() => import('./secondary-panel')),
};
