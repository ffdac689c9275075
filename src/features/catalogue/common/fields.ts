import { z } from 'zod';
import { lazySchema } from '../../../http/lazy-schema';

// Field schemas shared by the catalogue write APIs.

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

export const dateField = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date in YYYY-MM-DD form.')
    .refine(isRealDate, 'Must be a valid date.'),
);

export const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** An image reference: an absolute http(s) URL or a path on this site. */
export const imageUrlField = lazySchema(() =>
  z
    .string()
    .trim()
    .max(1000)
    .refine((v) => /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')), 'Must be a URL.')
    .nullish(),
);

/** `from,to` or `min,max` pairs in GET filters; either side may be empty. */
export function rangeParam<T extends z.ZodType>(item: T) {
  return z
    .string()
    .max(64)
    .transform((v, ctx) => {
      const [a = '', b = ''] = v.split(',');
      const parse = (s: string) => {
        if (s.trim() === '') return undefined;
        const r = item.safeParse(s.trim());
        if (!r.success) {
          ctx.addIssue({ code: 'custom', message: 'Invalid range.' });
          return z.NEVER;
        }
        return r.data as z.infer<T>;
      };
      return { from: parse(a), to: parse(b) };
    });
}

/** Comma list of short names, e.g. genre=drama,comedy. */
export const nameList = lazySchema(() =>
  z
    .string()
    .max(1000)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 20),
    ),
);

export const orderDir = lazySchema(() => z.enum(['asc', 'desc']).default('desc'));

/** An IMDb id of the given pattern (tt… for titles, nm… for people), or nothing. */
export const imdbIdField = (pattern: RegExp, message: string) => z.string().trim().regex(pattern, message).nullish();

/** The TMDB id and adult flag every catalogue item may carry. */
export const tmdbAndAdultFields = {
  tmdb_id: z.number().int().positive().nullish(),
  adult: z.boolean().optional(),
};
