import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Relations } from '../../../http/app-env';
import { notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { Services } from '../../../platform/services';
import type { AuthState } from '../../accounts/auth/auth-state';
import { CATALOGUE_TTL_MS, cacheTags, invalidateTitles } from '../common/cache';
import { presentTitle } from '../common/present';
import { wants } from '../common/relations';
import { makeSlug } from '../common/slug';
import { syncTitleTags } from '../tags/tags.queries';
import { loadTitleBundle, type TitlePayload, titleSeo } from './titles.bundle';
import { applyPerRequestExtensions, applySharedExtensions, type TitleResponse } from './titles.extensions';
import { findTitle, relatedTitles, tagsOfTitles, titleListQuery } from './titles.queries';
import type { CreateTitleInput, TitleListQuery, UpdateTitleInput } from './titles.schemas';

type Ctx = { db: Db; services: Services };

export async function listTitles({ db, services }: Ctx, q: TitleListQuery, relations?: Relations) {
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

/** The cached base payload of a title (no per-user data). */
export async function getTitleBase({ db, services }: Ctx, id: number) {
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

/**
 * GET titles/{id} as JSON text with its ETag: the hottest read of the product. The viewer-independent
 * response (payload + shared extensions) is cached serialized with its ETag; per-request extensions
 * (the signed-in user's rating, lists) are merged on top only when they add something.
 */
/** A synchronous hash: cheaper per request than the etag middleware's async WebCrypto digest. */
const weakEtag = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

export async function showTitleJson(ctx: Ctx, auth: AuthState, id: number): Promise<{ json: string; etag: string }> {
  const key = `title:${id}:response`;
  let cached = ctx.services.cache.get<{ response: TitleResponse; json: string; etag: string }>(key);
  if (!cached) {
    const title = await getTitleBase(ctx, id);
    if (!title) throw notFound('Title not found.');
    const response = await applySharedExtensions(ctx.db, auth, { title, seo: titleSeo(title) });
    const json = JSON.stringify(response);
    cached = { response, json, etag: weakEtag(json) };
    ctx.services.cache.set(key, cached, CATALOGUE_TTL_MS, titleTags(title));
  }
  const personal = await applyPerRequestExtensions(ctx.db, auth, cached.response);
  if (!personal) return { json: cached.json, etag: cached.etag };
  const json = JSON.stringify(personal);
  return { json, etag: weakEtag(json) };
}

export async function requireTitle(db: Db, id: number) {
  const title = await findTitle(db, id);
  if (!title) throw notFound('Title not found.');
  return title;
}

export async function listRelated({ db, services }: Ctx, id: number, limit: number) {
  return services.cache.remember(`title:${id}:related:${limit}`, CATALOGUE_TTL_MS, [cacheTags.titles, cacheTags.title(id)], async () => {
    await requireTitle(db, id); // inside the loader: a cache hit needs no query, a 404 is never cached
    const rows = await relatedTitles(db, id, limit);
    return rows.map((r) => presentTitle(r));
  });
}

async function assertUniqueExternalIds(db: Db, type: string, tmdbId: number | null | undefined, exceptId?: number) {
  if (!tmdbId) return;
  let q = db
    .selectFrom('titles')
    .select('id')
    .where('type', '=', type as 'movie')
    .where('tmdb_id', '=', tmdbId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw validationError({ tmdb_id: [`A ${type} with this TMDB id already exists.`] });
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

export async function createTitle(ctx: Ctx, input: CreateTitleInput) {
  await assertUniqueExternalIds(ctx.db, input.type, input.tmdb_id);
  const now = nowIso();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('titles')
      .values({ ...(titleColumns(input) as { type: 'movie'; name: string; slug: string }), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncTags(trx, row.id, input);
    return row.id;
  });
  invalidateTitles(ctx.services.cache, [id]);
  return (await getTitleBase(ctx, id))!;
}

export async function updateTitle(ctx: Ctx, id: number, input: UpdateTitleInput) {
  const existing = await requireTitle(ctx.db, id);
  await assertUniqueExternalIds(ctx.db, input.type ?? existing.type, input.tmdb_id === undefined ? existing.tmdb_id : input.tmdb_id, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('titles')
      .set({ ...titleColumns(input), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await syncTags(trx, id, input);
  });
  invalidateTitles(ctx.services.cache, [id]);
  return (await getTitleBase(ctx, id))!;
}

/** Deletes titles with everything that hangs off them (cascades), images' files included. */
export async function deleteTitles(ctx: Ctx, ids: number[]) {
  if (!ids.length) throw notFound('Title not found.');
  const found = await ctx.db.selectFrom('titles').select('id').where('id', 'in', ids).execute();
  if (!found.length) throw notFound('Title not found.');
  const titleIds = found.map((t) => t.id);
  const files = await ctx.db.transaction().execute(async (trx) => {
    const seasonIds = (await trx.selectFrom('seasons').select('id').where('title_id', 'in', titleIds).execute()).map((s) => s.id);
    const episodeIds = (await trx.selectFrom('episodes').select('id').where('title_id', 'in', titleIds).execute()).map((e) => e.id);
    const images = trx
      .selectFrom('images')
      .select(['id', 'source', 'url', 'variants'])
      .where((eb) =>
        eb.or([
          eb.and([eb('model_type', '=', 'title'), eb('model_id', 'in', titleIds)]),
          ...(seasonIds.length ? [eb.and([eb('model_type', '=', 'season'), eb('model_id', 'in', seasonIds)])] : []),
          ...(episodeIds.length ? [eb.and([eb('model_type', '=', 'episode'), eb('model_id', 'in', episodeIds)])] : []),
        ]),
      );
    const rows = await images.execute();
    if (rows.length)
      await trx
        .deleteFrom('images')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    await trx.deleteFrom('titles').where('id', 'in', titleIds).execute();
    return rows;
  });
  await removeImageFiles(ctx.services, files);
  invalidateTitles(ctx.services.cache, titleIds);
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
