import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { saveAppearanceBody } from '../../../shared/appearance.schemas';
import { appearanceSaved, appearanceView as appearanceBody } from './appearance.responses';
import { appearanceView, saveAppearance } from './appearance.service';

// The appearance editor's own save: appearance.update is enough, unlike POST settings.
export const appearanceRoutes = createRouter()
  .get('/', requirePermission('appearance.update'), responds(appearanceBody), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(appearanceView(c.var));
  })
  .post('/', requirePermission('appearance.update'), validate('json', saveAppearanceBody), responds(appearanceSaved), async (c) => {
    const view = await saveAppearance(c.var, c.req.valid('json').settings);
    return c.json({ ...view, message: 'Saved appearance' });
  });
