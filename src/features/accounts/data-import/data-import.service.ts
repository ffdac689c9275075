import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Selectable } from 'kysely';
import type { DataImportsTable, DataImportUnmatchedTable, ImportSource } from '../../../db/tables/data-imports';
import type { ActorDeps } from '../../../deps';
import { AppError, forbidden, notFound } from '../../../http/errors';
import { authorize, requireUser } from '../../../http/guard';
import { hasPermission } from '../roles/access';
import { requireApiKey, tmdbApiKey } from '../../catalogue/tmdb/tmdb.service';
import { DATA_IMPORT_JOB, DATA_IMPORT_TMDB_JOB } from './data-import.jobs';
import { findDataImport, insertDataImport, latestDataImports, unmatchedExternalIds, unmatchedPage } from './data-import.queries';
import { openExport } from './data-import.source';
import type { ReceivedUpload } from './data-import.upload';

// A user's imports: start one from an uploaded file (checked at once, applied by a job), read its
// status and report, and (admins) import the titles it could not find from TMDB.

export type DataImportRow = Selectable<DataImportsTable>;

export function importRules(deps: ActorDeps) {
  return {
    enabled: deps.services.settings.get<boolean>('import.enabled') !== false,
    maxBytes: (Number(deps.services.settings.get<number>('import.max_file_mb')) || 25) * 1024 * 1024,
  };
}

/** Refuses before the body is read when importing is off. */
export function assertImportsEnabled(deps: ActorDeps) {
  requireUser(deps.auth);
  if (!importRules(deps).enabled) throw forbidden('Importing data is turned off on this site.');
}

export async function startImport(deps: ActorDeps, upload: ReceivedUpload, opts: { source: ImportSource | null; overwrite: boolean }) {
  const user = requireUser(deps.auth);
  const opened = await openExport(upload.file, upload.name, opts.source);
  opened.close();
  const key = `imports/${user.id}/${randomUUID()}`;
  await deps.services.storage.put(key, fs.createReadStream(upload.file), { contentType: 'application/octet-stream' });
  const row = await insertDataImport(deps.db, {
    user_id: user.id,
    source: opened.source,
    file_name: upload.name.slice(0, 255),
    file_key: key,
    overwrite: opts.overwrite ? 1 : 0,
  });
  await deps.services.jobs.dispatch(
    DATA_IMPORT_JOB,
    { importId: row.id },
    { queue: 'imports', maxAttempts: 1, subject: { type: 'data_import', id: row.id } },
  );
  return row;
}

/** The user's own import (or, for an admin, anyone's). */
export async function findImport(deps: ActorDeps, id: number) {
  const user = requireUser(deps.auth);
  const row = await findDataImport(deps.db, id);
  if (!row || (row.user_id !== user.id && !hasPermission(user, 'users.update'))) throw notFound('Import not found.');
  return row;
}

export async function recentImports(deps: ActorDeps) {
  return latestDataImports(deps.db, requireUser(deps.auth).id, 10);
}

const REPORT_COLUMNS = ['file', 'line', 'kind', 'name', 'year', 'imdb_id', 'tmdb_id', 'status', 'matched_title_id', 'confidence'] as const;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function reportLine(row: Selectable<DataImportUnmatchedTable>) {
  const status = row.matched_title_id ? 'matched by name, year one off' : 'unmatched';
  return `${REPORT_COLUMNS.map((c) => csvCell(c === 'status' ? status : row[c])).join(',')}\n`;
}

/** report.csv: the rows that matched nothing, and those matched with a lower confidence, page by page. */
export async function* importReport(deps: ActorDeps, id: number) {
  const row = await findImport(deps, id);
  yield `${REPORT_COLUMNS.join(',')}\n`;
  for (let after = 0; ;) {
    const page = await unmatchedPage(deps.db, row.id, after, 500);
    for (const r of page) yield reportLine(r);
    if (page.length < 500) return;
    after = page[page.length - 1]!.id;
  }
}

/** Admin: imports from TMDB the titles an import's rows name by IMDb or TMDB id, then applies those rows. */
export async function importMissingTitles(deps: ActorDeps, id: number) {
  authorize(deps.auth, 'titles.create');
  requireApiKey(tmdbApiKey(deps.services.settings));
  const row = await findImport(deps, id);
  if (row.status !== 'done') throw new AppError(409, 'The import has not finished yet.');
  if (!(await unmatchedExternalIds(deps.db, row.id)).length)
    throw new AppError(422, 'No unmatched row of this import names an IMDb or TMDB id to import.');
  return deps.services.jobs.dispatch(DATA_IMPORT_TMDB_JOB, { importId: row.id }, { queue: 'imports', maxAttempts: 1 });
}
