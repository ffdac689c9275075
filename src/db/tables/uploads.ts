import type { Generated } from 'kysely';

// Row types of the uploads tables (migrations/0450_uploads.ts).

export type FileDisk = 'local' | 's3';

export interface FileEntriesTable {
  id: Generated<number>;
  /** The name the client gave the file (shown to people, never used as a path). */
  name: string;
  /** Where the bytes live in storage, e.g. `media/uploads/12/<uuid>.mp4`. */
  disk_key: string;
  extension: string | null;
  /** The type sniffed from the stored bytes, not the one the client claimed. */
  mime: string;
  /** Bytes; bigint so files over 2 GB fit on PostgreSQL too. */
  file_size: number;
  disk: Generated<FileDisk>;
  user_id: number | null;
  parent_id: number | null;
  relative_path: string | null;
  /** SHA-256 hex of the content, when it was computed while storing. */
  fingerprint: string | null;
  public: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  deleted_at: string | null;
}

export interface UploadsTables {
  file_entries: FileEntriesTable;
}
