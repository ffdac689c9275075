import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { AppError, notFound } from '../../../http/errors';
import { authorize } from '../../../http/guard';
import { validate } from '../../../http/validate';
import { TMDB_IMPORT_JOB } from './tmdb.jobs';
import { tmdbImportBody } from './tmdb.schemas';
import { tmdbApiKey } from './tmdb.service';

export const tmdbRoutes = createRouter();

const presentJob = (job: {
  id: number;
  status: string;
  progress: number;
  progress_message: string | null;
  result: string | null;
  error: string | null;
}) => ({
  id: job.id,
  status: job.status,
  progress: job.progress,
  message: job.progress_message,
  result: job.result ? JSON.parse(job.result) : null,
  error: job.error,
});

/** Admin 'Import from TMDB': queues a job and answers at once with it. */
tmdbRoutes.post('/import', validate('json', tmdbImportBody), async (c) => {
  authorize(c.var.auth, 'titles.create');
  const { services } = c.var;
  if (!tmdbApiKey(services.settings)) {
    throw new AppError(422, 'Add a TMDB API key in the settings (or set TMDB_API_KEY) first.', {
      api_key: ['A TMDB API key is required.'],
    });
  }
  const job = await services.jobs.dispatch(TMDB_IMPORT_JOB, c.req.valid('json'), { queue: 'imports', maxAttempts: 2 });
  return c.json({ job: presentJob(job) }, 202);
});

tmdbRoutes.get('/import/:jobId{[0-9]+}', validate('param', z.object({ jobId: z.coerce.number().int() })), async (c) => {
  authorize(c.var.auth, 'titles.create');
  const job = await c.var.services.jobs.find(c.req.valid('param').jobId);
  if (!job || job.name !== TMDB_IMPORT_JOB) throw notFound();
  return c.json({ job: presentJob(job) });
});
