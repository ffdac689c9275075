import * as tus from 'tus-js-client';
import { http, isHttpError } from '../../api';
import type { ApiResponse } from '../../api/client';
import { resolvePath } from '../../api/http';
import { trans } from '../../shell/i18n';
import { extensionOf, shouldRetryTus, TUS_RETRY_DELAYS } from './upload-rules';
import { postFileEntry, serverMessage, XhrAbortError } from './transfer-xhr';
import { uploadToS3Multipart, uploadToS3Simple } from './uploaders-s3';
import type { FileEntry, Uploader, UploadMethod, UploadTask } from './upload-types';
import { readUploadConfig } from './upload-config';

// The transfers behind the queue: a plain multipart post, tus, and the two direct-to-S3 flows.

/** Upload metadata as strings; empty values are left out. */
export function metadataOf(task: UploadTask): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(task.options.metadata ?? {})) if (v !== null && v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/** The message to show for a failed call: the server's own words, else nothing (the row shows a generic text). */
export function failureMessage(err: unknown): string | null {
  if (isHttpError(err)) return serverMessage(err.body);
  if (err instanceof tus.DetailedError) {
    const res = err.originalResponse;
    if (res) {
      try {
        return serverMessage(JSON.parse(res.getBody())) ?? (res.getStatus() >= 400 ? res.getBody().slice(0, 300) || null : null);
      } catch {
        return res.getBody().slice(0, 300) || null;
      }
    }
  }
  return null;
}

const multipartPost: Uploader = (task, handlers) => {
  const controller = new AbortController();
  postFileEntry(
    task.file,
    { ...metadataOf(task), ...(task.relativePath ? { relativePath: task.relativePath } : {}) },
    handlers.onProgress,
    controller.signal,
  )
    .then((res) => {
      const entry = (res.body as { fileEntry?: FileEntry } | undefined)?.fileEntry;
      if (res.status >= 200 && res.status < 300 && entry) handlers.onSuccess(entry);
      else handlers.onError(serverMessage(res.body));
    })
    .catch((err) => {
      if (!(err instanceof XhrAbortError)) handlers.onError(null);
    });
  return { abort: () => controller.abort() };
};

/** Headers sent with every tus request: like the app's other writes, marked as coming from our own page. */
export const TUS_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

const tusUpload: Uploader = (task, handlers) => {
  const { file } = task;
  let aborted = false;
  const upload = new tus.Upload(file, {
    endpoint: resolvePath('tus/upload'),
    chunkSize: readUploadConfig().tusChunkSize ?? Infinity,
    retryDelays: TUS_RETRY_DELAYS,
    overridePatchMethod: true,
    removeFingerprintOnSuccess: true,
    headers: TUS_HEADERS,
    metadata: {
      name: file.name,
      clientName: file.name,
      clientExtension: extensionOf(file.name),
      clientMime: file.type || 'application/octet-stream',
      clientSize: String(file.size),
      ...(task.relativePath ? { relativePath: task.relativePath } : {}),
      ...metadataOf(task),
    },
    onShouldRetry: (err) => shouldRetryTus(err.originalResponse?.getStatus()),
    onProgress: (sent, total) => handlers.onProgress(sent, total),
    onError: (err) => {
      if (!aborted) handlers.onError(failureMessage(err));
    },
    onSuccess: () => {
      const uploadKey = upload.url?.split('/').pop();
      if (!uploadKey) return handlers.onError(null);
      http
        .post<ApiResponse<'post', 'tus/entries'>>('tus/entries', { uploadKey })
        .then((r) => handlers.onSuccess(r.fileEntry))
        .catch((err) => {
          if (!aborted) handlers.onError(failureMessage(err));
        });
    },
  });
  // a file sent before (same name, size, date) resumes where the server stopped
  upload
    .findPreviousUploads()
    .then((previous) => {
      if (aborted) return;
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    })
    .catch(() => !aborted && upload.start());
  return {
    abort() {
      aborted = true;
      void upload.abort(false);
    },
  };
};

export const uploaders: Record<UploadMethod, Uploader> = {
  'multipart-post': multipartPost,
  tus: tusUpload,
  's3-simple': uploadToS3Simple,
  's3-multipart': uploadToS3Multipart,
};
