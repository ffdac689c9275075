import { editorPanels } from '../admin/appearance/panels';
import { landingPanels } from '../admin/appearance-landing/panels';
import { themePanels } from '../admin/appearance-themes/panels';
import { paths } from '../paths';
import type { RouteDef } from './types';

// The appearance editor (spec section 2): its panels render beside the live preview, for admins
// who may change the appearance.
const panel = (path: string, page: RouteDef['page']): RouteDef => ({
  path,
  layout: 'appearance',
  permission: ['admin.access', 'appearance.update'],
  page,
});

export const appearanceRoutes: RouteDef[] = [
  panel(paths.appearance, editorPanels.index),
  panel(paths.appearanceGeneral, editorPanels.general),
  panel(paths.appearanceSeo, editorPanels.seo),
  panel(paths.appearanceCustomCode, editorPanels.customCode),
  panel(paths.appearanceThemes, themePanels.list),
  panel(paths.appearanceThemeFont, themePanels.font),
  panel(paths.appearanceThemeRadius, themePanels.radius),
  panel(paths.appearanceTheme, themePanels.colors),
  panel(paths.appearanceMenus, editorPanels.menus),
  panel(paths.appearanceMenuItem, editorPanels.menuItem),
  panel(paths.appearanceMenu, editorPanels.menu),
  panel(paths.appearanceLanding, landingPanels.index),
  panel(paths.appearanceLandingGeneral, landingPanels.general),
  panel(paths.appearanceLandingActions, landingPanels.actions),
  panel(paths.appearanceLandingPrimary, landingPanels.primary),
  panel(paths.appearanceLandingSecondary, landingPanels.secondary),
];
