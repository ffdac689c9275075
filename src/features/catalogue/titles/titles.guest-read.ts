import type { ExecutionContext } from 'hono';
import type { Deps } from '../../../deps';
import { encodeBody, MIN_BYTES, pickEncoding } from '../../../http/compress';
import { requestIdOf } from '../../../http/request-context';
import { API_HEADERS } from '../../../http/security-headers';
import { sessionAuthOfCookie } from '../../../http/auth';
import { subjectOf } from '../../accounts/auth/auth-state';
import { hasPermission } from '../../accounts/roles/access';
import { perRequestAdditions } from './titles.extensions';
import { type CachedTitleResponse, cachedTitleResponse, withViewerBytes } from './titles.service';

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

type Fetch = (request: Request, env?: unknown, executionCtx?: ExecutionContext) => Response | Promise<Response>;
type Header = (name: string) => string | undefined;
/** What @hono/node-server passes a fetch handler as its env: the node request, whose headers are a plain object. */
type NodeEnv = { incoming?: { url?: string; headers: Record<string, string | string[] | undefined> } } | undefined;

/**
 * The hottest read of the product, a title page, answered from the cached serialized response (and,
 * for guests, its cached brotli/gzip forms) before Hono routes the request (routing, context and
 * the web Headers of the request were a tenth of a cached read): a GET without a query string has
 * no method override, relations, CSRF or workspace work to do. A guest gets the cached document; a
 * signed-in user (session cookie) the cached document with their fields spliced in. Sends what the
 * full chain would (request id, security headers, Cache-Control, ETag and 304, compression, the
 * request log line); anything else (bearer credentials, a query string, a cache miss, a cookie
 * without a live session, a banned user, a viewer without titles.view, a per-request extension that
 * adds something for guests, an error) goes to `dispatch`, the app's usual way.
 * titles.guest-read.test.ts compares both byte for byte.
 */
export function withCachedTitleReads(deps: Deps, dispatch: Fetch): Fetch {
  return (request, env, executionCtx) => {
    const incoming = (env as NodeEnv)?.incoming;
    // the path with any query string: TITLE_PATH is anchored, so a query string goes the usual way
    const url = incoming?.url ?? request.url.slice(request.url.indexOf('/', request.url.indexOf(':') + 3));
    const match = request.method === 'GET' ? TITLE_PATH.exec(url) : null;
    if (!match) return dispatch(request, env, executionCtx);
    const header: Header = incoming
      ? (name) => incoming.headers[name] as string | undefined
      : (name) => request.headers.get(name) ?? undefined;
    const id = Number.parseInt(match[1]!, 10);
    const cached = id <= MAX_ROW_ID && !header('authorization') ? cachedTitleResponse(deps.services, id) : undefined;
    if (!cached) return dispatch(request, env, executionCtx);
    return answer(deps, cached, url, header).then(
      (response) => response ?? dispatch(request, env, executionCtx),
      (err: unknown) => {
        // the usual way answers (or fails) as it would have; a fault of this shortcut must still show
        deps.services.logger.warn({ err, path: url }, 'cached title read failed; answered by the full chain');
        return dispatch(request, env, executionCtx);
      },
    );
  };
}

async function answer(deps: Deps, cached: CachedTitleResponse, path: string, header: Header): Promise<Response | null> {
  const { db, services } = deps;
  const logged = services.logger.isLevelEnabled('info');
  const started = logged ? performance.now() : 0;
  const guest = await services.guestSubject();
  const cookie = header('cookie');
  const auth = cookie ? await sessionAuthOfCookie(deps, cookie, guest) : { user: null, sessionId: null, via: null, guest };
  if (!auth || auth.user?.banned_at || !hasPermission(subjectOf(auth), 'titles.view')) return null;
  const additions = await perRequestAdditions(db, auth, cached.response.title);
  if (additions && !auth.user) return null;
  const { body, etag, shared } = withViewerBytes(cached, additions);
  const requestId = requestIdOf(header('x-request-id'));
  const response = respond(cached, body, shared, etag, requestId, header);
  if (logged)
    services.logger
      .child({ reqId: requestId })
      .info({ method: 'GET', path, status: response.status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
  return response;
}

function respond(cached: CachedTitleResponse, body: Buffer, shared: boolean, etag: string, requestId: string, header: Header) {
  const headers: Record<string, string> = {};
  for (const [name, value] of API_HEADERS) headers[name] = value;
  headers['Cache-Control'] = CACHE_CONTROL;
  headers.ETag = etag;
  const ifNoneMatch = header('if-none-match');
  // a Response with a plain header object: node-server writes a plain object out directly
  if (ifNoneMatch && etagMatches(etag, ifNoneMatch)) return new Response(null, { status: 304, headers });

  headers['Content-Type'] = CONTENT_TYPE;
  headers['X-Request-Id'] = requestId;
  const encoding = pickEncoding(header('accept-encoding') ?? '');
  // bytes, not a string: node-server writes them out as they are, where a string was measured and
  // encoded again on every response
  if (!encoding) return new Response(asBody(body), { status: 200, headers });
  headers.Vary = 'Accept-Encoding';
  if (body.length < MIN_BYTES) return new Response(asBody(body), { status: 200, headers });
  const encoded = shared ? ((cached.encoded ??= {})[encoding] ??= encodeBody(body, encoding)) : encodeBody(body, encoding);
  headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(encoded.byteLength);
  return new Response(asBody(encoded), { status: 200, headers });
}

/** A Buffer as a Response body, without a copy (a Buffer is a Uint8Array; its pool is an ArrayBuffer). */
const asBody = (bytes: Buffer) => bytes as Uint8Array<ArrayBuffer>;
