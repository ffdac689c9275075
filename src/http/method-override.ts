import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * PUT/PATCH/DELETE sent as POST with `X-HTTP-Method-Override` and/or `_method` (query, JSON or form
 * body): the request is re-dispatched with the real method, body intact.
 */
export function methodOverride(app: Hono<AppEnv>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    let method = c.req.header('x-http-method-override') ?? c.req.query('_method');
    const type = c.req.header('content-type') ?? '';
    let body: ArrayBuffer | null = null;
    if (!method && (type.includes('json') || type.includes('x-www-form-urlencoded'))) {
      body = await c.req.raw.clone().arrayBuffer();
      method = readBodyMethod(body, type);
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
