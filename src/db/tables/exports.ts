import type { Generated } from 'kysely';

// Row types of migrations/0860_data_exports.ts: the "Download my data" archives.

export type DataExportStatus = 'pending' | 'ready' | 'failed';

export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<DataExportStatus>;
  /** The ZIP's storage key (under exports/), once written */
  storage_key: string | null;
  size: number | null;
  /** SHA-256 (hex) of the e-mailed link's token */
  token_hash: string | null;
  /** When the link and the ZIP stop being available (24 h after it was ready) */
  expires_at: string | null;
  finished_at: string | null;
  created_at: Generated<string>;
}

export interface ExportsTables {
  data_exports: DataExportsTable;
}
