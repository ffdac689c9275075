import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
// Multipart bodies are scanned for `_method` only up to this size; larger uploads use tus/S3.
const MAX_SCANNED_FORM = 16 * 1024 * 1024;
// tus chunks (tus-js-client's overridePatchMethod posts them with X-HTTP-Method-Override: PATCH) are
// streamed to disk by the tus route itself: re-dispatching here would read each one into memory.
const TUS_PREFIX = '/api/v1/tus/';

/**
 * PUT/PATCH/DELETE sent as POST with `X-HTTP-Method-Override` and/or `_method` (query, JSON, urlencoded or
 * multipart body): the request is re-dispatched with the real method, body intact.
 */
export function methodOverride(app: Hono<AppEnv>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'POST' || c.req.path.startsWith(TUS_PREFIX)) return next();
    let method = c.req.header('x-http-method-override') ?? c.req.query('_method');
    const type = c.req.header('content-type') ?? '';
    let body: ArrayBuffer | null = null;
    if (!method && (type.includes('json') || type.includes('x-www-form-urlencoded'))) {
      body = await c.req.raw.clone().arrayBuffer();
      method = readBodyMethod(body, type);
    } else if (!method && type.includes('multipart/form-data') && Number(c.req.header('content-length') ?? 0) <= MAX_SCANNED_FORM) {
      const value = (
        await c.req.raw
          .clone()
          .formData()
          .catch(() => null)
      )?.get('_method');
      method = typeof value === 'string' ? value : undefined;
    }
    method = method?.toUpperCase();
    if (!method || !OVERRIDABLE.has(method)) return next();
    const url = new URL(c.req.url);
    url.searchParams.delete('_method');
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-http-method-override');
    const request = new Request(url, {
      method,
      headers,
      body: body ?? (await c.req.raw.arrayBuffer()),
      signal: c.req.raw.signal,
    });
    return app.fetch(request, c.env);
  });
}

function readBodyMethod(body: ArrayBuffer, type: string): string | undefined {
  const text = new TextDecoder().decode(body);
  try {
    if (type.includes('json')) {
      const json = JSON.parse(text);
      return typeof json?._method === 'string' ? json._method : undefined;
    }
    return new URLSearchParams(text).get('_method') ?? undefined;
  } catch {
    return undefined;
  }
}
