import type { Generated } from 'kysely';
import type { WatchSource } from './history';

// Row types of migrations/0850_data_imports.ts: a user's imports from Letterboxd, IMDb and Trakt.

/** The sites a user imports from: each is also the source of the diary entries its import writes. */
export type ImportSource = Exclude<WatchSource, 'play' | 'manual'>;
export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface DataImportsTable {
  id: Generated<number>;
  user_id: number;
  source: ImportSource;
  file_name: string;
  file_key: string | null;
  overwrite: Generated<number>;
  status: Generated<ImportStatus>;
  progress: Generated<number>;
  imported: Generated<number>;
  updated: Generated<number>;
  skipped: Generated<number>;
  unmatched: Generated<number>;
  message: string | null;
  created_at: Generated<string>;
  finished_at: string | null;
}

export interface DataImportUnmatchedTable {
  id: Generated<number>;
  import_id: number;
  file: string;
  line: number;
  kind: string;
  name: string;
  year: number | null;
  imdb_id: string | null;
  tmdb_id: number | null;
  media_type: string | null;
  /** set for a row applied with a lower confidence; null: unmatched */
  matched_title_id: number | null;
  confidence: number | null;
  /** the parsed row (JSON) */
  record: string;
  created_at: Generated<string>;
}

export interface DataImportTables {
  data_imports: DataImportsTable;
  data_import_unmatched: DataImportUnmatchedTable;
}
