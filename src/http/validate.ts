import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { notFound, validationError, zodToFieldErrors } from './errors';
import { declareInput } from './openapi-meta';

/** Row ids are 32-bit integer columns on both engines (src/db/schema-helpers.ts primaryId). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * zod validation whose failure is the spec's 422 body with a field errors map. The middleware
 * carries its target and schema, from which the OpenAPI document describes the route's input.
 * A path number past the id range names no row: 404 on both engines (PostgreSQL would refuse to
 * compare it with an integer column and answer 500).
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(zodToFieldErrors(result.error as unknown as z.ZodError));
    if (target === 'param' && Object.values(result.data as object).some((v) => typeof v === 'number' && Math.abs(v) > MAX_ROW_ID)) {
      throw notFound();
    }
  });
  return declareInput(middleware, { target, schema });
}
