import fs from 'node:fs';
import path from 'node:path';
import { type Db, nowIso } from '../../../db/database';

export interface PruneResult {
  error_log: number;
  schedule_log: number;
  outgoing_email_log: number;
  sessions: number;
  jobs: number;
  log_files: number;
}

/**
 * Deletes log rows older than `days`, expired sessions and finished jobs past the same age, and
 * the daily error-YYYY-MM-DD.log files older than that in `logsDir`.
 */
export async function pruneLogs(db: Db, days: number, logsDir: string | null, now = new Date()): Promise<PruneResult> {
  const cutoff = nowIso(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const result = await db.transaction().execute(async (trx) => ({
    error_log: count(await trx.deleteFrom('error_log').where('created_at', '<', cutoff).executeTakeFirst()),
    schedule_log: count(await trx.deleteFrom('schedule_log').where('ran_at', '<', cutoff).executeTakeFirst()),
    outgoing_email_log: count(await trx.deleteFrom('outgoing_email_log').where('created_at', '<', cutoff).executeTakeFirst()),
    sessions: count(await trx.deleteFrom('sessions').where('expires_at', '<', nowIso(now)).executeTakeFirst()),
    jobs: count(
      await trx.deleteFrom('jobs').where('status', 'in', ['completed', 'failed']).where('updated_at', '<', cutoff).executeTakeFirst(),
    ),
    log_files: 0,
  }));
  if (logsDir && fs.existsSync(logsDir)) {
    const oldest = cutoff.slice(0, 10);
    for (const file of fs.readdirSync(logsDir)) {
      const m = /^error-(\d{4}-\d{2}-\d{2})\.log$/.exec(file);
      if (m && m[1]! < oldest) {
        fs.rmSync(path.join(logsDir, file), { force: true });
        result.log_files += 1;
      }
    }
  }
  return result;
}
