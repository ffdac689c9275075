import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { page } from '../../../http/response-schemas';
import { episodeWithTitle, titleSummary } from '../common/present.schemas';
import { dateField, imageUrlField, imdbIdField, nameList, optionalText, orderDir, rangeParam, tmdbAndAdultFields } from '../common/fields';
import { lazySchema } from '../../../http/lazy-schema';

export const titleTypes = ['movie', 'series'] as const;
export const titleOrderColumns = ['popularity', 'rating', 'release_date', 'name', 'created_at', 'revenue', 'budget', 'vote_count'] as const;

const score = lazySchema(() => z.coerce.number().min(0).max(10));
const minutes = lazySchema(() => z.coerce.number().int().min(0).max(100_000));
const releaseBound = lazySchema(() => z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/));

/** GET titles: documented filters only; unknown orderBy is a 422. */
export const titleListQuery = lazySchema(() =>
  pageQuery.extend({
    type: z.enum(titleTypes).optional(),
    genre: nameList.optional(),
    keyword: nameList.optional(),
    country: nameList.optional(),
    language: nameList.optional(),
    certification: nameList.optional(),
    released: rangeParam(releaseBound).optional(),
    score: rangeParam(score).optional(),
    runtime: rangeParam(minutes).optional(),
    query: z.string().trim().max(200).optional(),
    orderBy: z.enum(titleOrderColumns, { message: 'Unknown orderBy.' }).default('popularity'),
    orderDir,
  }),
);
export type TitleListQuery = z.infer<typeof titleListQuery>;

const tagNames = lazySchema(() => z.array(z.string().trim().min(1).max(255)).max(100));

const titleFields = () => ({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  original_name: optionalText(255),
  tagline: optionalText(1000),
  description: optionalText(20_000),
  release_date: dateField.nullish(),
  year: z.number().int().min(1870).max(2200).nullish(),
  runtime: z.number().int().min(0).max(100_000).nullish(),
  certification: optionalText(32),
  status: optionalText(64),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Must be a language code.')
    .nullish(),
  budget: z.number().int().min(0).nullish(),
  revenue: z.number().int().min(0).nullish(),
  popularity: z.number().min(0).max(1e9).optional(),
  rating: z.number().min(0).max(10).nullish(),
  vote_count: z.number().int().min(0).optional(),
  imdb_id: imdbIdField(/^tt\d{1,12}$/, 'Must be an IMDb id like tt0111161.'),
  ...tmdbAndAdultFields,
  poster: imageUrlField,
  backdrop: imageUrlField,
  genres: tagNames.optional(),
  keywords: tagNames.optional(),
  countries: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Must be a two-letter country code.'),
    )
    .max(300)
    .optional(),
});

export const createTitleBody = lazySchema(() => z.object({ type: z.enum(titleTypes), ...titleFields() }));
export const updateTitleBody = lazySchema(() => z.object({ type: z.enum(titleTypes).optional(), ...titleFields() }).partial());
export type CreateTitleInput = z.infer<typeof createTitleBody>;
export type UpdateTitleInput = z.infer<typeof updateTitleBody>;

export const autocompleteQuery = lazySchema(() =>
  z.object({ query: z.string().trim().max(200).default(''), type: z.enum(titleTypes).optional() }),
);

/** GET titles/autocomplete: a picker's short list. */
export const titlePicks = lazySchema(() =>
  z.looseObject({
    titles: z.array(titleSummary.pick({ id: true, name: true, type: true, year: true, poster: true, slug: true })),
  }),
);

/** GET upcoming: titles released after today, and the next episodes to air. */
export const upcomingBody = lazySchema(() => z.looseObject({ pagination: page(titleSummary), episodes: z.array(episodeWithTitle) }));
