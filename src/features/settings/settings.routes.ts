import { z } from 'zod';
import { createRouter } from '../../http/app-env';
import { requirePermission } from '../../http/guard';
import { validate } from '../../http/validate';

export const settingsRoutes = createRouter()
  .get('/settings', requirePermission('settings.update'), (c) => c.json({ settings: c.var.services.settings.adminView() }))
  .post(
    '/settings',
    requirePermission('settings.update'),
    validate('json', z.object({ settings: z.record(z.string(), z.unknown()) })),
    async (c) => {
      await c.var.services.settings.save(c.req.valid('json').settings);
      c.var.services.cache.clear();
      return c.json({ settings: c.var.services.settings.adminView(), message: 'Saved settings' });
    },
  );
