import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

// Request ids: a random per-process prefix and a counter (unique, unguessable across restarts,
// and far cheaper than a UUID per request).
const PREFIX = randomBytes(6).toString('base64url');
let sequence = 0;
const SANE_ID = /^[\w-]{8,64}$/;

/**
 * The request's logger, a child carrying its id, built on first use: most requests never log, and a
 * pino child per request was a measurable part of a cached title read.
 */
function lazyChild(parent: Logger, requestId: string): Logger {
  let child: Logger | undefined;
  const real = () => (child ??= parent.child({ reqId: requestId }));
  return new Proxy({} as Logger, {
    get(_, key) {
      const value = Reflect.get(real(), key);
      return typeof value === 'function' ? value.bind(real()) : value;
    },
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
  });
}

/** A request's id: the incoming X-Request-Id when sane, else a new one. */
export const requestIdOf = (incoming: string | undefined) =>
  incoming && SANE_ID.test(incoming) ? incoming : `${PREFIX}-${(++sequence).toString(36)}`;

/** Gives each request an id (kept from X-Request-Id when sane) and a child logger carrying it. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = requestIdOf(c.req.header('x-request-id'));
  c.set('requestId', requestId);
  const parent = c.get('services').logger;
  const log = lazyChild(parent, requestId);
  c.set('log', log);
  c.header('X-Request-Id', requestId);
  if (!parent.isLevelEnabled('info')) return next();
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
});
