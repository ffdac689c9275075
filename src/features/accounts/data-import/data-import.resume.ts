import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Services } from '../../../platform/services';
import { DATA_IMPORT_JOB } from './data-import.jobs';
import { updateDataImport } from './data-import.queries';
import { importJobs, unfinishedImports } from './data-import.resume.queries';

// An import whose worker stopped mid-run (a crash, a killed container) would stay "running" for
// ever: its job is failed by the queue's stale-job recovery, the import row is not. This finds such
// imports and runs them once more from their last saved totals (every row is idempotent by its
// source key), or, when that too was cut short or the upload is gone, marks them failed.

/** Runs of one import: the first, and one resume. */
const MAX_RUNS = 2;

export const RESUMED_MESSAGE = 'The server stopped during this import; it was resumed where it left off.';
export const STOPPED_MESSAGE =
  'The import stopped before it finished (the server restarted). What was imported is kept: upload the file again to finish, nothing is added twice.';

const alive = (status: string) => status === 'pending' || status === 'running';

/** An import with no job yet may be between its insert and its dispatch (startImport): left alone this long. */
const DISPATCH_GRACE_MS = 10 * 60_000;

export async function recoverImports(app: { db: Db; services: Pick<Services, 'jobs' | 'storage'> }) {
  const { db, services } = app;
  let resumed = 0;
  let failed = 0;
  for (const row of await unfinishedImports(db)) {
    const jobs = await importJobs(db, row.id, DATA_IMPORT_JOB);
    if (jobs[0] && alive(jobs[0].status)) continue;
    if (!jobs.length && Date.parse(row.created_at) > Date.now() - DISPATCH_GRACE_MS) continue;
    if (row.file_key && jobs.length < MAX_RUNS) {
      await updateDataImport(db, row.id, { status: 'queued', message: RESUMED_MESSAGE });
      await services.jobs.dispatch(
        DATA_IMPORT_JOB,
        { importId: row.id, resume: true },
        { queue: 'imports', maxAttempts: 1, subject: { type: 'data_import', id: row.id } },
      );
      resumed += 1;
      continue;
    }
    if (row.file_key) await services.storage.delete(row.file_key).catch(() => undefined);
    await updateDataImport(db, row.id, { status: 'failed', message: STOPPED_MESSAGE, file_key: null, finished_at: nowIso() });
    failed += 1;
  }
  return { resumed, failed };
}
