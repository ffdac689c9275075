import type { Deps } from '../../../deps';
import { conflict, notFound } from '../../../http/errors';
import { type PageParams, paginate } from '../../../http/pagination';
import { deleteIdleJob, jobCounts, jobStatus, jobsWithStatus, type QueueStatus, requeueFailedJob } from './queue.queries';

// Admin settings > queue: what the background worker has waiting, running and failed, and the two
// repairs an operator needs (run a failed job again, drop a job nobody wants). Routes check settings.update.

export async function queueCounts({ db }: Deps) {
  const rows = await jobCounts(db);
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: count('pending'), running: count('running'), failed: count('failed'), completed: count('completed') };
}

export async function listJobs(deps: Deps, status: QueueStatus, page: PageParams) {
  const [pagination, counts] = await Promise.all([
    paginate(jobsWithStatus(deps.db, status), page, (row) => ({ ...row, progress: Number(row.progress) })),
    queueCounts(deps),
  ]);
  return { pagination, counts };
}

/** A failed job runs again from its first attempt. */
export async function retryJob({ db }: Deps, id: number) {
  const job = await jobStatus(db, id);
  if (!job) throw notFound('This job no longer exists.');
  if (!(await requeueFailedJob(db, id))) throw conflict('Only a failed job can be retried.');
  return { id, name: job.name };
}

/** Removes a waiting, failed or finished job; a running one must finish first. */
export async function deleteJob({ db }: Deps, id: number) {
  const job = await jobStatus(db, id);
  if (!job) throw notFound('This job no longer exists.');
  if (!(await deleteIdleJob(db, id))) throw conflict('A running job cannot be deleted. Wait for it to finish or fail.');
  return { id, name: job.name };
}
