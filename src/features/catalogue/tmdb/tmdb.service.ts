import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { AppError } from '../../../http/errors';
import type { Cache } from '../../../platform/cache';
import { ProviderError } from '../../../platform/provider-failure';
import type { Storage } from '../../../platform/storage';
import { createImageSink } from '../import/import.images';
import { importPersonSchema, type ImportSummary, importTitleSchema } from '../import/import.schemas';
import { describeIssues } from '../import/import.parse';
import { ImportWriter, invalidateAfterImport } from '../import/import.service';
import { findPersonTitleCredit, insertCredit } from '../credits/credits.queries';
import { personWithTmdbId } from '../people/people.queries';
import { titleWithTmdbId } from '../titles/titles.queries';
import type { SettingsStore } from '../../operations/settings/settings.store';
import { TMDB_IMAGE_BASE, TmdbClient, type TmdbClientOptions } from './tmdb.client';
import { tmdbLists } from './tmdb.schemas';
import { mapDepartment, mapMovie, mapPerson, mapTv } from './tmdb.map';
import type { TmdbListPage, TmdbMovie, TmdbPerson, TmdbSeason, TmdbTv } from './tmdb.types';

// Imports from TMDB: one movie, series (with every season's episodes and credits) or person by
// id, or whole list pages. Everything is mapped to the import format and stored by the same
// writer as file imports, so re-importing updates the rows matched by TMDB id.

export { tmdbLists };
export type TmdbList = (typeof tmdbLists)[number];
export type TmdbItemType = 'movie' | 'series' | 'person';

export interface TmdbDeps {
  db: Db;
  client: TmdbClient;
  storage?: Storage;
  cache?: Cache;
  /** false: keep no images (tests of text only, or operators who link nothing). */
  images?: boolean;
  language?: string;
}

export function tmdbApiKey(settings: SettingsStore, env: Record<string, string | undefined> = process.env) {
  return settings.get<string>('tmdb.api_key') || env.TMDB_API_KEY || '';
}

/** The API and image hosts from TMDB_API_BASE / TMDB_IMAGE_BASE when set, and the outside-call timeout. */
export function tmdbHosts(config: {
  TMDB_API_BASE?: string;
  TMDB_IMAGE_BASE?: string;
  PROVIDER_TIMEOUT_MS?: number;
}): Partial<TmdbClientOptions> {
  return {
    ...(config.TMDB_API_BASE ? { apiBase: config.TMDB_API_BASE.replace(/\/$/, '') } : {}),
    ...(config.TMDB_IMAGE_BASE ? { imageBase: config.TMDB_IMAGE_BASE.replace(/\/$/, '') } : {}),
    ...(config.PROVIDER_TIMEOUT_MS ? { timeoutMs: config.PROVIDER_TIMEOUT_MS } : {}),
  };
}

/** Refuses (422) when no API key is set. */
export function requireApiKey(apiKey: string) {
  if (!apiKey)
    throw new AppError(422, 'Add a TMDB API key in the settings (or set TMDB_API_KEY) first.', {
      api_key: ['A TMDB API key is required.'],
    });
  return apiKey;
}

export function createTmdbClient(settings: SettingsStore, overrides: Partial<TmdbClientOptions> = {}) {
  const apiKey = requireApiKey(overrides.apiKey ?? tmdbApiKey(settings));
  return new TmdbClient({ ...overrides, apiKey });
}

function writerFor(deps: TmdbDeps) {
  const sink =
    deps.images !== false && deps.storage
      ? createImageSink({
          storage: deps.storage,
          fetchRemote: (url) => {
            const m = url.startsWith(TMDB_IMAGE_BASE) ? /^\/([\w]+)(\/.+)$/.exec(url.slice(TMDB_IMAGE_BASE.length)) : null;
            if (!m) throw new Error(`Not a TMDB image: ${url}`);
            return deps.client.image(m[2]!, m[1]!);
          },
        })
      : null;
  return new ImportWriter(deps.db, sink, 1);
}

async function finish(deps: TmdbDeps, writer: ImportWriter) {
  await writer.flush();
  if (deps.cache) invalidateAfterImport(deps.cache, writer);
  if (writer.summary.errors.length) throw new Error(writer.summary.errors.map((e) => e.messages.join('; ')).join('\n'));
  return writer.summary;
}

