import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';

// The admin's view of the job queue (platform/jobs.ts): lists, counts, retry and delete.

export type QueueStatus = 'pending' | 'running' | 'failed';

const LIST_COLUMNS = [
  'id',
  'queue',
  'name',
  'status',
  'attempts',
  'max_attempts',
  'progress',
  'progress_message',
  'error',
  'run_at',
  'subject_type',
  'subject_id',
  'created_at',
  'updated_at',
  'finished_at',
] as const;

/** Jobs of one status: waiting ones in run order, running and failed newest first. */
export function jobsWithStatus(db: Db, status: QueueStatus) {
  const q = db.selectFrom('jobs').select(LIST_COLUMNS).where('status', '=', status);
  return status === 'pending' ? q.orderBy('run_at').orderBy('id') : q.orderBy('updated_at', 'desc').orderBy('id', 'desc');
}

export function jobCounts(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
}

export function jobStatus(db: Db, id: number) {
  return db.selectFrom('jobs').select(['id', 'status', 'name']).where('id', '=', id).executeTakeFirst();
}

/** A failed job back to waiting with fresh attempts; false when it was not failed (any more). */
export async function requeueFailedJob(db: Db, id: number) {
  const now = nowIso();
  const res = await db
    .updateTable('jobs')
    .set({
      status: 'pending',
      attempts: 0,
      error: null,
      progress: 0,
      progress_message: null,
      run_at: now,
      finished_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Deletes a job that is not running; false when it is running (or gone). */
export async function deleteIdleJob(db: Db, id: number) {
  const res = await db.deleteFrom('jobs').where('id', '=', id).where('status', '!=', 'running').executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The newest job of a name that is waiting or running, if any. */
export function activeJobNamed(db: Db, name: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'status', 'progress', 'progress_message'])
    .where('name', '=', name)
    .where('status', 'in', ['pending', 'running'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest job of a name, whatever its status. */
export function latestJobNamed(db: Db, name: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'status', 'progress', 'progress_message', 'error', 'result', 'finished_at', 'updated_at'])
    .where('name', '=', name)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
