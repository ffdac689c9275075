import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

/** What the catalogue can lack; the web's /admin/missing-titles shows one tab per problem. */
export const CATALOGUE_PROBLEMS = [
  'no_poster',
  'no_description',
  'no_videos',
  'series_no_seasons',
  'series_no_episodes',
  'person_no_photo',
] as const;
export type CatalogueProblem = (typeof CATALOGUE_PROBLEMS)[number];

export const problemParam = lazySchema(() => z.object({ problem: z.enum(CATALOGUE_PROBLEMS, { message: 'Choose a known problem.' }) }));

export const problemListQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(255).optional(),
    type: z.enum(['movie', 'series']).optional(),
  }),
);
export type ProblemListQuery = z.infer<typeof problemListQuery>;

/** GET catalogue-health: how many titles (or people) have each problem. */
export const problemCountsBody = lazySchema(() => z.looseObject({ counts: z.record(z.enum(CATALOGUE_PROBLEMS), z.int()) }));

/** GET catalogue-health/{problem}: the titles (or people) with it, most recently changed first. */
export const problemPage = lazySchema(() =>
  z.looseObject({
    pagination: page(
      z.looseObject({
        id,
        kind: z.enum(['title', 'person']),
        name: z.string(),
        type: z.enum(['movie', 'series']).nullable().meta({ description: 'null for people.' }),
        year: z.int().nullable(),
        poster: text,
        updated_at: timestamp,
      }),
    ),
  }),
);
