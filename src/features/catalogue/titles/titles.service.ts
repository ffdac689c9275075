import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import type { Relations } from '../../../http/app-env';
import { notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { Services } from '../../../platform/services';
import { CATALOGUE_TTL_MS, cacheTags, invalidateTitles } from '../common/cache';
import { presentTitle } from '../common/present';
import { wants } from '../common/relations';
import { makeSlug } from '../common/slug';
import { deleteImagesById, imageFilesOf } from '../images/images.queries';
import { releasesChanged } from '../releases/releases.service';
import { syncTitleTags } from '../tags/tags.queries';
import { loadTitleBundle, type TitlePayload, titleSeo } from './titles.bundle';
import {
  applySharedExtensions,
  mergeAdditions,
  perRequestAdditions,
  type TitleExtensionResult,
  type TitleResponse,
} from './titles.extensions';
import {
  deleteTitleRows,
  existingTitleIds,
  findTitle,
  insertTitle,
  relatedTitles,
  seasonAndEpisodeIdsOf,
  tagsOfTitles,
  titleListQuery,
  titleWithTmdbId,
  updateTitleRow,
} from './titles.queries';
import type { CreateTitleInput, TitleListQuery, UpdateTitleInput } from './titles.schemas';

export async function listTitles({ db, services }: Deps, q: TitleListQuery, relations?: Relations) {
  const withTags = wants(relations, 'genres') || wants(relations, 'keywords') || wants(relations, 'countries') || wants(relations, 'tags');
  const key = `titles:list:${JSON.stringify(q)}:${withTags ? 1 : 0}`;
  return services.cache.remember(key, CATALOGUE_TTL_MS, [cacheTags.titles], async () => {
    const page = await paginate(await titleListQuery(db, q), q);
    const tags = withTags
      ? await tagsOfTitles(
          db,
          page.data.map((t) => t.id),
        )
      : [];
    return {
      ...page,
      data: page.data.map((t) => presentTitle(t, withTags ? tags.filter((g) => g.title_id === t.id) : undefined)),
    };
  });
}

/** The cached base payload of a title (no per-user data). The benchmark calls it with db and services only. */
export async function getTitleBase({ db, services }: Pick<Deps, 'db' | 'services'>, id: number) {
  const key = `title:${id}`;
  const hit = services.cache.get<TitlePayload>(key);
  if (hit) return hit;
  const bundle = await loadTitleBundle(db, services.storage, id);
  if (!bundle) return null;
  services.cache.set(key, bundle.title, CATALOGUE_TTL_MS, titleTags(bundle.title));
  return bundle.title;
}

/** Cache tags of a title payload: the title, and the people shown, so renaming a person refreshes it. */
function titleTags(title: TitlePayload) {
  const people = Object.values(title.credits).flatMap((list) => list.map((c) => c.person_id));
  return [cacheTags.title(title.id), cacheTags.titlePayloads, ...new Set(people.map(cacheTags.person))];
}

/** A synchronous hash: cheaper per request than the etag middleware's async WebCrypto digest. */
const hashOf = (text: string) => createHash('sha1').update(text).digest('base64url');

/** The viewer-independent response of a title as cached: serialized once, with its ETag and compressed forms. */
export interface CachedTitleResponse {
  response: TitleResponse;
  json: string;
  etag: string;
  /** Offset in `json` of the brace closing `title`: where a viewer's fields are spliced in. */
  titleEnd: number;
  /** Brotli/gzip forms of `json`, made on first request for each (titles.guest-read.ts). */
  encoded?: { br?: Buffer; gzip?: Buffer };
  /** `json` as UTF-8, and the byte offset of `titleEnd` in it, made on first request (titles.guest-read.ts). */
  bytes?: { all: Buffer; titleEnd: number };
}

/** The cached response of title `id`, when a request has filled it and no write has dropped it since. */
export const cachedTitleResponse = (services: Services, id: number) => services.cache.get<CachedTitleResponse>(`title:${id}:response`);

function cacheableResponse(response: TitleResponse): CachedTitleResponse {
  // JSON.stringify(response), written out so the end of `title` is known: response is exactly { title, seo }
  const title = JSON.stringify(response.title);
  const json = `{"title":${title},"seo":${JSON.stringify(response.seo)}}`;
  return { response, json, etag: `W/"${hashOf(json)}"`, titleEnd: '{"title":'.length + title.length - 1 };
}

/**
 * The cached response with a viewer's fields: their JSON spliced before the brace closing `title`
 * (the bytes JSON.stringify would give the merged response), and an ETag of the cached one's plus a
 * hash of the viewer's part. Additions that replace a cached field or touch `seo` (none do today)
 * take the full merge.
 */
export function withViewerFields(cached: CachedTitleResponse, additions: Required<TitleExtensionResult>): { json: string; etag: string } {
  const viewer = viewerPart(cached, additions);
  if (viewer === null) return cached;
  if ('json' in viewer) return viewer;
  const { json, titleEnd } = cached;
  return { json: `${json.slice(0, titleEnd)},${viewer.part}${json.slice(titleEnd)}`, etag: viewer.etag };
}

/**
 * withViewerFields as UTF-8 bytes, for the cached read (titles.guest-read.ts): the cached response's
 * bytes (encoded once per cache fill) with the viewer's few bytes copied in, instead of a new string
 * that every response re-encoded whole. `shared` when it is the cached response itself.
 */
export function withViewerBytes(cached: CachedTitleResponse, additions: Required<TitleExtensionResult> | null) {
  const bytes = (cached.bytes ??= {
    all: Buffer.from(cached.json),
    titleEnd: Buffer.byteLength(cached.json.slice(0, cached.titleEnd)),
  });
  const viewer = additions && viewerPart(cached, additions);
  if (viewer === null) return { body: bytes.all, etag: cached.etag, shared: true };
  if ('json' in viewer) return { body: Buffer.from(viewer.json), etag: viewer.etag, shared: false };
  const part = Buffer.from(`,${viewer.part}`);
  const { all, titleEnd } = bytes;
  const body = Buffer.concat([all.subarray(0, titleEnd), part, all.subarray(titleEnd)], all.length + part.length);
  return { body, etag: viewer.etag, shared: false };
}

/** The viewer's fields as JSON members to splice in (with the ETag), the whole merged JSON when splicing cannot give it, or null when they add nothing. */
function viewerPart(
  cached: CachedTitleResponse,
  additions: Required<TitleExtensionResult>,
): { part: string; etag: string } | { json: string; etag: string } | null {
  const fields = additions.title;
  if (Object.keys(additions.seo).length || Object.keys(fields).some((k) => Object.hasOwn(cached.response.title, k))) {
    const json = JSON.stringify(mergeAdditions(cached.response, additions));
    return { json, etag: `W/"${hashOf(json)}"` };
  }
  const part = JSON.stringify(fields);
  if (part === '{}') return null;
  return { part: part.slice(1, -1), etag: `${cached.etag.slice(0, -1)}.${viewerPartHash(part)}"` };
}

// the viewers' parts repeat (most are "not rated, on no list"): their hashes are kept, a few hundred at most
const viewerPartHashes = new Map<string, string>();
function viewerPartHash(part: string) {
  let hash = viewerPartHashes.get(part);
  if (hash === undefined) {
    if (viewerPartHashes.size >= 500) viewerPartHashes.clear();
    viewerPartHashes.set(part, (hash = hashOf(part)));
  }
  return hash;
}

/**
 * GET titles/{id} as JSON text with its ETag: the hottest read of the product. The viewer-independent
 * response (payload + shared extensions) is cached serialized with its ETag; per-request extensions
 * (the signed-in user's rating, lists) are spliced in only when they add something.
 */
export async function showTitleJson(deps: ActorDeps, id: number): Promise<{ json: string; etag: string }> {
  const { db, services, auth } = deps;
  let cached = cachedTitleResponse(services, id);
  if (!cached) {
    const title = await getTitleBase(deps, id);
    if (!title) throw notFound('Title not found.');
    cached = cacheableResponse(await applySharedExtensions(db, auth, { title, seo: titleSeo(title) }));
    services.cache.set(`title:${id}:response`, cached, CATALOGUE_TTL_MS, titleTags(title));
  }
  const additions = await perRequestAdditions(db, auth, cached.response.title);
  return additions ? withViewerFields(cached, additions) : cached;
}

export async function requireTitle(db: Db, id: number) {
  const title = await findTitle(db, id);
  if (!title) throw notFound('Title not found.');
  return title;
}

export async function listRelated({ db, services }: Deps, id: number, limit: number) {
  return services.cache.remember(`title:${id}:related:${limit}`, CATALOGUE_TTL_MS, [cacheTags.titles, cacheTags.title(id)], async () => {
    await requireTitle(db, id); // inside the loader: a cache hit needs no query, a 404 is never cached
    const rows = await relatedTitles(db, id, limit);
    return rows.map((r) => presentTitle(r));
  });
}

async function assertUniqueExternalIds(db: Db, type: string, tmdbId: number | null | undefined, exceptId?: number) {
  if (!tmdbId) return;
  if (await titleWithTmdbId(db, type, tmdbId, exceptId))
    throw validationError({ tmdb_id: [`A ${type} with this TMDB id already exists.`] });
}

function titleColumns(input: UpdateTitleInput) {
  const { genres: _g, keywords: _k, countries: _c, adult, ...rest } = input;
  const cols: Record<string, unknown> = { ...rest };
  if (adult !== undefined) cols.adult = adult ? 1 : 0;
  if (input.name !== undefined) cols.slug = makeSlug(input.name);
  if (input.release_date && input.year === undefined) cols.year = Number(input.release_date.slice(0, 4));
  return cols;
}

async function syncTags(trx: Parameters<typeof syncTitleTags>[0], id: number, input: UpdateTitleInput) {
  if (input.genres) await syncTitleTags(trx, id, 'genre', input.genres);
  if (input.keywords) await syncTitleTags(trx, id, 'keyword', input.keywords);
  if (input.countries) await syncTitleTags(trx, id, 'country', input.countries);
}

export async function createTitle(deps: Deps, input: CreateTitleInput) {
  await assertUniqueExternalIds(deps.db, input.type, input.tmdb_id);
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id: titleId } = await insertTitle(trx, {
      ...(titleColumns(input) as { type: 'movie'; name: string; slug: string }),
      created_at: now,
      updated_at: now,
    });
    await syncTags(trx, titleId, input);
    return titleId;
  });
  invalidateTitles(deps.services.cache, [id]);
  return (await getTitleBase(deps, id))!;
}

