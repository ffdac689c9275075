import { Hono } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import type { Mount } from '../../module';

export interface PathParam {
  name: string;
  /** The route's own regex (`:id{[0-9]+}`), anchored; none for a plain `:name`. */
  pattern?: string;
}

/** One method + path the app serves, with every handler Hono runs for it (middleware included). */
export interface RouteOperation {
  method: string;
  /** OpenAPI form: `/api/v1/titles/{id}`. */
  path: string;
  params: PathParam[];
  /** The router's mount prefix, its tag in the document (`titles`, `users/me/ratings`, `auth`). */
  tag: string;
  handlers: unknown[];
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Hono's path syntax to OpenAPI's: `:id{[0-9]+}` -> `{id}`, a trailing `*` -> `{path}`. A path with an
 * optional parameter (`:restriction?`) is served with and without it, so it yields both.
 */
export function openApiPaths(honoPath: string): { path: string; params: PathParam[] }[] {
  let variants: { path: string; params: PathParam[] }[] = [{ path: '', params: [] }];
  for (const segment of honoPath.split('/').slice(1)) {
    const param = parseSegment(segment);
    if (!param) {
      variants = variants.map((v) => ({ path: `${v.path}/${segment}`, params: v.params }));
      continue;
    }
    const withParam = variants.map((v) => ({ path: `${v.path}/{${param.name}}`, params: [...v.params, param.param] }));
    variants = param.optional ? [...variants, ...withParam] : withParam;
  }
  return variants.map((v) => ({ path: v.path.replace(/\/{2,}/g, '/') || '/', params: v.params }));
}

function parseSegment(segment: string) {
  if (segment === '*') return { name: 'path', optional: false, param: { name: 'path' } };
  const m = /^:(\w+)/.exec(segment);
  if (!m) return null;
  const name = m[1]!;
  let rest = segment.slice(m[0].length);
  let pattern: string | undefined;
  if (rest.startsWith('{')) {
    let depth = 0;
    let end = 0;
    for (; end < rest.length; end++) {
      if (rest[end] === '{') depth++;
      else if (rest[end] === '}' && --depth === 0) break;
    }
    pattern = `^(?:${rest.slice(1, end)})$`;
    rest = rest.slice(end + 1);
  }
  return { name, optional: rest === '?', param: pattern ? { name, pattern } : { name } };
}

/** Whether a middleware registered at `pattern` (`/api/v1/billing/*`) runs for `path`. */
function covers(pattern: string, path: string) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2);
  return pattern === path;
}

const isDocumented = (m: Mount) => m.base === 'api' || m.path === '/auth' || m.path.startsWith('/auth/');

/**
 * Every operation under /api/v1 and the /auth mounts, read from Hono's own route table as the app
 * mounts the routers (features/index.ts), so the document cannot list a route that is not served.
 */
export function routeOperations(mounts: readonly Mount[]): RouteOperation[] {
  const operations = new Map<string, RouteOperation>();
  for (const mount of mounts) {
    if (!isDocumented(mount)) continue;
    const host = new Hono<AppEnv>();
    (mount.base === 'api' ? host.basePath('/api/v1') : host).route(mount.path, mount.router);
    const tag = mount.path.replace(/^\/+|\/+$/g, '') || 'general';
    const middleware = host.routes.filter((r) => r.method === 'ALL');
    for (const route of host.routes) {
      if (!METHODS.has(route.method)) continue;
      for (const { path, params } of openApiPaths(route.path)) {
        const key = `${route.method} ${path}`;
        let op = operations.get(key);
        if (!op) {
          const shared = middleware.filter((r) => covers(r.path, route.path)).map((r) => r.handler);
          op = { method: route.method, path, params, tag: mount.path === '/' ? (path.split('/')[3] ?? 'general') : tag, handlers: shared };
          operations.set(key, op);
        }
        op.handlers.push(route.handler);
      }
    }
  }
  return [...operations.values()];
}
