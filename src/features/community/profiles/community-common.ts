import { z } from 'zod';
import type { Db, Trx } from '../../../db/database';
import type { ListItemType } from '../../../db/tables/community';
import { notFound } from '../../../http/errors';
import { id as rowId, text } from '../../../http/response-schemas';
import { consumeRateLimit } from '../../../platform/rate-limit';
import type { AuthState } from '../../accounts/auth/auth-state';
import { presentEpisode, presentPerson, presentTitle } from '../../catalogue/common/present';
import { episode, person, titleSummary } from '../../catalogue/common/present.schemas';
import { makeSlug } from '../../catalogue/common/slug';
import { hasPermission } from '../../accounts/roles/access';
import { titlesByIds } from '../../catalogue/titles/titles.queries';
import { type CatalogueItemType, catalogueItemExists, episodesByIds, peopleByIds, userCardsByIds } from './community.queries';
import { lazySchema } from '../../../http/lazy-schema';

// Helpers shared by the community features (lists, ratings, reviews, comments, profiles).

export const isAdmin = (auth: AuthState) => !!auth.user && hasPermission(auth.user, 'admin');

/** Write limits per user (spec: rate limits on writes), e.g. 30 comments per 10 minutes. */
export const writeLimits = {
  comments: { limit: 30, windowSeconds: 600 },
  reviews: { limit: 10, windowSeconds: 600 },
  lists: { limit: 60, windowSeconds: 600 },
  listItems: { limit: 300, windowSeconds: 600 },
  ratings: { limit: 120, windowSeconds: 600 },
  votes: { limit: 120, windowSeconds: 600 },
  follows: { limit: 60, windowSeconds: 600 },
  reports: { limit: 20, windowSeconds: 3600 },
  profile: { limit: 30, windowSeconds: 600 },
} as const;

export async function limitWrites(db: Db, userId: number, bucket: keyof typeof writeLimits) {
  const { limit, windowSeconds } = writeLimits[bucket];
  await consumeRateLimit(db, [{ key: `community:${bucket}:user:${userId}`, limit, windowSeconds }]);
}

/** `type:id` references such as `title:12` (query strings). */
export function typedRef<T extends string>(types: readonly [T, ...T[]]) {
  return z
    .string()
    .regex(new RegExp(`^(${types.join('|')}):\\d{1,15}$`), `Must be one of ${types.map((t) => `${t}:{id}`).join(', ')}.`)
    .transform((v) => {
      const [type, id] = v.split(':');
      return { type: type as T, id: Number(id) };
    });
}

/** Trimmed text that must not be blank (`required`) nor longer than `max` characters (`tooLong`). */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const positiveId = lazySchema(() => z.coerce.number({ error: 'Must be a number.' }).int().positive().max(Number.MAX_SAFE_INTEGER));
/** The `:id` path param of community routes. */
export const idParam = lazySchema(() => z.object({ id: positiveId }));
/** Hono's pattern for a numeric path segment: `/:id${NUMERIC_ID}`. */
export const NUMERIC_ID = '{[0-9]+}';

export async function assertCatalogueItem(db: Db | Trx, type: CatalogueItemType, id: number) {
  if (!(await catalogueItemExists(db, type, id))) throw notFound(`That ${type} does not exist.`);
}

/** User text in one line (a meta description, a notification): whitespace collapsed, cut at a word near `max`. */
export function summary(text: string, max = 160) {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A user as the community pages show them: never an e-mail address. */
export const userSummary = lazySchema(() => z.looseObject({ id: rowId, name: z.string(), slug: z.string(), avatar: text }));

export function presentUserSummary(u: { id: number; name: string | null; image: string | null }) {
  const name = u.name ?? 'User';
  return { id: u.id, name, slug: makeSlug(name), avatar: u.image };
}

export async function userSummaries(db: Db | Trx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, ReturnType<typeof presentUserSummary>>();
  const rows = await userCardsByIds(db, unique);
  return new Map(rows.map((r) => [r.id, presentUserSummary(r)]));
}

/** A title, person or episode as catalogue listings show it (loadCatalogueItems). */
export const catalogueItem = lazySchema(() => z.union([titleSummary, person, episode]));

/** Loads titles, people and episodes by reference, presented as in catalogue listings. */
export async function loadCatalogueItems(db: Db | Trx, refs: { type: ListItemType; id: number }[]) {
  const out = new Map<string, Record<string, unknown>>();
  const ids = (t: ListItemType) => [...new Set(refs.filter((r) => r.type === t).map((r) => r.id))];
  const titleIds = ids('title');
  if (titleIds.length) {
    for (const r of await titlesByIds(db, titleIds)) out.set(`title:${r.id}`, presentTitle(r));
  }
  const personIds = ids('person');
  if (personIds.length) {
    for (const r of await peopleByIds(db, personIds)) out.set(`person:${r.id}`, presentPerson(r));
  }
  const episodeIds = ids('episode');
  if (episodeIds.length) {
    for (const r of await episodesByIds(db, episodeIds)) out.set(`episode:${r.id}`, presentEpisode(r));
  }
  return out;
}