export async function updateTitle(deps: Deps, id: number, input: UpdateTitleInput) {
  const existing = await requireTitle(deps.db, id);
  await assertUniqueExternalIds(deps.db, input.type ?? existing.type, input.tmdb_id === undefined ? existing.tmdb_id : input.tmdb_id, id);
  await deps.db.transaction().execute(async (trx) => {
    await updateTitleRow(trx, id, { ...titleColumns(input), updated_at: nowIso() });
    await syncTags(trx, id, input);
  });
  invalidateTitles(deps.services.cache, [id]);
  await releasesChanged(deps, [id]);
  return (await getTitleBase(deps, id))!;
}

/** Deletes titles with everything that hangs off them (cascades), images' files included. */
export async function deleteTitles(deps: Deps, ids: number[]) {
  if (!ids.length) throw notFound('Title not found.');
  const titleIds = await existingTitleIds(deps.db, ids);
  if (!titleIds.length) throw notFound('Title not found.');
  const files = await deps.db.transaction().execute(async (trx) => {
    const { seasonIds, episodeIds } = await seasonAndEpisodeIdsOf(trx, titleIds);
    const rows = await imageFilesOf(trx, [
      { type: 'title', ids: titleIds },
      { type: 'season', ids: seasonIds },
      { type: 'episode', ids: episodeIds },
    ]);
    await deleteImagesById(
      trx,
      rows.map((r) => r.id),
    );
    await deleteTitleRows(trx, titleIds);
    return rows;
  });
  await removeImageFiles(deps.services, files);
  invalidateTitles(deps.services.cache, titleIds);
  return titleIds;
}

/** Best-effort file cleanup after the rows are gone (a missing file is not an error). */
export async function removeImageFiles(services: Services, rows: { source: string; url: string; variants: string }[]) {
  for (const r of rows) {
    if (r.source !== 'local') continue;
    const keys = [r.url, ...Object.values(JSON.parse(r.variants || '{}') as Record<string, string>)];
    for (const key of keys) await services.storage.delete(key).catch(() => undefined);
  }
}
