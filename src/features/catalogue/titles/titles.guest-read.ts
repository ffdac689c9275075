import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { encodeBody, MIN_BYTES, pickEncoding } from '../../../http/compress';
import { API_HEADERS } from '../../../http/security-headers';
import { hasPermission } from '../../accounts/roles/access';
import { perRequestAdditions } from './titles.extensions';
import { cachedTitleResponse } from './titles.service';

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
 * The hottest read of the product, a guest opening a title page, answered from the cached serialized
 * response (and its cached brotli/gzip forms) before the rest of the middleware chain: a request
 * without cookies or credentials has no session, CSRF or workspace work to do. Sends what the full
 * chain would (security headers, Cache-Control, ETag and 304, compression); anything else (a cookie,
 * a query string, a cache miss, a guest role without titles.view, a per-request extension that adds
 * something for guests) goes the usual way. titles.guest-read.test.ts compares both byte for byte.
 */
export const guestTitleRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const match = TITLE_PATH.exec(c.req.path);
  if (!match || c.req.url.includes('?') || c.req.header('cookie') || c.req.header('authorization')) return next();
  const id = Number.parseInt(match[1]!, 10);
  const services = c.get('services');
  const cached = id <= MAX_ROW_ID ? cachedTitleResponse(services, id) : undefined;
  if (!cached) return next();
  const guest = await services.guestSubject();
  if (!hasPermission(guest, 'titles.view')) return next();
  const auth = { user: null, sessionId: null, via: null, guest };
  if (await perRequestAdditions(c.get('db'), auth, cached.response.title)) return next();

  const headers: Record<string, string> = {};
  for (const [name, value] of API_HEADERS) headers[name] = value;
  headers['Cache-Control'] = CACHE_CONTROL;
  headers.ETag = cached.etag;
  const ifNoneMatch = c.req.header('if-none-match');
  // a Response of our own with a plain header object: c.newResponse() would copy the prepared
  // headers into a Headers object, and node-server writes a plain object out directly
  if (ifNoneMatch && etagMatches(cached.etag, ifNoneMatch)) return new Response(null, { status: 304, headers });

  headers['Content-Type'] = CONTENT_TYPE;
  headers['X-Request-Id'] = c.get('requestId');
  const encoding = pickEncoding(c.req.header('accept-encoding') ?? '');
  if (!encoding) return new Response(cached.json, { status: 200, headers });
  headers.Vary = 'Accept-Encoding';
  if (Buffer.byteLength(cached.json) < MIN_BYTES) return new Response(cached.json, { status: 200, headers });
  const encoded = ((cached.encoded ??= {})[encoding] ??= encodeBody(Buffer.from(cached.json), encoding));
  headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(encoded.byteLength);
  return new Response(new Uint8Array(encoded), { status: 200, headers });
};
