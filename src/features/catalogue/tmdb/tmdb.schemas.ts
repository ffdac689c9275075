import { z } from 'zod';
import { id, text } from '../../../http/response-schemas';
import { jobProgress, jobStatus } from '../../operations/queue/queue.responses';
import { lazySchema } from '../../../http/lazy-schema';

/** The TMDB lists an import may read pages of. */
export const tmdbLists = [
  'movie/popular',
  'movie/top_rated',
  'movie/now_playing',
  'movie/upcoming',
  'tv/popular',
  'tv/top_rated',
  'tv/on_the_air',
  'tv/airing_today',
] as const;

/** POST tmdb/import: one item by TMDB id, or pages of a TMDB list. */
export const tmdbImportBody = lazySchema(() =>
  z.union([
    z.object({
      type: z.enum(['movie', 'series', 'person'], { message: 'Choose movie, series or person.' }),
      tmdb_id: z.coerce.number({ message: 'Enter a TMDB id.' }).int().positive('Enter a TMDB id.'),
    }),
    z.object({
      list: z.enum(tmdbLists, { message: 'Unknown TMDB list.' }),
      pages: z.coerce.number().int().min(1).max(50, 'At most 50 pages at a time.').default(1),
    }),
  ]),
);
export type TmdbImportBody = z.infer<typeof tmdbImportBody>;

/** The tmdb:import job's payload: the body and, when known, the admin who started it (told when it ends). */
export type TmdbImportJob = TmdbImportBody & { started_by?: number };

/** Success body of POST tmdb/import (202) and GET tmdb/import/{jobId}: the import job as the admin's dialog follows it. */
export const tmdbImportJobBody = lazySchema(() =>
  z.looseObject({
    job: z.looseObject({
      id,
      status: jobStatus.meta({ description: 'A failed attempt that will be retried is `pending` with its `error`.' }),
      progress: jobProgress,
      message: text.meta({ description: 'What the import is doing now.' }),
      result: z
        .looseObject({
          id: id.optional().meta({ description: 'The imported title or person (one-item imports).' }),
          created: z.int(),
          updated: z.int(),
          skipped: z.int(),
          errors: z.array(z.looseObject({ line: z.int(), messages: z.array(z.string()) })),
        })
        .nullable()
        .meta({ description: 'What was imported, once the job has completed.' }),
      error: text.meta({ description: 'Why the import failed, naming TMDB and what to do (e.g. check the API key).' }),
    }),
  }),
);
