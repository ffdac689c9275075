import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { validationError, zodToFieldErrors } from './errors';

/** zod validation whose failure is the spec's 422 body with a field errors map. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(zodToFieldErrors(result.error as unknown as z.ZodError));
  });
}
