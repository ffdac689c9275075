import { createRouter } from '../../../http/app-env';
import { authorize } from '../../../http/guard';
import { listEndpoints } from './api-docs.service';

let cached: ReturnType<typeof listEndpoints> | null = null;

/** GET api-docs: the endpoint reference behind the /api-docs page (permission api.access, guests included). */
export const apiDocsRoutes = createRouter().get('/api-docs', async (c) => {
  authorize(c.var.auth, 'api.access');
  // the route table is fixed once the app is built; loaded lazily to avoid an import cycle
  cached ??= listEndpoints((await import('../../routes')).featureRoutes);
  return c.json({ base_url: `${c.var.config.APP_URL}/api/v1`, groups: cached });
});
