import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { findTmdbImportJob, queueTmdbImport } from './tmdb.queue';
import { tmdbImportBody, tmdbImportJobBody } from './tmdb.schemas';

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
tmdbRoutes.post('/import', validate('json', tmdbImportBody), responds(tmdbImportJobBody), async (c) => {
  const job = await queueTmdbImport(c.var, c.req.valid('json'));
  return c.json({ job: presentJob(job) }, 202);
});

tmdbRoutes.get(
  '/import/:jobId{[0-9]+}',
  validate('param', () => z.object({ jobId: z.coerce.number().int() })),
  responds(tmdbImportJobBody),
  async (c) => {
    const job = await findTmdbImportJob(c.var, c.req.valid('param').jobId);
    return c.json({ job: presentJob(job) });
  },
);
