import { z } from 'zod';
import { dateField } from '../common/fields';
import { id, text } from '../../../http/response-schemas';
import { titleSummary } from '../common/present.schemas';
import { isValidTimezone } from '../value-lists/timezones';
import { lazySchema } from '../../../http/lazy-schema';

/** Three weeks by default: the past week, then today and the thirteen days after it. */
export const SCHEDULE_DAYS = 21;
export const SCHEDULE_DAYS_BEFORE_TODAY = 7;

export const scheduleQuery = lazySchema(() =>
  z.object({
    /**
     * The viewer's IANA time zone: it decides which day is today (air and release dates are calendar
     * days). Default: the signed-in user's, else UTC.
     */
    timezone: z.string().trim().max(64).refine(isValidTimezone, 'The selected timezone is invalid.').optional(),
    /** The first day shown; default: a week before today in `timezone`. */
    from: dateField.optional(),
    days: z.coerce.number().int().min(1).max(42).default(SCHEDULE_DAYS),
    /** Only titles (and episodes) on the signed-in user's watchlist. */
    followed: z
      .enum(['0', '1', 'true', 'false'])
      .transform((v) => v === '1' || v === 'true')
      .default(false),
  }),
);

export type ScheduleQuery = z.infer<typeof scheduleQuery>;

const scheduleItem = lazySchema(() =>
  z.looseObject({
    type: z.enum(['movie', 'episode']).meta({ description: "A film's release, or an episode airing." }),
    date: dateField,
    title: titleSummary.pick({ id: true, name: true, slug: true, type: true, poster: true }),
    episode: z
      .looseObject({ id, season_number: z.int(), episode_number: z.int(), name: z.string(), poster: text })
      .nullable()
      .meta({ description: 'The episode that airs (null for a film).' }),
  }),
);

/** GET schedule: every day of the range (empty ones too), each with what airs or is released that day. */
export const scheduleBody = lazySchema(() =>
  z.looseObject({
    schedule: z.looseObject({
      timezone: z.string().meta({ description: 'The time zone that decided which day is today.' }),
      today: dateField,
      from: dateField,
      to: dateField,
      followed: z.boolean().meta({ description: "Only the signed-in user's watchlist." }),
      days: z.array(z.looseObject({ date: dateField, items: z.array(scheduleItem) })),
    }),
  }),
);
