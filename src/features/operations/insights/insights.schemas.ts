import { z } from 'zod';

/** A calendar day: a shape-only check let `2026-45-34` through to the date math, which threw (a 500). */
export const day = z.iso.date({ error: 'Use the YYYY-MM-DD format.' });
const positive = z.coerce.number().int().positive();
const number = z.coerce.number().int().min(0);

/**
 * `model=site` covers every play; a title or video needs `id`; a season or episode is named by its
 * `id` or, as the admin routes do, by `title_id` + `season` (+ `episode`).
 */
export const insightsQuery = z
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
  );
export type InsightsQuery = z.infer<typeof insightsQuery>;
