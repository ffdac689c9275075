import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the YYYY-MM-DD format.');

export const insightsQuery = z
  .object({
    model: z.enum(['title', 'season', 'episode', 'video']),
    id: z.coerce.number().int().positive(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must be before the end date.', path: ['from'] });
export type InsightsQuery = z.infer<typeof insightsQuery>;
