import { createRouter } from '../../../http/app-env';
import { authorize } from '../../../http/guard';
import type { Mount } from '../../module';
import { listEndpoints } from './api-docs.service';

/**
 * GET api-docs: the endpoint reference behind the /api-docs page (permission api.access, guests
 * included), listed from `routes()`: the mount table it is itself part of (features/index.ts).
 */
export function apiDocsRoutes(routes: () => readonly Mount[]) {
  let cached: ReturnType<typeof listEndpoints> | null = null;
  return createRouter().get('/', async (c) => {
    authorize(c.var.auth, 'api.access');
    // the route table is fixed once the app is built
    cached ??= listEndpoints(routes());
    return c.json({ base_url: `${c.var.config.APP_URL}/api/v1`, groups: cached });
  });
}
