import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { validationError, zodToFieldErrors } from './errors';
import { declareInput } from './openapi-meta';

/**
 * zod validation whose failure is the spec's 422 body with a field errors map. The middleware
 * carries its target and schema, from which the OpenAPI document describes the route's input.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(zodToFieldErrors(result.error as unknown as z.ZodError));
  });
  return declareInput(middleware, { target, schema });
}
