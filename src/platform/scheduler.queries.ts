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
