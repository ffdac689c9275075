import type { Mount } from '../../module';
import { routeOperations } from './openapi-paths';

export interface Endpoint {
  method: string;
  path: string;
}

const ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every JSON endpoint the app mounts under /api/v1, read from the routers themselves (the same
 * walk as the OpenAPI document) so the reference can never drift from the code. Grouped by the
 * first path segment.
 */
export function listEndpoints(mounts: readonly Mount[]) {
  const groups = new Map<string, Endpoint[]>();
  for (const { method, path } of routeOperations(mounts)) {
    if (!path.startsWith('/api/v1/')) continue;
    const name = path.split('/')[3] ?? '';
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name)!.push({ method, path });
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({
      name,
      endpoints: list.sort((a, b) => a.path.localeCompare(b.path) || ORDER.indexOf(a.method) - ORDER.indexOf(b.method)),
    }));
}
