import { createHash } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { Logger } from 'pino';
import { APP_ROOT } from './app-root';
import type { Config } from './config';
import type { Db } from './db/database';
import { withCachedTitleReads } from './features/catalogue/titles/titles.guest-read';
import { activeWorkspace } from './features/workspaces/active-workspace';
import { productRoutes } from './features';
import type { Mount } from './features/module';
import type { AppEnv } from './http/app-env';
import { authContext } from './http/auth';
import { compress } from './http/compress';
import { renderError } from './http/error-handler';
import { methodOverride } from './http/method-override';
import { originCheck } from './http/origin-check';
import { relations } from './http/relations';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { webBundle } from './http/spa';
import { serverRenderer } from './http/ssr';
import type { Services } from './platform/services';

export const WEB_DIST = path.join(APP_ROOT, 'web/dist');

export interface AppOptions {
  db: Db;
  config: Config;
  services: Services;
  /** Every router at its prefix: the product's (features/index.ts) unless a test adds its own. */
  routes?: readonly Mount[];
  webDist?: string;
  /** The server-rendering bundle (src/http/ssr.ts); default dist/ssr. */
  ssrEntry?: string;
}

/** Composes middleware and feature routers; exported for tests (app.request()) and main.ts. */
export function createApp({ db, config, services, routes = productRoutes, webDist = WEB_DIST, ssrEntry }: AppOptions) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('services', services);
    try {
      await next();
    } catch (err) {
      // Hono hands only Error instances to onError; anything else thrown would escape as a bare 500
      throw err instanceof Error ? err : new Error(`Non-error thrown: ${String(err)}`);
    }
  });
  app.use('*', requestContext);
  app.use('*', methodOverride(app));
  app.use('*', securityHeaders(config));
  app.use('*', compress());
  app.use('*', relations);
  app.use('*', authContext);
  app.use('*', originCheck);
  app.use('/api/*', activeWorkspace);
  app.use('/api/*', async (c, next) => {
    await next();
    // set on the response itself: c.header() after the handler would rebuild the Response around
    // a stream body, which takes @hono/node-server off its fast path for every API response
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-cache');
  });
  // a synchronous digest: hashing every JSON body through async WebCrypto was the top cost
  app.use('/api/*', etag({ weak: true, generateDigest: (body) => createHash('sha1').update(body).digest().buffer as ArrayBuffer }));

  const api = new Hono<AppEnv>();
  for (const m of routes) (m.base === 'api' ? api : app).route(m.path, m.router);
  api.all('*', (c) => c.json({ message: 'Not found.' }, 404));
  app.route('/api/v1', api);

  app.use('*', webBundle(webDist, services.registry.pageMeta, serverRenderer(ssrEntry)));
  app.notFound((c) => {
    const pathname = new URL(c.req.url).pathname;
    return c.json({ message: pathname.startsWith('/api/') ? 'Not found.' : `No route for ${c.req.method} ${pathname}.` }, 404);
  });
  app.onError(renderError);
  // a title read answered from the cached response before routing (app.request() goes through it too)
  app.fetch = withCachedTitleReads({ db, config, services }, app.fetch);
  return app;
}
