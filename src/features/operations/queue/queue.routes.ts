import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { pageQuery } from '../../../http/pagination';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { queueJobChanged, queueJobs } from './queue.responses';
import { deleteJob, listJobs, retryJob } from './queue.service';
import { lazySchema } from '../../../http/lazy-schema';

const idParam = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

/** Mounted at settings/queue: the job queue of admin settings > queue. */
export const queueRoutes = createRouter()
  .use(requirePermission('settings.update'))
  .get(
    '/jobs',
    validate('query', () => pageQuery.extend({ status: z.enum(['pending', 'running', 'failed']).default('pending') })),
    responds(queueJobs),
    async (c) => {
      const { status, ...page } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await listJobs(c.var, status, page));
    },
  )
  .post('/jobs/:id/retry', validate('param', idParam), responds(queueJobChanged), async (c) => {
    const job = await retryJob(c.var, c.req.valid('param').id);
    return c.json({ job, message: 'The job will run again shortly.' });
  })
  .delete('/jobs/:id', validate('param', idParam), responds(queueJobChanged), async (c) => {
    const job = await deleteJob(c.var, c.req.valid('param').id);
    return c.json({ job, message: 'Job deleted.' });
  });
