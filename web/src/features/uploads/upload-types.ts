import type { ApiResponse } from '../../api/client';

// The upload queue's shapes (spec section 3: upload task, file entry, multipart session).

export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted';
export type UploadMethod = 's3-multipart' | 's3-simple' | 'tus' | 'multipart-post';

/** What the server returns for a stored file (POST file-entries, tus/entries, s3/entries): its contract. */
export type FileEntry = ApiResponse<'get', 'file-entries/{id}'>['fileEntry'];

/** Per-upload restrictions and extras given by the widget that queued the file. */
export interface UploadOptions {
  /** Sent with every method as upload metadata (e.g. disk, parentId). */
  metadata?: Record<string, string | number | null | undefined>;
  /** Mime patterns ('video/*') or extensions ('mp4') this widget accepts, on top of the settings. */
  allowedFileTypes?: string[];
  /** Bytes; the smaller of this and the site limit applies. */
  maxFileSize?: number;
  /** A group id so a widget can list only its own uploads. */
  group?: string;
}

/** The upload settings the client reads from the bootstrap data (uploads.* public settings). */
export interface UploadConfig {
  /** Bytes; null = no limit. */
  maxSize: number | null;
  allowedExtensions: string[];
  blockedExtensions: string[];
  /** Bytes per tus PATCH; null = the whole file in one request. */
  tusChunkSize: number | null;
  tusEnabled: boolean;
  /** Storage driver is S3 and direct upload is on. */
  s3Direct: boolean;
}

export interface UploadTask {
  id: string;
  file: File;
  /** Folder-relative path when a folder was dropped ('' otherwise). */
  relativePath: string;
  method: UploadMethod;
  status: UploadStatus;
  /** 0..100 */
  percentage: number;
  bytesUploaded: number;
  /** Bytes per second, smoothed. */
  speed: number;
  options: UploadOptions;
  entry: FileEntry | null;
  errorMessage: string | null;
  /** Milliseconds timestamp of the last progress (stall detection). */
  lastProgressAt: number;
}

/** Spec section 3: the multipart session kept in localStorage so a direct upload can resume. */
export interface MultipartSession {
  createdAt: number;
  fileKey: string;
  uploadId: string;
}

/** One running transfer; the queue drives it through these callbacks. */
export interface UploadHandlers {
  onProgress(bytesUploaded: number, bytesTotal: number): void;
  onSuccess(entry: FileEntry): void;
  onError(message: string | null): void;
}

export interface RunningUpload {
  /** User or stall abort: stops the transfer without calling onError. */
  abort(): void;
}

export type Uploader = (task: UploadTask, handlers: UploadHandlers) => RunningUpload;
