import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { notFound, validationError, zodToFieldErrors } from './errors';
import { builtSchema } from './lazy-schema';
import { declareInput } from './openapi-meta';

/** Row ids are 32-bit integer columns on both engines (src/db/schema-helpers.ts primaryId). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * zod validation whose failure is the spec's 422 body with a field errors map. The middleware
 * carries its target and schema, from which the OpenAPI document describes the route's input.
 * A path number past the id range names no row: 404 on both engines (PostgreSQL would refuse to
 * compare it with an integer column and answer 500).
 * `schema` (a `lazySchema`, or a function answering the schema) is built on the first request to
 * the route, not when the routes are.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T | (() => T)) {
  const schemaOf = () => builtSchema(typeof schema === 'function' ? schema() : schema);
  const validator = () =>
    zValidator(target, schemaOf(), (result) => {
      if (!result.success) throw validationError(zodToFieldErrors(result.error as unknown as z.ZodError));
      if (target === 'param' && Object.values(result.data as object).some((v) => typeof v === 'number' && Math.abs(v) > MAX_ROW_ID)) {
        throw notFound();
      }
    });
  let built: MiddlewareHandler | undefined;
  const middleware: MiddlewareHandler = (c, next) => (built ??= validator() as MiddlewareHandler)(c, next);
  return declareInput(middleware as ReturnType<typeof validator>, { target, schema: schemaOf });
}
