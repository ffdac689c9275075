import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import { builtSchema } from './lazy-schema';
import { declareResponse } from './openapi-meta';

// What a route answers on success, declared beside it: the OpenAPI document (api-docs) describes
// the operation's success response from it and the web app's typed client reads its type. With
// MARQUEE_CHECK_RESPONSES=1 (every server-side test, see vitest.config.ts) the declaration is also
// checked against each real 2xx JSON answer, so a presenter that drifts from its contract fails the
// test that called it with a 500 naming the field, instead of drifting silently.

/** A fresh no-op middleware (each declaration is tagged on its own function). */
const passThrough = (): MiddlewareHandler<AppEnv> => (_c, next) => next();

/**
 * Answers `schema` as JSON (status 200, or 201 for a create). A `lazySchema` stays unbuilt until the
 * OpenAPI document is built or a response is checked, so the route's import builds no schema.
 */
export function responds(schema: z.ZodType): MiddlewareHandler<AppEnv> {
  const schemaOf = () => builtSchema(schema);
  // decided when the routes are built: outside tests a request pays for one pass-through call only
  if (process.env.MARQUEE_CHECK_RESPONSES !== '1') return declareResponse(passThrough(), { kind: 'json', schema: schemaOf });
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (!c.res.ok || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const result = schemaOf().safeParse(await c.res.clone().json());
    if (!result.success) {
      const where = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
      throw new Error(`${c.req.method} ${c.req.path} answered a body that does not match its declared schema: ${where}`);
    }
  };
  return declareResponse(middleware, { kind: 'json', schema: schemaOf });
}

/**
 * Answers without a body: 204 No Content by default, or another status (tus answers 201 with a
 * Location header); `headers` names the response headers that carry the answer, with a description each.
 */
export function respondsEmpty(
  options: { status?: number; description?: string; headers?: Record<string, string> } = {},
): MiddlewareHandler<AppEnv> {
  const { status = 204, description = 'Done: no content.', headers } = options;
  return declareResponse(passThrough(), { kind: 'empty', status, description, ...(headers && { headers }) });
}

/** Answers a file or stream of one of `media` (a download, an image, a playlist, an event stream). */
export function respondsFile(media: string[], description: string): MiddlewareHandler<AppEnv> {
  return declareResponse(passThrough(), { kind: 'file', media, description });
}
