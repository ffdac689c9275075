import { z } from 'zod';
import { lazySchema } from './lazy-schema';

// The building blocks of declared success bodies (responds.ts). Objects are loose: a presenter may
// add fields (payload extensions, `?with=` relations) without breaking clients, but every field a
// schema lists must be there with that type: tests check each declaration against real answers.

export const id = lazySchema(() => z.int().positive());
/** A text column that may be empty. */
export const text = lazySchema(() => z.string().nullable());
export const timestamp = lazySchema(() => z.string().meta({ format: 'date-time', examples: ['2026-01-01T12:00:00.000Z'] }));

/** The spec's pagination object around `item` (every paginator counts: total and last_page are numbers). */
export const page = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    data: z.array(item),
    current_page: z.int(),
    per_page: z.int(),
    total: z.int(),
    last_page: z.int(),
  });

/** `{ message }`: an action that answers only what it did. */
export const messageBody = lazySchema(() => z.looseObject({ message: z.string() }));
