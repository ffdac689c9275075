import type { JobContext, JobHandler } from '../../../platform/jobs';
import { publishImportFailed, publishImportFinished } from './tmdb.notifications';
import type { TmdbImportJob } from './tmdb.schemas';
import { createTmdbClient, importTmdbItem, importTmdbList, tmdbHosts } from './tmdb.service';

// The 'tmdb:import' job: imports one item or pages of a list, reporting progress to the job row,
// and tells who started it when it has finished, or failed on its last attempt.

export const TMDB_IMPORT_JOB = 'tmdb:import';

async function runImport(payload: TmdbImportJob, ctx: JobContext) {
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
    return importTmdbList(deps, payload.list, payload.pages, (done, total, message) => ctx.progress(done / total, message));
  }
  await ctx.progress(0, `Importing ${payload.type} ${payload.tmdb_id}`);
  const result = await importTmdbItem(deps, payload.type, payload.tmdb_id);
  return { id: result.id, ...result.summary };
}

export const tmdbImportJob: JobHandler<TmdbImportJob> = async (payload, ctx) => {
  let result: Awaited<ReturnType<typeof runImport>>;
  try {
    result = await runImport(payload, ctx);
  } catch (err) {
    if (ctx.attempt >= ctx.maxAttempts && !ctx.signal.aborted)
      await publishImportFailed(ctx.app, payload, ctx.jobId, err instanceof Error ? err.message : String(err));
    throw err;
  }
  await publishImportFinished(ctx.app, payload, ctx.jobId, result);
  return result;
};
