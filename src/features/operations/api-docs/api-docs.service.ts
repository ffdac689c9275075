import type { Hono } from 'hono';
import type { AppEnv } from '../../../http/app-env';

export interface Endpoint {
  method: string;
  path: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** `/videos/:id{[0-9]+}/stream/*` → `/videos/{id}/stream/{path}`: how the reference writes parameters. */
export function displayPath(path: string) {
  return path
    .replace(/:(\w+)\{[^}]*\}/g, '{$1}')
    .replace(/:(\w+)\??/g, '{$1}')
    .replace(/\/\*$/, '/{path}')
    .replace(/\/{2,}/g, '/');
}

/**
 * Every JSON endpoint the app mounts under /api/v1, read from the routers themselves so the
 * reference can never drift from the code. Grouped by the first path segment.
 */
export function listEndpoints(routers: readonly { base: 'api' | 'root'; path: string; router: Hono<AppEnv> }[]) {
  const seen = new Set<string>();
  const endpoints: Endpoint[] = [];
  for (const { base, path: mount, router } of routers) {
    if (base !== 'api') continue;
    for (const route of router.routes) {
      if (!METHODS.has(route.method)) continue; // middleware (`use`) entries
      // joined as Hono mounts them: a router's '/' is its prefix itself
      const path = displayPath(`/api/v1${mount === '/' ? '' : mount}${route.path === '/' && mount !== '/' ? '' : route.path}`);
      const key = `${route.method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      endpoints.push({ method: route.method, path });
    }
  }
  const groups = new Map<string, Endpoint[]>();
  for (const e of endpoints) {
    const name = e.path.split('/')[3] ?? '';
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name)!.push(e);
  }
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => ({
      name,
      endpoints: list.sort((a, b) => a.path.localeCompare(b.path) || order.indexOf(a.method) - order.indexOf(b.method)),
    }));
}
