import slugify from 'slugify';
import { z } from 'zod';

/** Lowercase ASCII slug from a name ('Amélie' -> 'amelie'); never empty. */
export function makeSlug(name: string) {
  const slug = slugify(name, { lower: true, strict: true, trim: true }).slice(0, 200).replace(/-+$/, '');
  return slug || 'untitled';
}

/** Route param that accepts an id or `id-slug` (API.md); the slug part is ignored. */
export const idOrSlugParam = z
  .string()
  .regex(/^\d{1,15}(-[\w-]*)?$/, 'Invalid id.')
  .transform((v) => Number.parseInt(v, 10));

/** Hono path pattern for the same: `:id{…}` keeps static siblings like `autocomplete` free. */
export const ID = '{[0-9]+(?:-[A-Za-z0-9_-]*)?}';
/** Comma list of ids in a path, e.g. DELETE titles/1,2,3. */
export const IDS = '{[0-9]+(?:,[0-9]+)*}';

export const parseIds = (value: string) => [
  ...new Set(
    value
      .split(',')
      .map((v) => Number.parseInt(v, 10))
      .filter((n) => Number.isSafeInteger(n) && n > 0),
  ),
];
