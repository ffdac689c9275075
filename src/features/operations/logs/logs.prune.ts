import fs from 'node:fs';
import path from 'node:path';
import { type Db, nowIso } from '../../../db/database';
import { deleteLogRowsBefore } from './logs.queries';

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
  const result = {
    ...(await db.transaction().execute((trx) => deleteLogRowsBefore(trx, cutoff, nowIso(now)))),
    log_files: 0,
  };
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
