import { z } from 'zod';
import { messageBody } from '../../../http/response-schemas';
import { offeredMenuRoutes, seoKinds } from '../../../shared/appearance.schemas';
import { menuPositions } from '../../../shared/settings/menus';
import { settingsMap } from '../../operations/settings/settings.responses';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of admin/appearance (src/http/responds.ts): the appearance settings and the lists the editor offers.

export const appearanceView = lazySchema(() =>
  z.looseObject({
    settings: settingsMap.meta({ description: 'The appearance settings only (branding, SEO, custom code, landing page, menus, theme).' }),
    seo_placeholders: z
      .record(z.enum(seoKinds), z.array(z.string()))
      .meta({ description: 'The {{PLACEHOLDERS}} each kind of page understands in its SEO templates.' }),
    menu_positions: z.array(z.enum(menuPositions)),
    menu_routes: z.array(z.enum(offeredMenuRoutes)).meta({ description: 'Paths suggested for menu items; any in-app path may be typed.' }),
  }),
);
export const appearanceSaved = lazySchema(() => appearanceView.extend(messageBody.shape));
