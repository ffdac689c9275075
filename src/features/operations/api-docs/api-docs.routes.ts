import { createRouter } from '../../../http/app-env';
import { authorize } from '../../../http/guard';
import { responds } from '../../../http/responds';
import type { Mount } from '../../module';
import { endpointGroups, openApiDocument } from './api-docs.schemas';
import { listEndpoints } from './api-docs.service';
import { buildOpenApi, type OpenApiDocument } from './openapi';

/**
 * GET api-docs: the endpoint reference behind the /api-docs page (permission api.access, guests
 * included), listed from `routes()`: the mount table it is itself part of (features/index.ts).
 */
export function apiDocsRoutes(routes: () => readonly Mount[]) {
  let cached: ReturnType<typeof listEndpoints> | null = null;
  return createRouter().get('/', responds(endpointGroups), async (c) => {
    authorize(c.var.auth, 'api.access');
    // the route table is fixed once the app is built
    cached ??= listEndpoints(routes());
    return c.json({ base_url: `${c.var.config.APP_URL}/api/v1`, groups: cached });
  });
}

/** GET openapi.json: the OpenAPI 3.1 document of the same mount table (permission api.access). */
export function openApiRoutes(routes: () => readonly Mount[]) {
  let cached: OpenApiDocument | null = null;
  return createRouter().get('/', responds(openApiDocument), async (c) => {
    authorize(c.var.auth, 'api.access');
    cached ??= buildOpenApi(routes(), c.var.config.APP_URL);
    return c.json(cached);
  });
}
