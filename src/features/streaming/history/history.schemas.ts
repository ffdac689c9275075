import { z } from 'zod';
import { positiveId } from '../../community/profiles/community-common';

export const markWatchedBody = z.object({
  title_id: positiveId,
  episode_id: positiveId.nullish(),
  /** The day it was watched (default: today); never in the future. */
  watched_at: z.iso
    .date({ error: 'Must be a date (YYYY-MM-DD).' })
    .refine((d) => d <= new Date().toISOString().slice(0, 10), 'The date may not be in the future.')
    .optional(),
  rating: z.number().int().min(1).max(10).nullish(),
  rewatch: z.boolean().optional(),
});
export type MarkWatchedBody = z.infer<typeof markWatchedBody>;
