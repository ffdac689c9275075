import { z } from 'zod';
import { id, text } from '../../../http/response-schemas';
import { breakdowns, day, dayRange, perDay } from './insights.schemas';
import { lazySchema } from '../../../http/lazy-schema';

/** GET reports/visitors: an inclusive day range (default: the last 30 days). */
export const visitorsQuery = lazySchema(() =>
  z
    .object({ from: day.optional(), to: day.optional() })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must be before the end date.', path: ['from'] })
    .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 3660 * 86_400_000, {
      message: 'Choose a range of at most ten years.',
      path: ['from'],
    }),
);
export type VisitorsQuery = z.infer<typeof visitorsQuery>;

/** A "view" is one watch-page viewing session, a "visitor" a distinct viewer (visitors.service.ts). */
export const visitorsReportBody = lazySchema(() =>
  z.looseObject({
    visitors: z.looseObject({
      ...dayRange,
      total_visitors: z.int(),
      total_views: z.int(),
      days: perDay({ visitors: z.int(), views: z.int() }),
      top_pages: z.array(
        z.looseObject({
          path: z.string(),
          video_id: id,
          name: text,
          title_name: text,
          views: z.int(),
          visitors: z.int(),
        }),
      ),
      ...breakdowns({ visitors: z.int() }),
    }),
  }),
);
