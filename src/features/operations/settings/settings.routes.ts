import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { liveRoutes } from '../live/live.routes';
import { queueRoutes } from '../queue/queue.routes';
import { searchIndexRoutes } from '../search-index/search-index.routes';
import { cacheCleared, settingsForm, settingsSaved, settingsShown } from './settings.responses';
import { clearCache, saveSettings, settingsTabs } from './settings.service';

export const settingsRoutes = createRouter()
  .get('/', requirePermission('settings.update'), responds(settingsShown), (c) => c.json({ settings: c.var.services.settings.adminView() }))
  // The admin page's tabs: each setting's control, label and help, plus the server's read-only facts.
  .get('/form', requirePermission('settings.update'), responds(settingsForm), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ tabs: await settingsTabs(c.var) });
  })
  .post('/cache/clear', requirePermission('settings.update'), responds(cacheCleared), (c) => {
    const dropped = clearCache(c.var);
    return c.json({ dropped, message: 'Cache cleared' });
  })
  // the actions of the queue, search and websockets tabs
  .route('/queue', queueRoutes)
  .route('/search', searchIndexRoutes)
  .route('/live', liveRoutes)
  .post(
    '/',
    requirePermission('settings.update'),
    validate('json', () => z.object({ settings: z.record(z.string(), z.unknown()) })),
    responds(settingsSaved),
    async (c) => {
      const settings = await saveSettings(c.var, c.req.valid('json').settings);
      return c.json({ settings, message: 'Saved settings' });
    },
  );
