import type { ActorDeps } from '../../../deps';
import { notFound } from '../../../http/errors';
import { authorize } from '../../../http/guard';
import { TMDB_IMPORT_JOB } from './tmdb.jobs';
import type { TmdbImportBody, TmdbImportJob } from './tmdb.schemas';
import { requireApiKey, tmdbApiKey } from './tmdb.service';

// The admin's 'Import from TMDB' runs as a job: these queue it and read its progress back.

export async function queueTmdbImport({ auth, services }: ActorDeps, body: TmdbImportBody) {
  authorize(auth, 'titles.create');
  requireApiKey(tmdbApiKey(services.settings));
  const job: TmdbImportJob = { ...body, started_by: auth.user?.id };
  return services.jobs.dispatch(TMDB_IMPORT_JOB, job, { queue: 'imports', maxAttempts: 2 });
}

export async function findTmdbImportJob({ auth, services }: ActorDeps, jobId: number) {
  authorize(auth, 'titles.create');
  const job = await services.jobs.find(jobId);
  if (!job || job.name !== TMDB_IMPORT_JOB) throw notFound();
  return job;
}
