import type { JobHandler } from '../../../platform/jobs';
import { runDataImport } from './data-import.run';
import { importMissingFromTmdb } from './data-import.tmdb';

// The data import's jobs: reading an uploaded export, and an admin's TMDB import of what it missed.

export const DATA_IMPORT_JOB = 'data-import:run';
export const DATA_IMPORT_TMDB_JOB = 'data-import:tmdb';

export const dataImportJobs: Record<string, JobHandler<{ importId: number; resume?: boolean }>> = {
  [DATA_IMPORT_JOB]: (payload, ctx) =>
    runDataImport(ctx.app, payload.importId, (fraction) => ctx.progress(fraction), { resume: payload.resume }),
  [DATA_IMPORT_TMDB_JOB]: (payload, ctx) => importMissingFromTmdb(ctx.app, payload.importId),
};
