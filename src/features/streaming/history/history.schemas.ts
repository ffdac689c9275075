import { z } from 'zod';
import { id, page, text } from '../../../http/response-schemas';
import { positiveId } from '../../community/profiles/community-common';
import { lazySchema } from '../../../http/lazy-schema';

export const markWatchedBody = lazySchema(() =>
  z.object({
    title_id: positiveId,
    episode_id: positiveId.nullish(),
    /** The day it was watched (default: today); never in the future. */
    watched_at: z.iso
      .date({ error: 'Must be a date (YYYY-MM-DD).' })
      .refine((d) => d <= new Date().toISOString().slice(0, 10), 'The date may not be in the future.')
      .optional(),
    rating: z.number().int().min(1).max(10).nullish(),
    rewatch: z.boolean().optional(),
  }),
);
export type MarkWatchedBody = z.infer<typeof markWatchedBody>;

/** One diary entry: a viewing of a title, or of one of its episodes. */
const historyEntry = lazySchema(() =>
  z.looseObject({
    id,
    watched_at: z.string().meta({ description: 'A day (YYYY-MM-DD) when only the day is known, else a timestamp.' }),
    source: z.enum(['play', 'manual', 'letterboxd', 'imdb', 'trakt']),
    rewatch: z.boolean(),
    rating: z.int().nullable().meta({ description: 'The 1-10 rating given with this viewing.' }),
    title: z.looseObject({
      id,
      name: z.string(),
      slug: z.string(),
      type: z.enum(['movie', 'series']),
      year: z.int().nullable(),
      poster: text,
    }),
    episode: z.looseObject({ id, name: z.string(), season_number: z.int(), episode_number: z.int() }).nullable(),
  }),
);

export const historyPage = lazySchema(() => z.looseObject({ pagination: page(historyEntry) }));
export const historyEntryAnswer = lazySchema(() => z.looseObject({ entry: historyEntry }));
