import { z } from 'zod';
import { lazySchema } from '../../../http/lazy-schema';

export const logPlayBody = lazySchema(() =>
  z.object({
    position_seconds: z.coerce.number().min(0).max(1_000_000),
    duration_seconds: z.coerce.number().min(0).max(1_000_000).nullish(),
  }),
);
export type LogPlayBody = z.infer<typeof logPlayBody>;

/** POST videos/{id}/log-play. */
export const loggedPlay = lazySchema(() =>
  z.looseObject({
    new_play: z.boolean().meta({ description: 'Whether this report started a new viewing session (a play) rather than continuing one.' }),
  }),
);
