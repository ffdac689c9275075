import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, messageBody, page, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

const lineKey = lazySchema(() => z.string().min(1).max(1000));
const lineValue = lazySchema(() => z.string().max(10_000));

export const languageCode = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Use a language code such as en, pt-BR or zh-Hant.'),
);

export const createLocalizationSchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1, 'The name is required.').max(100),
    language: languageCode,
    lines: z.record(lineKey, lineValue).default({}),
  }),
);

export const updateLocalizationSchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1, 'The name is required.').max(100).optional(),
    language: languageCode.optional(),
    /** Upserted by key; null removes a line. */
    lines: z.record(lineKey, lineValue.nullable()).optional(),
  }),
);

/** The file GET localizations/{id}/export produces; import takes the same shape. */
export const localizationFileSchema = lazySchema(() =>
  z.object({
    name: z.string().optional(),
    language: z.string().optional(),
    lines: z.record(lineKey, lineValue),
    /** merge (default) keeps lines the file lacks; replace drops them. */
    mode: z.enum(['merge', 'replace']).default('merge'),
  }),
);

export const localizationListQuery = lazySchema(() => pageQuery.extend({ query: z.string().trim().max(100).optional() }));

export type CreateLocalizationInput = z.infer<typeof createLocalizationSchema>;
export type UpdateLocalizationInput = z.infer<typeof updateLocalizationSchema>;
export type LocalizationFile = z.infer<typeof localizationFileSchema>;

// Success bodies (src/http/responds.ts).

const localizationRow = lazySchema(() =>
  z.looseObject({ id, name: z.string(), language: z.string(), created_at: timestamp, updated_at: timestamp }),
);
const lines = lazySchema(() => z.record(z.string(), z.string()).meta({ description: 'Translations by source string.' }));
const localization = lazySchema(() => localizationRow.extend({ lines }));

export const localizationList = lazySchema(() =>
  z.looseObject({
    pagination: page(
      localizationRow.extend({
        lines_count: z.int(),
        is_default: z.boolean(),
        translated_count: z.int().meta({ description: "How many of the site's source strings have a non-empty translation." }),
      }),
    ).extend({ total_strings: z.int().meta({ description: 'How many source strings the web client translates.' }) }),
  }),
);
export const sourceStringList = lazySchema(() => z.looseObject({ strings: z.array(z.string()) }));
export const localizationShown = lazySchema(() => z.looseObject({ localization }));
export const localizationSaved = lazySchema(() => messageBody.extend({ localization }));
export const localizationExport = lazySchema(() => z.looseObject({ name: z.string(), language: z.string(), lines }));
