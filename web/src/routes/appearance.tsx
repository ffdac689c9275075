import { editorPanels } from '../admin/appearance/panels';
import { landingPanels } from '../admin/appearance-landing/panels';
import { themePanels } from '../admin/appearance-themes/panels';
import { paths } from '../paths';
import type { RouteDef } from './types';

// The appearance editor (spec section 2): its panels render beside the live preview.
export const appearanceRoutes: RouteDef[] = [
  { path: paths.appearance, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: editorPanels.index },
  { path: paths.appearanceGeneral, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: editorPanels.general },
  { path: paths.appearanceSeo, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: editorPanels.seo },
  {
    path: paths.appearanceCustomCode,
    layout: 'appearance',
    permission: ['admin.access', 'appearance.update'],
    page: editorPanels.customCode,
  },
  { path: paths.appearanceThemes, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: themePanels.list },
  { path: paths.appearanceThemeFont, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: themePanels.font },
  { path: paths.appearanceThemeRadius, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: themePanels.radius },
  { path: paths.appearanceTheme, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: themePanels.colors },
  { path: paths.appearanceMenus, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: editorPanels.menus },
  { path: paths.appearanceMenuItem, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: editorPanels.menuItem },
  { path: paths.appearanceMenu, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: editorPanels.menu },
  { path: paths.appearanceLanding, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: landingPanels.index },
  {
    path: paths.appearanceLandingGeneral,
    layout: 'appearance',
    permission: ['admin.access', 'appearance.update'],
    page: landingPanels.general,
  },
  {
    path: paths.appearanceLandingActions,
    layout: 'appearance',
    permission: ['admin.access', 'appearance.update'],
    page: landingPanels.actions,
  },
  {
    path: paths.appearanceLandingPrimary,
    layout: 'appearance',
    permission: ['admin.access', 'appearance.update'],
    page: landingPanels.primary,
  },
  {
    path: paths.appearanceLandingSecondary,
    layout: 'appearance',
    permission: ['admin.access', 'appearance.update'],
    page: landingPanels.secondary,
  },
];
