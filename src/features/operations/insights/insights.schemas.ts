import { z } from 'zod';
import { id, text } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

/** A calendar day: a shape-only check let `2026-45-34` through to the date math, which threw (a 500). */
export const day = lazySchema(() => z.iso.date({ error: 'Use the YYYY-MM-DD format.' }));
const positive = lazySchema(() => z.coerce.number().int().positive());
const number = lazySchema(() => z.coerce.number().int().min(0));

/**
 * `model=site` covers every play; a title or video needs `id`; a season or episode is named by its
 * `id` or, as the admin routes do, by `title_id` + `season` (+ `episode`).
 */
export const insightsQuery = lazySchema(() =>
  z
    .object({
      model: z.enum(['site', 'title', 'season', 'episode', 'video']),
      id: positive.optional(),
      title_id: positive.optional(),
      season: number.optional(),
      episode: number.optional(),
      from: day.optional(),
      to: day.optional(),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must be before the end date.', path: ['from'] })
    .refine(
      (q) =>
        q.model === 'site' ||
        q.id !== undefined ||
        (q.model === 'season' && q.title_id !== undefined && q.season !== undefined) ||
        (q.model === 'episode' && q.title_id !== undefined && q.season !== undefined && q.episode !== undefined),
      { message: 'Choose what to report on.', path: ['id'] },
    ),
);
export type InsightsQuery = z.infer<typeof insightsQuery>;

// Success bodies (insights.service.ts, visitors.service.ts).

const isoDay = lazySchema(() => z.string().meta({ format: 'date', examples: ['2026-01-31'] }));

/** A report's four breakdowns: `counts` per device, platform, browser and country (label null: unknown), largest first. */
export const breakdowns = <T extends z.ZodRawShape>(counts: T) => {
  const rows = z.array(z.looseObject({ label: text, ...counts }));
  return { devices: rows, platforms: rows, browsers: rows, countries: rows };
};

/** A report's inclusive day range. */
export const dayRange = { from: isoDay, to: isoDay };

/** One row per day of the range, zeros included. */
export const perDay = <T extends z.ZodRawShape>(counts: T) => z.array(z.looseObject({ date: isoDay, ...counts }));

const mostPlayed = lazySchema(() => z.array(z.looseObject({ id, name: text, plays: z.int() })));

export const insightsReport = lazySchema(() =>
  z.looseObject({
    insights: z.looseObject({
      model: z.enum(['site', 'title', 'season', 'episode', 'video']),
      id: id.nullable(),
      subject: z
        .looseObject({ name: z.string(), title_id: id.optional(), season: z.int().optional(), episode: z.int().optional() })
        .nullable()
        .meta({ description: 'What the report is about, for its heading; null for the whole site.' }),
      ...dayRange,
      total_plays: z.int(),
      plays: perDay({ plays: z.int() }),
      ...breakdowns({ plays: z.int() }),
      top_titles: mostPlayed.meta({ description: 'The ten most played titles (site reports only).' }),
      top_videos: mostPlayed.meta({ description: "The ten most played videos (a title's, season's or episode's report)." }),
    }),
  }),
);
