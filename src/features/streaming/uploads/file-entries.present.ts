import type { Selectable } from 'kysely';
import type { FileEntriesTable } from '../../../db/tables/uploads';

export type FileEntryRow = Selectable<FileEntriesTable>;

/** A file entry as the API returns it: spec section 3's "file upload entry" and "file entry". */
export interface FileEntryPayload {
  id: number;
  name: string;
  file_name: string;
  extension: string | null;
  mime: string;
  type: string;
  size: number;
  file_size: number;
  /** The storage key: what a video's `source_key` takes. */
  path: string;
  disk: string;
  url: string;
  relativePath: string | null;
  fingerprint: string | null;
  parent_id: number | null;
  user_id: number | null;
  public: boolean;
  created_at: string;
  updated_at: string;
}

export function presentFileEntry(row: FileEntryRow): FileEntryPayload {
  const size = Number(row.file_size);
  return {
    id: row.id,
    name: row.name,
    file_name: row.disk_key.split('/').pop() ?? row.disk_key,
    extension: row.extension,
    mime: row.mime,
    type: row.mime.split('/')[0] ?? 'file',
    size,
    file_size: size,
    path: row.disk_key,
    disk: row.disk,
    // uploads are private: the bytes come through an owner-checked route, never /storage
    url: `/api/v1/file-entries/${row.id}/download`,
    relativePath: row.relative_path,
    fingerprint: row.fingerprint,
    parent_id: row.parent_id,
    user_id: row.user_id,
    public: row.public === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
