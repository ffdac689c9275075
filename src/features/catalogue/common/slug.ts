import slugify from 'slugify';
import { z } from 'zod';
import { notFound } from '../../../http/errors';
import { lazySchema } from '../../../http/lazy-schema';

/** Lowercase ASCII slug from a name ('Amélie' -> 'amelie'); never empty. */
export function makeSlug(name: string) {
  const slug = slugify(name, { lower: true, strict: true, trim: true }).slice(0, 200).replace(/-+$/, '');
  return slug || 'untitled';
}

/** Route param that accepts an id or `id-slug` (API.md); the slug part is ignored. */
export const idOrSlugParam = lazySchema(() =>
  z
    .string()
    .regex(/^\d{1,15}(-[\w-]*)?$/, 'Invalid id.')
    .transform((v) => Number.parseInt(v, 10)),
);

/** Hono path pattern for the same: `:id{…}` keeps static siblings like `autocomplete` free. */
export const ID = '{[0-9]+(?:-[A-Za-z0-9_-]*)?}';
/** Comma list of ids in a path, e.g. DELETE titles/1,2,3. */
export const IDS = '{[0-9]+(?:,[0-9]+)*}';

/** The ids of a comma list; one that names none (`0`, `0,0`) is a 404 (an empty `in ()` is a 500 on PostgreSQL). */
export function parseIds(value: string) {
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((v) => Number.parseInt(v, 10))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
  ];
  if (!ids.length) throw notFound();
  return ids;
}
