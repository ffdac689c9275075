import { z } from 'zod';
import { dateField } from '../common/fields';
import { departments } from '../../../shared/credits';
import { lazySchema } from '../../../http/lazy-schema';

// The import file format, version 1 (docs/import-format.md). TMDB imports and the demo catalogue
// are mapped to these same records, so one writer stores titles whatever their source.

const text = (max: number) => z.string().trim().max(max);
const optionalDate = lazySchema(() => z.preprocess((v) => (v === '' ? null : v), dateField.nullish()));
const year = lazySchema(() => z.coerce.number().int().min(1870).max(2200));
const positive = lazySchema(() => z.coerce.number().finite().min(0));
/** A stored file key, a path relative to the import file, or an http(s) URL. */
export const imageSource = lazySchema(() => z.string().trim().min(1).max(2000));

export const externalIds = () => ({
  external_id: text(255).min(1).nullish(),
  tmdb_id: z.coerce.number().int().positive().nullish(),
  imdb_id: z
    .string()
    .trim()
    .regex(/^(tt|nm)\d{5,10}$/, 'Must be an IMDb id such as tt0111161 or nm0000151.')
    .nullish(),
});

export const importPersonSchema = lazySchema(() =>
  z.object({
    ...externalIds(),
    name: text(255).min(1, 'A name is required.'),
    biography: text(20_000).nullish(),
    birth_date: optionalDate,
    death_date: optionalDate,
    birth_place: text(255).nullish(),
    gender: z.enum(['male', 'female', 'non-binary', 'unknown']).nullish(),
    known_for: text(64).nullish(),
    popularity: positive.nullish(),
    poster: imageSource.nullish(),
    adult: z.boolean().nullish(),
  }),
);

export const creditDepartments = departments;
/** Friendlier spellings accepted in files. */
const departmentAliases: Record<string, string> = {
  creator: 'creators',
  acting: 'cast',
  actors: 'cast',
  director: 'directing',
  writer: 'writing',
};

export const importCreditSchema = lazySchema(() =>
  z.object({
    person: importPersonSchema,
    department: z.preprocess(
      (v) => (typeof v === 'string' ? (departmentAliases[v.trim().toLowerCase()] ?? v.trim().toLowerCase()) : v),
      z.enum(departments),
    ),
    job: text(255).nullish(),
    character: text(500).nullish(),
    order: z.coerce.number().int().min(0).max(100_000).nullish(),
  }),
);

export const importImageSchema = lazySchema(() =>
  z.object({
    type: z.enum(['poster', 'backdrop', 'still']),
    src: imageSource,
  }),
);

/** What a season and an episode both carry after their number. */
const partFields = () => ({
  name: text(255).nullish(),
  description: text(20_000).nullish(),
  release_date: optionalDate,
});

export const importEpisodeSchema = lazySchema(() =>
  z.object({
    ...externalIds(),
    episode_number: z.coerce.number().int().min(0).max(10_000),
    ...partFields(),
    runtime: z.coerce.number().int().min(0).max(10_000).nullish(),
    still: imageSource.nullish(),
    rating: z.coerce.number().min(0).max(10).nullish(),
    vote_count: z.coerce.number().int().min(0).nullish(),
    credits: z.array(importCreditSchema).max(500).default([]),
  }),
);

export const importSeasonSchema = lazySchema(() =>
  z.object({
    ...externalIds(),
    number: z.coerce.number().int().min(0).max(1000),
    ...partFields(),
    poster: imageSource.nullish(),
    episodes: z.array(importEpisodeSchema).max(2000).default([]),
    credits: z.array(importCreditSchema).max(1000).default([]),
  }),
);

export const importTitleSchema = lazySchema(() =>
  z
    .object({
      ...externalIds(),
      type: z.enum(['movie', 'series']),
      name: text(255).min(1, 'A name is required.'),
      original_name: text(255).nullish(),
      tagline: text(1000).nullish(),
      description: text(20_000).nullish(),
      release_date: optionalDate,
      year: year.nullish(),
      runtime: z.coerce.number().int().min(0).max(10_000).nullish(),
      certification: text(32).nullish(),
      status: text(64).nullish(),
      language: text(16).nullish(),
      countries: z.array(text(64).min(1)).max(100).default([]),
      budget: positive.nullish(),
      revenue: positive.nullish(),
      popularity: positive.nullish(),
      rating: z.coerce.number().min(0).max(10).nullish(),
      vote_count: z.coerce.number().int().min(0).nullish(),
      adult: z.boolean().nullish(),
      poster: imageSource.nullish(),
      backdrop: imageSource.nullish(),
      genres: z.array(text(64).min(1)).max(50).default([]),
      keywords: z.array(text(100).min(1)).max(500).default([]),
      images: z.array(importImageSchema).max(200).default([]),
      credits: z.array(importCreditSchema).max(2000).default([]),
      seasons: z.array(importSeasonSchema).max(500).default([]),
    })
    .superRefine((t, ctx) => {
      if (t.type === 'movie' && t.seasons.length) {
        ctx.addIssue({ code: 'custom', path: ['seasons'], message: 'A movie cannot have seasons.' });
      }
      const seen = new Set<number>();
      t.seasons.forEach((s, i) => {
        if (seen.has(s.number)) ctx.addIssue({ code: 'custom', path: ['seasons', i, 'number'], message: 'Season numbers must be unique.' });
        seen.add(s.number);
      });
    }),
);

/** The JSON form: `{ "version": 1, "titles": [...], "people": [...] }`. */
export const importFileHeaderSchema = lazySchema(() =>
  z.object({
    version: z.literal(1, { message: 'Unsupported import format version: only version 1 is understood.' }),
  }),
);

export type ImportPerson = z.infer<typeof importPersonSchema>;
export type ImportCredit = z.infer<typeof importCreditSchema>;
export type ImportSeason = z.infer<typeof importSeasonSchema>;
export type ImportTitle = z.infer<typeof importTitleSchema>;
export type ImportTitleInput = z.input<typeof importTitleSchema>;
export type ImportPersonInput = z.input<typeof importPersonSchema>;
export type ImportCreditInput = z.input<typeof importCreditSchema>;

/** One record of an import: a title or a standalone person, with where it came from. */
export type ImportRecord =
  | { kind: 'title'; line: number; data: ImportTitle }
  | { kind: 'person'; line: number; data: ImportPerson }
  | { kind: 'invalid'; line: number; errors: string[] };

export interface ImportSummary {
  created: number;
  updated: number;
  skipped: number;
  errors: { line: number; messages: string[] }[];
}
