import { http } from '../../api';
import type { ApiResponse } from '../../api/client';
import {
  batches,
  extensionOf,
  multipartChunkSize,
  PART_CONCURRENCY,
  PART_RETRIES,
  PARTS_PER_SIGN_BATCH,
  partNumbers,
} from './upload-rules';
import { sendXhr, XhrAbortError } from './transfer-xhr';
import { clearSession, loadSession, saveSession, sessionKeyOf } from './multipart-session';
import type { FileEntry, Uploader, UploadHandlers, UploadTask } from './upload-types';

// Direct-to-S3 uploads (spec sections 4, 7, 8): one presigned PUT, or a multipart upload that
// resumes from a session kept in localStorage.

function metadataOf(task: UploadTask) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(task.options.metadata ?? {})) if (v !== null && v !== undefined && v !== '') out[k] = String(v);
  if (task.relativePath) out.relativePath = task.relativePath;
  return out;
}

const mimeOf = (file: File) => file.type || 'application/octet-stream';
/** The mime the server signs a simple PUT for (s3-uploads.service safeMime), or none. */
const signableMime = (file: File) => (file.type && /^[\w.+-]+\/[\w.+-]+$/.test(file.type) ? file.type.toLowerCase() : undefined);

/** Spec: POST s3/entries once the bytes are in the bucket. */
function createEntry(task: UploadTask, key: string, signal: AbortSignal) {
  const { file } = task;
  return http.post<ApiResponse<'post', 's3/entries'>>(
    's3/entries',
    {
      clientMime: mimeOf(file),
      clientName: file.name,
      filename: key.split('/').pop(),
      size: file.size,
      clientExtension: extensionOf(file.name),
      metadata: metadataOf(task),
    },
    { signal },
  );
}

async function put(url: string, body: Blob, headers: Record<string, string>, signal: AbortSignal, onProgress: (loaded: number) => void) {
  const res = await sendXhr({ method: 'PUT', url, body, headers, signal, onProgress: (loaded) => onProgress(loaded) });
  if (res.status < 200 || res.status >= 300) throw new Error(`storage answered ${res.status}`);
  return res;
}

/** Runs an async flow; a user abort ends it quietly, anything else reports the server's words. */
function runFlow(handlers: UploadHandlers, flow: (signal: AbortSignal) => Promise<FileEntry>, messageOf: (err: unknown) => string | null) {
  const controller = new AbortController();
  flow(controller.signal)
    .then((entry) => !controller.signal.aborted && handlers.onSuccess(entry))
    .catch((err) => {
      if (controller.signal.aborted || err instanceof XhrAbortError) return;
      handlers.onError(messageOf(err));
    });
  return { abort: () => controller.abort() };
}

const message = (err: unknown) => {
  const body = (err as { body?: { message?: string } }).body;
  return typeof body?.message === 'string' ? body.message : null;
};

export const uploadToS3Simple: Uploader = (task, handlers) =>
  runFlow(
    handlers,
    async (signal) => {
      const { file } = task;
      const meta = metadataOf(task);
      const signed = await http.post<ApiResponse<'post', 's3/simple/presign'>>(
        's3/simple/presign',
        {
          filename: file.name,
          mime: signableMime(file) ?? null,
          disk: meta.disk,
          size: file.size,
          extension: extensionOf(file.name),
          metadata: meta,
        },
        { signal },
      );
      // the URL is signed for exactly this Content-Type (the server's own reading of the mime);
      // the acl is the bucket default, so no unsigned x-amz-acl header is sent
      const signedType = signableMime(file);
      await put(signed.url, file, signedType ? { 'Content-Type': signedType } : {}, signal, (loaded) =>
        handlers.onProgress(loaded, file.size),
      );
      return (await createEntry(task, signed.key, signal)).fileEntry;
    },
    message,
  );

