import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/** Gives each request an id (kept from X-Request-Id when sane) and a child logger carrying it. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  c.set('requestId', requestId);
  const log = c.var.services.logger.child({ reqId: requestId });
  c.set('log', log);
  c.header('X-Request-Id', requestId);
  const started = performance.now();
  await next();
  if (!log.isLevelEnabled('info')) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
});
