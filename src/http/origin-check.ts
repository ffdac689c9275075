import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { challengeCookieName } from '../features/accounts/auth/two-factor-challenge';
import { sessionCookieName } from '../features/accounts/auth/session-cookie';
import type { AppEnv } from './app-env';
import { AppError } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Calls that sign someone in (or start to): a forged cross-site one would log the victim into the
// attacker's account, so a browser-sent foreign Origin is refused even without a cookie.
const SIGN_IN = /^\/(?:api\/v1\/)?auth\/(?:login|register|two-factor-challenge)\/?$/;
// Third parties post here with their own signature checks and no browser involved: payment
// webhooks, and mail providers' one-click unsubscribe (RFC 8058; the link carries its signature).
const EXEMPT = /^\/(?:api\/v1\/billing\/webhooks\/|(?:api\/v1\/)?notifications\/unsubscribe\/?$)/;

export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

/** The request's Origin, else the origin of its Referer; null when neither is usable. */
function requestOrigin(header: (name: string) => string | undefined) {
  const origin = header('origin');
  if (origin) return origin === 'null' ? 'null' : origin.toLowerCase();
  const referer = header('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return 'null';
  }
}

/**
 * CSRF defence for cookie-authenticated writes: their Origin (or Referer) must be APP_URL's
 * origin; a missing one is refused too. Bearer-token requests carry no ambient credential and
 * pass. SameSite=Lax cookies are the first line; this covers same-site subdomains and old browsers.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!WRITES.has(c.req.method)) return next();
  const path = c.req.path;
  if (EXEMPT.test(path)) return next();
  if (c.get('auth')?.via === 'token') return next();
  const expected = new URL(c.get('config').APP_URL).origin.toLowerCase();
  const origin = requestOrigin((n) => c.req.header(n));
  const hasCookie = getCookie(c, sessionCookieName(c)) !== undefined || getCookie(c, challengeCookieName(c)) !== undefined;
  if (hasCookie) {
    if (origin !== expected) throw new AppError(403, CROSS_SITE_REFUSED, undefined, 'cross_site');
  } else if (SIGN_IN.test(path) && origin !== null && origin !== expected) {
    throw new AppError(403, CROSS_SITE_REFUSED, undefined, 'cross_site');
  }
  await next();
});