export const uploadToS3Multipart: Uploader = (task, handlers) => {
  const { file } = task;
  const storageKey = sessionKeyOf(file);
  let current: { key: string; uploadId: string } | null = null;
  const flow = async (signal: AbortSignal) => {
    const chunkSize = multipartChunkSize(file.size);
    const sizeOf = (n: number) => Math.min(chunkSize, file.size - (n - 1) * chunkSize);
    const done = new Map<number, string>();
    let session = loadSession(storageKey);
    if (session) {
      try {
        const { parts } = await http.post<ApiResponse<'post', 's3/multipart/get-uploaded-parts'>>(
          's3/multipart/get-uploaded-parts',
          { key: session.fileKey, uploadId: session.uploadId },
          { signal },
        );
        for (const p of parts ?? [])
          if (p.ETag && (p.Size === undefined || p.Size === sizeOf(p.PartNumber))) done.set(p.PartNumber, p.ETag);
      } catch {
        // spec: a failed get-uploaded-parts clears the saved state and starts fresh
        clearSession(storageKey);
        session = null;
        done.clear();
      }
    }
    if (!session) {
      const created = await http.post<ApiResponse<'post', 's3/multipart/create'>>(
        's3/multipart/create',
        { filename: file.name, mime: mimeOf(file), size: file.size, extension: extensionOf(file.name), metadata: metadataOf(task) },
        { signal },
      );
      session = { createdAt: Date.now(), fileKey: created.key, uploadId: created.uploadId };
      saveSession(storageKey, session);
    }
    current = { key: session.fileKey, uploadId: session.uploadId };
    const ids = current;

    const inFlight = new Map<number, number>();
    const report = () => {
      let bytes = 0;
      for (const n of done.keys()) bytes += sizeOf(n);
      for (const b of inFlight.values()) bytes += b;
      handlers.onProgress(Math.min(bytes, file.size), file.size);
    };
    report();

    const todo = partNumbers(file.size, chunkSize).filter((n) => !done.has(n));
    const groups = batches(todo, PARTS_PER_SIGN_BATCH);
    const signing = new Map<number, Promise<Map<number, string>>>();
    const urlFor = async (n: number) => {
      const index = groups.findIndex((g) => g.includes(n));
      if (!signing.has(index)) {
        signing.set(
          index,
          http
            .post<ApiResponse<'post', 's3/multipart/batch-sign-part-urls'>>(
              's3/multipart/batch-sign-part-urls',
              { partNumbers: groups[index], uploadId: ids.uploadId, key: ids.key },
              { signal },
            )
            .then((r) => new Map(r.urls.map((u) => [u.partNumber, u.url]))),
        );
      }
      const url = (await signing.get(index)!).get(n);
      if (!url) throw new Error(`part ${n} was not signed`);
      return url;
    };
    const uploadPart = async (n: number) => {
      const url = await urlFor(n);
      const start = (n - 1) * chunkSize;
      const blob = file.slice(start, start + sizeOf(n));
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await put(url, blob, {}, signal, (loaded) => {
            inFlight.set(n, loaded);
            report();
          });
          const etag = res.header('ETag');
          if (!etag) throw new Error('The storage did not expose the ETag header');
          inFlight.delete(n);
          done.set(n, etag);
          report();
          return;
        } catch (err) {
          inFlight.delete(n);
          if (err instanceof XhrAbortError || signal.aborted || attempt >= PART_RETRIES) throw err;
        }
      }
    };
    const queue = [...todo];
    await Promise.all(
      Array.from({ length: Math.min(PART_CONCURRENCY, queue.length) }, async () => {
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) await uploadPart(n);
      }),
    );

    const parts = [...done.entries()].sort((a, b) => a[0] - b[0]).map(([PartNumber, ETag]) => ({ ETag, PartNumber }));
    await http.post('s3/multipart/complete', { key: ids.key, uploadId: ids.uploadId, parts }, { signal });
    const { fileEntry } = await createEntry(task, ids.key, signal);
    clearSession(storageKey);
    return fileEntry;
  };
  const abortRemote = () => {
    if (!current) return;
    const ids = current;
    clearSession(storageKey);
    void http.post('s3/multipart/abort', { key: ids.key, uploadId: ids.uploadId }).catch(() => undefined);
  };
  const handle = runFlow(
    {
      ...handlers,
      onError(msg) {
        // spec: a failed signing or part upload aborts the whole upload
        abortRemote();
        handlers.onError(msg);
      },
    },
    flow,
    message,
  );
  return {
    abort() {
      handle.abort();
      abortRemote();
    },
  };
};
