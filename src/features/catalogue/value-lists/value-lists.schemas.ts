import { z } from 'zod';
import { lazySchema } from '../../../http/lazy-schema';

export const VALUE_LISTS = ['countries', 'timezones', 'localizations'] as const;
export type ValueListName = (typeof VALUE_LISTS)[number];

export const valueListsParamSchema = lazySchema(() =>
  z.object({
    names: z
      .string()
      .transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.enum(VALUE_LISTS, { error: `Unknown value list. Available: ${VALUE_LISTS.join(', ')}.` }))
          .min(1, 'Name at least one value list.'),
      ),
  }),
);

/** GET value-lists/{names}: each list named, by its name. */
export const valueListsBody = lazySchema(() =>
  z.looseObject({
    countries: z.array(z.looseObject({ code: z.string().meta({ description: 'ISO 3166-1 alpha-2.' }), name: z.string() })).optional(),
    timezones: z
      .record(z.string(), z.array(z.looseObject({ value: z.string(), text: z.string() })))
      .optional()
      .meta({ description: 'IANA time zones by region, each labelled with its current UTC offset.' }),
    localizations: z.array(z.looseObject({ language: z.string(), name: z.string() })).optional(),
  }),
);