export async function fetchTmdbTitle(deps: TmdbDeps, type: 'movie' | 'series', id: number) {
  const language = deps.language;
  if (type === 'movie') {
    const movie = await deps.client.get<TmdbMovie>(`/movie/${id}`, {
      append_to_response: 'credits,images,keywords,release_dates,videos',
      include_image_language: 'en,null',
      language,
    });
    return mapMovie(movie);
  }
  const tv = await deps.client.get<TmdbTv>(`/tv/${id}`, {
    append_to_response: 'aggregate_credits,images,keywords,content_ratings',
    include_image_language: 'en,null',
    language,
  });
  const seasons: TmdbSeason[] = [];
  for (const s of tv.seasons) seasons.push(await deps.client.get<TmdbSeason>(`/tv/${id}/season/${s.season_number}`, { language }));
  return mapTv(tv, seasons);
}

/** Imports one title by TMDB id; returns the local title id. */
export async function importTmdbTitle(deps: TmdbDeps, type: 'movie' | 'series', tmdbId: number) {
  const parsed = importTitleSchema.safeParse(await fetchTmdbTitle(deps, type, tmdbId));
  if (!parsed.success) throw new Error(`TMDB ${type} ${tmdbId}: ${describeIssues(parsed.error).join('; ')}`);
  const writer = writerFor(deps);
  await writer.add({ kind: 'title', line: 1, data: parsed.data });
  const summary = await finish(deps, writer);
  return { id: [...writer.titleIds][0]!, summary };
}

/** Imports a person and links their credits to titles already in the catalogue. */
export async function importTmdbPerson(deps: TmdbDeps, tmdbId: number) {
  const person = await deps.client.get<TmdbPerson>(`/person/${tmdbId}`, {
    append_to_response: 'combined_credits,images',
    language: deps.language,
  });
  const parsed = importPersonSchema.safeParse(mapPerson(person));
  if (!parsed.success) throw new Error(`TMDB person ${tmdbId}: ${describeIssues(parsed.error).join('; ')}`);
  const writer = writerFor(deps);
  await writer.add({ kind: 'person', line: 1, data: parsed.data });
  const summary = await finish(deps, writer);
  const row = await personWithTmdbId(deps.db, tmdbId);
  if (!row) throw new Error(`TMDB person ${tmdbId} was not stored.`);
  const linked = await linkPersonCredits(deps.db, row.id, person);
  return { id: row.id, summary, linked };
}

async function linkPersonCredits(db: Db, personId: number, person: TmdbPerson) {
  const credits = [
    ...(person.combined_credits?.cast ?? []).map((c) => ({
      ...c,
      department: 'cast',
      job: null as string | null,
      character: c.character ?? null,
    })),
    ...(person.combined_credits?.crew ?? []).map((c) => ({ ...c, department: mapDepartment(c.department), job: c.job, character: null })),
  ];
  let linked = 0;
  await db.transaction().execute(async (trx) => {
    for (const c of credits) {
      const title = await titleWithTmdbId(trx, c.media_type === 'tv' ? 'series' : 'movie', c.id);
      if (!title) continue;
      if (await findPersonTitleCredit(trx, { personId, titleId: title.id, department: c.department, job: c.job })) continue;
      await insertCredit(trx, {
        person_id: personId,
        title_id: title.id,
        department: c.department,
        job: c.job,
        character: c.character,
        order: 'order' in c && typeof c.order === 'number' ? c.order : 999,
        created_at: nowIso(),
      });
      linked += 1;
    }
  });
  return linked;
}

export async function importTmdbItem(deps: TmdbDeps, type: TmdbItemType, tmdbId: number) {
  return type === 'person' ? importTmdbPerson(deps, tmdbId) : importTmdbTitle(deps, type, tmdbId);
}

/**
 * Imports every title on `pages` pages of a TMDB list. A title that fails is counted as skipped
 * and the run goes on.
 */
export async function importTmdbList(
  deps: TmdbDeps,
  list: TmdbList,
  pages: number,
  onProgress?: (done: number, total: number, message: string) => Promise<void> | void,
) {
  const type = list.startsWith('movie/') ? 'movie' : 'series';
  const ids: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const result = await deps.client.get<TmdbListPage>(`/${list}`, { page, language: deps.language });
    ids.push(...result.results.map((r) => r.id));
    if (page >= result.total_pages) break;
  }
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, errors: [] };
  for (const [i, id] of [...new Set(ids)].entries()) {
    try {
      const r = await importTmdbTitle(deps, type, id);
      summary.created += r.summary.created;
      summary.updated += r.summary.updated;
    } catch (err) {
      // TMDB itself failing ends the run with its message; the titles imported so far are whole
      if (err instanceof ProviderError) throw err;
      summary.skipped += 1;
      summary.errors.push({ line: i + 1, messages: [`TMDB ${type} ${id}: ${(err as Error).message}`] });
    }
    await onProgress?.(i + 1, ids.length, `Imported ${i + 1} of ${ids.length}`);
  }
  return summary;
}
