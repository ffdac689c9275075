import { nowIso, type Trx } from '../../../db/database';
import type { TagType } from '../../../db/tables/catalogue';
import { isoCountries } from '../../../platform/lazy-require';
import { makeSlug } from '../common/slug';
import { firstPersonNamed, insertPerson, personWithImdbId, personWithTmdbId, updatePersonRow } from '../people/people.queries';
import { addTitleTags, detachTitleTagsOfType, ensureTags, normalizeTagName } from '../tags/tags.queries';
import { externalIdOwner, replaceImages, saveExternalId } from './import.queries';
import type { ImportPerson } from './import.schemas';
import type { ImageSink } from './import.images';

// People and tags of an import: found by their external ids (then by exact name for people that
// carry none), created when missing, updated with the fields the source gives.

export interface WriteContext {
  images: ImageSink | null;
  /** person key -> id within one run, so a run looks each person up once. */
  people: Map<string, number>;
  /** `type:name` -> tag id within one run. */
  tags: Map<string, number>;
  touchedPeople: Set<number>;
}

export function newWriteContext(images: ImageSink | null): WriteContext {
  return { images, people: new Map(), tags: new Map(), touchedPeople: new Set() };
}

const personKey = (p: ImportPerson) =>
  p.external_id ? `x:${p.external_id}` : p.tmdb_id ? `t:${p.tmdb_id}` : p.imdb_id ? `i:${p.imdb_id}` : `n:${p.name.toLowerCase()}`;

/** Only the fields present in the source overwrite stored values (absent = keep). */
export function defined<T extends Record<string, unknown>>(o: T) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function findByExternalId(trx: Trx, type: 'title' | 'person', externalId: string | null | undefined) {
  return externalId ? externalIdOwner(trx, type, externalId) : undefined;
}

export async function rememberExternalId(trx: Trx, type: 'title' | 'person', externalId: string | null | undefined, id: number) {
  if (externalId) await saveExternalId(trx, type, externalId, id);
}

async function findPerson(trx: Trx, p: ImportPerson) {
  const byExternal = await findByExternalId(trx, 'person', p.external_id);
  if (byExternal) return byExternal;
  const row =
    (p.tmdb_id ? await personWithTmdbId(trx, p.tmdb_id) : undefined) ??
    (p.imdb_id ? await personWithImdbId(trx, p.imdb_id) : undefined) ??
    // a person known by name only matches the first of that name
    (!p.external_id && !p.tmdb_id && !p.imdb_id ? await firstPersonNamed(trx, p.name) : undefined);
  return row?.id;
}

/**
 * Creates or updates a person. A credit's inline person (`full` false) only fills a new row and
 * never overwrites a stored biography with the thin data a credit carries.
 */
export async function upsertPerson(trx: Trx, ctx: WriteContext, p: ImportPerson, full = true): Promise<{ id: number; created: boolean }> {
  const key = personKey(p);
  const cached = ctx.people.get(key);
  if (cached && !full) return { id: cached, created: false };
  const existing = cached ?? (await findPerson(trx, p));
  const now = nowIso();
  const fields = defined({
    name: p.name,
    slug: makeSlug(p.name),
    biography: p.biography,
    birth_date: p.birth_date,
    death_date: p.death_date,
    birth_place: p.birth_place,
    gender: p.gender === 'unknown' ? null : p.gender,
    known_for: p.known_for?.toLowerCase(),
    popularity: p.popularity ?? undefined,
    imdb_id: p.imdb_id,
    tmdb_id: p.tmdb_id,
    adult: p.adult === undefined || p.adult === null ? undefined : p.adult ? 1 : 0,
  });
  let id: number;
  let created = false;
  if (existing) {
    id = existing;
    if (full || !ctx.touchedPeople.has(id)) {
      const update = full ? fields : defined({ tmdb_id: p.tmdb_id, imdb_id: p.imdb_id });
      if (Object.keys(update).length) await updatePersonRow(trx, id, { ...update, updated_at: now });
    }
  } else {
    ({ id } = await insertPerson(trx, { ...fields, name: p.name, slug: makeSlug(p.name), created_at: now, updated_at: now }));
    created = true;
  }
  if (p.poster && ctx.images && (full || created)) {
    const stored = await ctx.images(p.poster, 'profile');
    if (stored) {
      await updatePersonRow(trx, id, { poster: stored.url });
      await replaceImages(trx, 'person', id, [{ type: 'profile', stored }]);
    }
  }
  await rememberExternalId(trx, 'person', p.external_id, id);
  ctx.people.set(key, id);
  ctx.touchedPeople.add(id);
  return { id, created };
}

/** Country tags are ISO codes; a full name such as "Ireland" is turned into its code. */
export function countryCode(value: string) {
  const v = value.trim();
  if (/^[A-Za-z]{2}$/.test(v)) return v.toUpperCase();
  return isoCountries().getAlpha2Code(v, 'en')?.toUpperCase() ?? null;
}

/**
 * Sets a title's tags of one type to exactly `names` (country names become ISO codes). Tag ids
 * are remembered for the run; a new title skips the delete.
 */
export async function setTitleTags(trx: Trx, ctx: WriteContext, titleId: number, type: TagType, names: string[], isNew: boolean) {
  const clean = (type === 'country' ? names.map(countryCode).filter((c): c is string => !!c) : names).map((n) => normalizeTagName(type, n));
  const missing = [...new Set(clean.filter((n) => !ctx.tags.has(`${type}:${n.toLowerCase()}`)))];
  if (missing.length) {
    const ids = await ensureTags(trx, type, missing);
    missing.forEach((n, i) => ctx.tags.set(`${type}:${n.toLowerCase()}`, ids[i]!));
  }
  const ids = new Set(clean.map((n) => ctx.tags.get(`${type}:${n.toLowerCase()}`)!));
  if (!isNew) await detachTitleTagsOfType(trx, titleId, type);
  await addTitleTags(trx, titleId, [...ids]);
}
