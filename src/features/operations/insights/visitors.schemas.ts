import { z } from 'zod';
import { day } from './insights.schemas';

/** GET reports/visitors: an inclusive day range (default: the last 30 days). */
export const visitorsQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must be before the end date.', path: ['from'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 3660 * 86_400_000, {
    message: 'Choose a range of at most ten years.',
    path: ['from'],
  });
export type VisitorsQuery = z.infer<typeof visitorsQuery>;
