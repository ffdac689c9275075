import { landingPanels } from '../features/appearance-landing/panels';
import { themePanels } from '../features/appearance-themes/panels';
import { placeholder } from '../features/placeholders/placeholder';
import { paths } from '../paths';
import type { RouteDef } from './types';

const editor = (path: string, title: string, message = 'This section has no settings yet.'): RouteDef => ({
  path,
  layout: 'appearance',
  permission: ['admin.access', 'appearance.update'],
  page: placeholder('panel', title, message),
});

// The appearance editor (spec section 2): its panels render beside the live preview.
export const appearanceRoutes: RouteDef[] = [
  editor(paths.appearance, 'Appearance', 'Pick a section to change how the site looks.'),
  editor(paths.appearanceGeneral, 'General'),
  editor(paths.appearanceSeo, 'SEO'),
  editor(paths.appearanceCustomCode, 'Custom code'),
  { path: paths.appearanceThemes, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: themePanels.list },
  { path: paths.appearanceThemeFont, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: themePanels.font },
  { path: paths.appearanceThemeRadius, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: themePanels.radius },
  { path: paths.appearanceTheme, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: themePanels.colors },
  editor(paths.appearanceMenus, 'Menus'),
  editor(paths.appearanceMenuItem, 'Menu item'),
  editor(paths.appearanceMenu, 'Menu'),
  { path: paths.appearanceLanding, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: landingPanels.index },
  { path: paths.appearanceLandingGeneral, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: landingPanels.general },
  { path: paths.appearanceLandingActions, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: landingPanels.actions },
  { path: paths.appearanceLandingPrimary, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: landingPanels.primary },
  { path: paths.appearanceLandingSecondary, layout: 'appearance', permission: ['admin.access', 'appearance.update'], page: landingPanels.secondary },
];
