import type { Db } from '../../../db/database';

// The queries of resuming imports a stopped worker left behind.

/** Imports that have not finished: queued or running. */
export function unfinishedImports(db: Db) {
  return db
    .selectFrom('data_imports')
    .select(['id', 'file_key', 'status', 'created_at'])
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** The import's jobs of one name, newest first: how often it was started, and whether the last one still lives. */
export function importJobs(db: Db, importId: number, name: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'status'])
    .where((eb) => eb.and({ subject_type: 'data_import', subject_id: importId, name }))
    .orderBy('id', 'desc')
    .execute();
}

/** A report row written by an earlier run of the same import, so a resumed run does not list it twice. */
export function forgetUnmatchedAt(db: Db, importId: number, at: { file: string; line: number; kind: string }) {
  return db
    .deleteFrom('data_import_unmatched')
    .where('import_id', '=', importId)
    .where('file', '=', at.file)
    .where('line', '=', at.line)
    .where('kind', '=', at.kind)
    .execute();
}
