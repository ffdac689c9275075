import { z } from 'zod';
import { messageBody } from '../../../http/response-schemas';
import { offeredMenuRoutes } from '../../../shared/appearance.schemas';
import { seoPlaceholders } from '../../../shared/seo.settings';
import { menuPositions } from '../../../shared/settings/menus';

// Success bodies of the appearance editor (appearance.service.ts).

/** The appearance-owned settings (secrets masked) with the lists the editor offers. */
export const appearanceView = z.looseObject({
  settings: z.record(z.string(), z.unknown()).meta({ description: 'Each appearance setting by name.' }),
  seo_placeholders: z
    .record(z.enum(Object.keys(seoPlaceholders) as [keyof typeof seoPlaceholders]), z.array(z.string()))
    .meta({ description: 'The {{PLACEHOLDERS}} each page kind may use in its SEO title and description.' }),
  menu_positions: z.array(z.enum(menuPositions)),
  menu_routes: z.array(z.enum(offeredMenuRoutes)),
});

/** POST admin/appearance: the saved view. */
export const savedAppearance = appearanceView.extend(messageBody.shape);
