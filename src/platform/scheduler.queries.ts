import { type Db, nowIso } from '../db/database';

// The SQL of the scheduler (platform/scheduler.ts).

/** One run of a scheduled task, for the admin logs' "schedule" tab. */
export async function insertScheduleLog(
  db: Db,
  run: { command: string; status: 'completed' | 'failed'; output: string | null; durationMs: number },
) {
  await db
    .insertInto('schedule_log')
    .values({ command: run.command, status: run.status, output: run.output, duration_ms: run.durationMs, ran_at: nowIso() })
    .execute();
}

/**
 * Claims a task's period for one process: inserts the task's lease, or moves it to a later
 * period. Two processes claiming the same period race on one row; exactly one gets it back.
 */
export async function claimSchedulePeriod(db: Db, task: string, period: string, holder: string) {
  const claimed_at = nowIso();
  const row = await db
    .insertInto('schedule_leases')
    .values({ task, period, holder, claimed_at })
    .onConflict((oc) => oc.column('task').doUpdateSet({ period, holder, claimed_at }).where('schedule_leases.period', '<', period))
    .returning('task')
    .executeTakeFirst();
  return row !== undefined;
}
