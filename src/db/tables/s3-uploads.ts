import type { Generated } from 'kysely';

// Row types of the direct-to-S3 uploads table (migrations/0451_s3_uploads.ts).

export type S3UploadKind = 'simple' | 'multipart';
export type S3UploadStatus = 'pending' | 'completed' | 'finalizing' | 'done' | 'failed' | 'aborted';

export interface S3UploadsTable {
  id: Generated<number>;
  user_id: number;
  kind: S3UploadKind;
  /** The object key the server chose (`media/uploads/<userId>/<uuid>.<ext>`). */
  disk_key: string;
  upload_id: string | null;
  client_name: string;
  client_mime: string | null;
  client_extension: string | null;
  /** The size the client declared when asking for the upload (bytes). */
  size: number;
  status: Generated<S3UploadStatus>;
  file_entry_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface S3UploadsTables {
  s3_uploads: S3UploadsTable;
}
