import { type Selectable, sql, type Updateable } from 'kysely';
import { type Db, nowIso } from '../db/database';
import { isPostgres } from '../db/schema-helpers';
import type { JobsTable } from '../db/tables/core';

// The SQL of the job queue (platform/jobs.ts) over the `jobs` table.

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  queue: string;
  name: string;
  payload: string;
  maxAttempts: number;
  runAt: Date;
  subject?: { type: string; id: number };
  now: Date;
}

export async function insertJob(db: Db, job: NewJob) {
  const row = await db
    .insertInto('jobs')
    .values({
      queue: job.queue,
      name: job.name,
      payload: job.payload,
      max_attempts: job.maxAttempts,
      run_at: nowIso(job.runAt),
      subject_type: job.subject?.type ?? null,
      subject_id: job.subject?.id ?? null,
      created_at: nowIso(job.now),
      updated_at: nowIso(job.now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as JobRow;
}

export function findJob(db: Db, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst() as Promise<JobRow | undefined>;
}

/** The newest job about one record, optionally of one name. */
export function latestJobFor(db: Db, subjectType: string, subjectId: number, name?: string) {
  let q = db.selectFrom('jobs').selectAll().where('subject_type', '=', subjectType).where('subject_id', '=', subjectId);
  if (name) q = q.where('name', '=', name);
  return q.orderBy('id', 'desc').limit(1).executeTakeFirst() as Promise<JobRow | undefined>;
}

/** Running jobs whose lock is older than `cutoff` (or missing). */
export function staleRunningJobs(db: Db, cutoff: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'attempts', 'max_attempts'])
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('locked_at', '<', cutoff), eb('locked_at', 'is', null)]))
    .execute();
}

/** Returns an abandoned running job to the queue, or fails it when it has no attempt left. */
export async function releaseStaleJob(db: Db, id: number, exhausted: boolean) {
  await db
    .updateTable('jobs')
    .set({
      status: exhausted ? 'failed' : 'pending',
      error: 'The worker running this job stopped unexpectedly.',
      locked_at: null,
      locked_by: null,
      updated_at: nowIso(),
      finished_at: exhausted ? nowIso() : null,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function hasDueJob(db: Db) {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('run_at', '<=', nowIso())
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Atomically moves the oldest due pending job (of a queue not in `skipQueues`) to running under `workerId`'s lock. */
export async function claimNextJob(db: Db, workerId: string, skipQueues: readonly string[] = []) {
  const now = nowIso();
  const pg = isPostgres(db);
  const job = await db
    .updateTable('jobs')
    .set({ status: 'running', locked_at: now, locked_by: workerId, updated_at: now, attempts: sql`attempts + 1` })
    // '=' (a scalar subquery, evaluated once): with IN, PostgreSQL may re-run the subquery and claim several rows
    .where('id', '=', (eb) => {
      const q = eb
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'pending')
        .where('run_at', '<=', now)
        .$if(skipQueues.length > 0, (q) => q.where('queue', 'not in', [...skipQueues]))
        .orderBy('run_at')
        .orderBy('id')
        .limit(1);
      return pg ? q.forUpdate().skipLocked() : q;
    })
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return job as JobRow | undefined;
}

/** Writes a running job's progress and refreshes its lock (only while this worker holds it). */
export async function saveJobProgress(db: Db, id: number, workerId: string, progress: number, message: string | null) {
  const now = nowIso();
  await db
    .updateTable('jobs')
    .set({ progress, progress_message: message, locked_at: now, updated_at: now })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Ends a run: unlocks the job and writes the outcome (only while this worker holds it). */
export async function finishJob(db: Db, id: number, workerId: string, changes: Updateable<JobsTable>) {
  await db
    .updateTable('jobs')
    .set({ locked_at: null, locked_by: null, ...changes })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Keeps the locks of this worker's running jobs fresh. */
export async function refreshJobLocks(db: Db, workerId: string) {
  await db.updateTable('jobs').set({ locked_at: nowIso() }).where('locked_by', '=', workerId).where('status', '=', 'running').execute();
}
