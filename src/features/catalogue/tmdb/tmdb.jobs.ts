import type { JobHandler } from '../../../platform/jobs';
import type { TmdbImportBody } from './tmdb.schemas';
import { createTmdbClient, importTmdbItem, importTmdbList, tmdbHosts } from './tmdb.service';

// The 'tmdb:import' job: imports one item or pages of a list, reporting progress to the job row.

export const TMDB_IMPORT_JOB = 'tmdb:import';

export const tmdbImportJob: JobHandler<TmdbImportBody> = async (payload, ctx) => {
  const { db, services, config } = ctx.app;
  const deps = {
    db,
    client: createTmdbClient(services.settings, tmdbHosts(config)),
    storage: services.storage,
    cache: services.cache,
    language: services.settings.get<string>('tmdb.language'),
  };
  if ('list' in payload) {
    await ctx.progress(0, `Reading ${payload.list}`);
    const summary = await importTmdbList(deps, payload.list, payload.pages, (done, total, message) => ctx.progress(done / total, message));
    return summary;
  }
  await ctx.progress(0, `Importing ${payload.type} ${payload.tmdb_id}`);
  const result = await importTmdbItem(deps, payload.type, payload.tmdb_id);
  return { id: result.id, ...result.summary };
};
