import type { DataImportRow } from './data-import.service';

/** An import as the API and the account page show it. */
export function presentImport(row: DataImportRow) {
  return {
    id: row.id,
    source: row.source,
    file_name: row.file_name,
    overwrite: !!row.overwrite,
    status: row.status,
    progress: Number(row.progress),
    totals: { imported: row.imported, updated: row.updated, skipped: row.skipped, unmatched: row.unmatched },
    message: row.message,
    report_url: `/api/v1/users/me/imports/${row.id}/report.csv`,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}
