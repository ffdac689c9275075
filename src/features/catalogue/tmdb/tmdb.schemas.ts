import { z } from 'zod';

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
export const tmdbImportBody = z.union([
  z.object({
    type: z.enum(['movie', 'series', 'person'], { message: 'Choose movie, series or person.' }),
    tmdb_id: z.coerce.number({ message: 'Enter a TMDB id.' }).int().positive('Enter a TMDB id.'),
  }),
  z.object({
    list: z.enum(tmdbLists, { message: 'Unknown TMDB list.' }),
    pages: z.coerce.number().int().min(1).max(50, 'At most 50 pages at a time.').default(1),
  }),
]);
export type TmdbImportBody = z.infer<typeof tmdbImportBody>;

/** The tmdb:import job's payload: the body and, when known, the admin who started it (told when it ends). */
export type TmdbImportJob = TmdbImportBody & { started_by?: number };
