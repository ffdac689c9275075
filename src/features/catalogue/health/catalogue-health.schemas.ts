import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';

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

export const problemParam = z.object({ problem: z.enum(CATALOGUE_PROBLEMS, { message: 'Choose a known problem.' }) });

export const problemListQuery = pageQuery.extend({
  query: z.string().trim().max(255).optional(),
  type: z.enum(['movie', 'series']).optional(),
});
export type ProblemListQuery = z.infer<typeof problemListQuery>;
