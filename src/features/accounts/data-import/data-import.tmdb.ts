import type { JobRuntime } from '../../../platform/jobs';
import { ProviderError } from '../../../platform/provider-failure';
import { createTmdbClient, importTmdbTitle, tmdbHosts, type TmdbDeps } from '../../catalogue/tmdb/tmdb.service';
import { TitleMatcher } from './data-import.match';
import { deleteUnmatchedRow, findDataImport, unmatchedExternalIds, unmatchedPage, updateDataImport } from './data-import.queries';
import type { ImportRecord } from './data-import.records';
import { importRecord, type Totals } from './data-import.run';

// An admin's "import the missing titles from TMDB" for one import: every unmatched row that names
// a TMDB id (or an IMDb id TMDB can find) brings its title in through the catalogue's TMDB import,
// then the import's unmatched rows are applied again and its totals move accordingly.

interface TmdbFind {
  movie_results?: { id: number }[];
  tv_results?: { id: number }[];
}

async function tmdbIdOf(deps: TmdbDeps, row: { imdb_id: string | null; tmdb_id: number | null; media_type: string | null }) {
  if (row.tmdb_id) return { type: row.media_type === 'series' ? ('series' as const) : ('movie' as const), id: row.tmdb_id };
  const found = await deps.client.get<TmdbFind>(`/find/${row.imdb_id}`, { external_source: 'imdb_id' });
  if (found.movie_results?.[0]) return { type: 'movie' as const, id: found.movie_results[0].id };
  if (found.tv_results?.[0]) return { type: 'series' as const, id: found.tv_results[0].id };
  return null;
}

export async function importMissingFromTmdb(app: JobRuntime, importId: number) {
  const { db, services, config } = app;
  const row = await findDataImport(db, importId);
  if (!row) return null;
  const deps: TmdbDeps = {
    db,
    client: createTmdbClient(services.settings, tmdbHosts(config)),
    storage: services.storage,
    cache: services.cache,
    language: services.settings.get<string>('tmdb.language'),
  };
  let titles = 0;
  for (const ext of await unmatchedExternalIds(db, importId)) {
    try {
      const target = await tmdbIdOf(deps, ext);
      if (target) {
        await importTmdbTitle(deps, target.type, target.id);
        titles += 1;
      }
    } catch (err) {
      if (err instanceof ProviderError) throw err; // TMDB down: stop, what was imported stays
    }
  }
  const totals: Totals = { imported: row.imported, updated: row.updated, skipped: row.skipped, unmatched: row.unmatched };
  const matcher = new TitleMatcher(db, config.APP_URL);
  for (let after = 0; ;) {
    const page = await unmatchedPage(db, importId, after, 200);
    for (const unmatched of page) {
      if (unmatched.matched_title_id) continue;
      await deleteUnmatchedRow(db, unmatched.id);
      const result = await importRecord(db, importId, matcher, JSON.parse(unmatched.record) as ImportRecord, {
        userId: row.user_id,
        overwrite: !!row.overwrite,
      });
      if (result.outcome !== 'unmatched') {
        totals.unmatched -= 1;
        totals[result.outcome] += 1;
      }
    }
    if (page.length < 200) break;
    after = page[page.length - 1]!.id;
  }
  await updateDataImport(db, importId, totals);
  return { titles, ...totals };
}
