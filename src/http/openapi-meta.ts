import type { z } from 'zod';

/**
 * What a route's middleware declares about it, read back by the OpenAPI document (api-docs).
 * Schemas are functions answering them: most are built only when something reads them.
 */
export interface RouteInput {
  target: string;
  schema: () => z.ZodType;
}

/** What a route answers on success (src/http/responds.ts). */
export type RouteResponse =
  | { kind: 'json'; schema: () => z.ZodType }
  | { kind: 'empty'; status: number; description: string; headers?: Record<string, string> }
  | { kind: 'file'; media: string[]; description: string };

const INPUT = Symbol('openapi.input');
const RESPONSE = Symbol('openapi.response');
const PERMISSION = Symbol('openapi.permission');

type Tagged = { [INPUT]?: RouteInput; [RESPONSE]?: RouteResponse; [PERMISSION]?: string; __COMPOSED_HANDLER?: unknown };

/** Marks a validator middleware with what it validates. */
export function declareInput<F extends object>(middleware: F, input: RouteInput): F {
  return Object.assign(middleware, { [INPUT]: input });
}

/** Marks a middleware with what the route answers on success. */
export function declareResponse<F extends object>(middleware: F, response: RouteResponse): F {
  return Object.assign(middleware, { [RESPONSE]: response });
}

/** Marks a guard middleware with the permission it requires. */
export function declarePermission<F extends object>(middleware: F, permission: string): F {
  return Object.assign(middleware, { [PERMISSION]: permission });
}

// Hono wraps the handlers of a router that has its own onError; the original stays on the wrapper
const unwrap = (handler: unknown) => ((handler as Tagged).__COMPOSED_HANDLER ?? handler) as Tagged;

export const inputOf = (handler: unknown): RouteInput | undefined => unwrap(handler)[INPUT];
export const permissionOf = (handler: unknown): string | undefined => unwrap(handler)[PERMISSION];
export const responseOf = (handler: unknown): RouteResponse | undefined => unwrap(handler)[RESPONSE];
