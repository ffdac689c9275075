import { z } from 'zod';

export const VALUE_LISTS = ['countries', 'timezones', 'localizations'] as const;
export type ValueListName = (typeof VALUE_LISTS)[number];

export const valueListsParamSchema = z.object({
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
});
