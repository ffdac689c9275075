import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { encodeBody, MIN_BYTES, pickEncoding } from '../../../http/compress';
import { API_HEADERS } from '../../../http/security-headers';
import { sessionAuthOf } from '../../../http/auth';
import { subjectOf } from '../../accounts/auth/auth-state';
import { hasPermission } from '../../accounts/roles/access';
import { perRequestAdditions } from './titles.extensions';
import { cachedTitleResponse, withViewerFields } from './titles.service';

// GET /api/v1/titles/{id} or {id}-{slug}, exactly the route's pattern, without a query string
const TITLE_PATH = /^\/api\/v1\/titles\/(\d{1,15})(?:-[\w-]*)?$/;
const MAX_ROW_ID = 2_147_483_647;
const CONTENT_TYPE = 'application/json; charset=UTF-8';
const CACHE_CONTROL = 'private, no-cache';

/** If-None-Match against an ETag, weak comparison (as hono/etag). */
function etagMatches(etag: string, ifNoneMatch: string) {
  if (ifNoneMatch === '*') return true;
  const expected = etag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.some((tag) => tag === expected) ?? false;
}

/**
 * The hottest read of the product, a title page, answered from the cached serialized response (and,
 * for guests, its cached brotli/gzip forms) before the rest of the middleware chain: a GET without a
 * query string has no method override, relations, CSRF or workspace work to do. A guest gets the
 * cached document; a signed-in user (session cookie) the cached document with their fields spliced
 * in. Sends what the full chain would (security headers, Cache-Control, ETag and 304, compression);
 * anything else (bearer credentials, a query string, a cache miss, a cookie without a live session,
 * a banned user, a viewer without titles.view, a per-request extension that adds something for
 * guests) goes the usual way. titles.guest-read.test.ts compares both byte for byte.
 */
export const cachedTitleRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const match = TITLE_PATH.exec(c.req.path);
  if (!match || c.req.url.includes('?') || c.req.header('authorization')) return next();
  const id = Number.parseInt(match[1]!, 10);
  const services = c.get('services');
  const cached = id <= MAX_ROW_ID ? cachedTitleResponse(services, id) : undefined;
  if (!cached) return next();
  const guest = await services.guestSubject();
  const auth = c.req.header('cookie') ? await sessionAuthOf(c, guest) : { user: null, sessionId: null, via: null, guest };
  if (!auth || auth.user?.banned_at || !hasPermission(subjectOf(auth), 'titles.view')) return next();
  const additions = await perRequestAdditions(c.get('db'), auth, cached.response.title);
  if (additions && !auth.user) return next();
  const { json, etag } = additions ? withViewerFields(cached, additions) : cached;

  const headers: Record<string, string> = {};
  for (const [name, value] of API_HEADERS) headers[name] = value;
  headers['Cache-Control'] = CACHE_CONTROL;
  headers.ETag = etag;
  const ifNoneMatch = c.req.header('if-none-match');
  // a Response of our own with a plain header object: c.newResponse() would copy the prepared
  // headers into a Headers object, and node-server writes a plain object out directly
  if (ifNoneMatch && etagMatches(etag, ifNoneMatch)) return new Response(null, { status: 304, headers });

  headers['Content-Type'] = CONTENT_TYPE;
  headers['X-Request-Id'] = c.get('requestId');
  const encoding = pickEncoding(c.req.header('accept-encoding') ?? '');
  if (!encoding) return new Response(json, { status: 200, headers });
  headers.Vary = 'Accept-Encoding';
  if (Buffer.byteLength(json) < MIN_BYTES) return new Response(json, { status: 200, headers });
  const encoded =
    json === cached.json
      ? ((cached.encoded ??= {})[encoding] ??= encodeBody(Buffer.from(json), encoding))
      : encodeBody(Buffer.from(json), encoding);
  headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(encoded.byteLength);
  return new Response(new Uint8Array(encoded), { status: 200, headers });
};
