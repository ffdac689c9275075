import type { ActorDeps } from '../../../../deps';
import { AppError, conflict, notFound, validationError } from '../../../../http/errors';
import { authorize, requireUser } from '../../../../http/guard';
import { assertSafeKey } from '../../../../platform/storage';
import type { S3Storage } from '../../../../platform/storage-s3';
import { checkUpload, createFileEntry, newDiskKey, UPLOADS_PREFIX } from '../file-entries.service';
import { extensionOf } from '../file-types';
import { findOwnUpload, insertS3Upload, transitionUpload, type S3UploadRow } from './s3-uploads.queries';
import type { NewUploadBody, S3EntryBody, UploadRef } from './s3-uploads.schemas';

// Direct-to-S3 uploads (spec sections 4 and 7): the browser PUTs the bytes straight to the bucket
// with URLs this module presigns. Every key is chosen here and recorded for the user it was issued
// to; later calls name the key (and upload id) and are refused for anything else.

/** Presigned PUT and part URLs stay valid this long. */
export const UPLOAD_URL_TTL_SECONDS = 60 * 60;
/** S3's smallest part (every part but the last): bounds the part numbers a declared size needs. */
const MIN_PART_BYTES = 5 * 1024 * 1024;
const NOT_FOUND = 'This upload was not found.';

/** The S3 driver, or a 404 when storage is not S3 or direct uploads are switched off. */
export function directStorage(ctx: ActorDeps): S3Storage {
  const storage = ctx.services.storage;
  if (storage.driver !== 's3' || !ctx.services.settings.get<boolean>('uploads.s3_direct_upload')) {
    throw notFound('Direct uploads to S3 are not enabled: the storage driver is not S3 or direct upload is off.');
  }
  return storage as S3Storage;
}

/** Runs an S3 call; the storage server's refusals become 404/422, outages a 502. */
async function s3<T>(field: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    if (e.name === 'NoSuchUpload' || status === 404) throw notFound(NOT_FOUND);
    if (status && status >= 400 && status < 500) {
      throw validationError({ [field]: [e.message || 'The storage server refused the request.'] });
    }
    throw new AppError(502, 'The storage server is not available. Please try again.');
  }
}

const displayName = (name: string) => (name.split(/[\\/]/).pop() || name).slice(0, 255);
const safeMime = (mime: string | null | undefined) => (mime && /^[\w.+-]+\/[\w.+-]+$/.test(mime) ? mime.toLowerCase() : undefined);
const cleanExtension = (ext: string | null | undefined, name: string) => {
  const e = ext?.trim().replace(/^\./, '').toLowerCase();
  return e && /^[a-z0-9]{1,16}$/.test(e) ? e : extensionOf(name);
};

/** Checks the declared file (permission, size, type, quota) and issues a key for it. */
async function issue(ctx: ActorDeps, body: NewUploadBody) {
  const user = requireUser(ctx.auth);
  const extension = cleanExtension(body.extension, body.filename);
  await checkUpload(ctx, { name: body.filename, size: body.size, mime: body.mime, extension });
  return { user, extension, key: newDiskKey(user.id, extension), mime: safeMime(body.mime) };
}

export async function presignSimple(ctx: ActorDeps, body: NewUploadBody) {
  const storage = directStorage(ctx);
  const { user, extension, key, mime } = await issue(ctx, body);
  const url = await s3('file', () =>
    storage.presignedPutUrl(key, { expiresInSeconds: UPLOAD_URL_TTL_SECONDS, contentType: mime, contentLength: body.size }),
  );
  await insertS3Upload(ctx.db, {
    user_id: user.id,
    kind: 'simple',
    disk_key: key,
    upload_id: null,
    client_name: displayName(body.filename),
    client_mime: mime ?? null,
    client_extension: extension,
    size: body.size,
  });
  // the bucket stays private: objects are read through presigned GETs only
  return { url, acl: 'private', key };
}

export async function createMultipart(ctx: ActorDeps, body: NewUploadBody) {
  const storage = directStorage(ctx);
  const { user, extension, key, mime } = await issue(ctx, body);
  const uploadId = await s3('file', () => storage.createMultipart(key, { contentType: mime }));
  await insertS3Upload(ctx.db, {
    user_id: user.id,
    kind: 'multipart',
    disk_key: key,
    upload_id: uploadId,
    client_name: displayName(body.filename),
    client_mime: mime ?? null,
    client_extension: extension,
    size: body.size,
  });
  return { uploadId, key };
}

/** The caller's own multipart upload with this key and id; 404 for any other. */
async function ownMultipart(ctx: ActorDeps, ref: UploadRef) {
  const storage = directStorage(ctx);
  const user = requireUser(ctx.auth);
  authorize(ctx.auth, 'files.create');
  const row = await findOwnUpload(ctx.db, user.id, ref.key, ref.uploadId);
  if (!row) throw notFound(NOT_FOUND);
  return { storage, row };
}

const pending = (row: S3UploadRow) => {
  if (row.status !== 'pending') throw notFound(NOT_FOUND);
};

export async function uploadedParts(ctx: ActorDeps, ref: UploadRef) {
  const { storage, row } = await ownMultipart(ctx, ref);
  pending(row);
  return { parts: await s3('uploadId', () => storage.listParts(row.disk_key, ref.uploadId)) };
}

export async function signPartUrls(ctx: ActorDeps, ref: UploadRef & { partNumbers: number[] }) {
  const { storage, row } = await ownMultipart(ctx, ref);
  pending(row);
  // no more parts than the declared size can have: a client cannot grow a checked upload
  const maxPart = Math.max(1, Math.ceil(Number(row.size) / MIN_PART_BYTES));
  const numbers = [...new Set(ref.partNumbers)];
  if (numbers.some((n) => n > maxPart)) {
    throw validationError({ partNumbers: [`A file of this size has at most ${maxPart} parts.`] });
  }
  const urls = await s3('partNumbers', () =>
    Promise.all(
      numbers.map(async (partNumber) => ({
        url: await storage.presignedPartUrl(row.disk_key, ref.uploadId, partNumber, UPLOAD_URL_TTL_SECONDS),
        partNumber,
      })),
    ),
  );
  return { urls };
}

export async function completeMultipart(ctx: ActorDeps, ref: UploadRef & { parts: { PartNumber: number; ETag: string }[] }) {
  const { storage, row } = await ownMultipart(ctx, ref);
  if (row.status === 'completed') return { key: row.disk_key }; // a retried call after a lost response
  pending(row);
  if (new Set(ref.parts.map((p) => p.PartNumber)).size !== ref.parts.length) {
    throw validationError({ parts: ['Each part may be listed once.'] });
  }
  await s3('parts', () => storage.completeMultipart(row.disk_key, ref.uploadId, ref.parts));
  await transitionUpload(ctx.db, row.id, ['pending'], 'completed');
  return { key: row.disk_key };
}

export async function abortMultipart(ctx: ActorDeps, ref: UploadRef) {
  const { storage, row } = await ownMultipart(ctx, ref);
  if (row.status === 'done' || row.status === 'finalizing') throw conflict('This upload is already finished.');
  if (row.status === 'pending') await s3('uploadId', () => storage.abortMultipart(row.disk_key, ref.uploadId));
  if (row.status === 'completed') await s3('uploadId', () => storage.delete(row.disk_key));
  await transitionUpload(ctx.db, row.id, ['pending', 'completed'], 'aborted');
  return { key: row.disk_key, aborted: true };
}

function metadataOf(value: Record<string, unknown> | null | undefined) {
  const parentId = Number(value?.parentId);
  return {
    relativePath: typeof value?.relativePath === 'string' ? value.relativePath : null,
    parentId: Number.isInteger(parentId) && parentId > 0 ? parentId : null,
  };
}

/** Which issued key `filename` names: the whole key, or its last segment under the user's folder. */
function keyOf(userId: number, filename: string) {
  const key = filename.includes('/') ? filename : `${UPLOADS_PREFIX}/${userId}/${filename}`;
  try {
    return assertSafeKey(key);
  } catch {
    throw notFound(NOT_FOUND);
  }
}

/**
 * POST s3/entries: the object must exist with the declared size (HeadObject), then the shared
 * file-entry rules run on the stored bytes (type by content, size, quota) and the entry is made.
 */
export async function createS3Entry(ctx: ActorDeps, body: S3EntryBody) {
  const storage = directStorage(ctx);
  const user = requireUser(ctx.auth);
  authorize(ctx.auth, 'files.create');
  const row = await findOwnUpload(ctx.db, user.id, keyOf(user.id, body.filename));
  if (!row || row.status === 'aborted' || row.status === 'failed') throw notFound(NOT_FOUND);
  if (row.status === 'done' || row.status === 'finalizing') throw conflict('A file entry was already created for this upload.');
  if (row.kind === 'multipart' && row.status !== 'completed') {
    throw validationError({ file: ['The upload is not complete yet.'] });
  }
  const head = await s3('file', () => storage.head(row.disk_key));
  if (!head) throw validationError({ file: ['The file could not be found in storage. Please upload it again.'] });
  if (head.size !== Number(row.size) || head.size !== body.size) {
    await storage.delete(row.disk_key).catch(() => undefined);
    await transitionUpload(ctx.db, row.id, ['pending', 'completed'], 'failed');
    throw validationError({ file: ['The uploaded file does not have the size declared for it.'] });
  }
  // one entry per upload, even when the client sends this twice at once
  if (!(await transitionUpload(ctx.db, row.id, ['pending', 'completed'], 'finalizing'))) {
    throw conflict('A file entry was already created for this upload.');
  }
  const meta = metadataOf(body.metadata);
  try {
    const fileEntry = await createFileEntry(ctx, {
      clientName: body.clientName,
      clientMime: body.clientMime ?? row.client_mime,
      clientExtension: body.clientExtension ?? row.client_extension,
      size: head.size,
      diskKey: row.disk_key,
      relativePath: meta.relativePath,
      parentId: meta.parentId,
      disk: 's3',
    });
    await transitionUpload(ctx.db, row.id, ['finalizing'], 'done', fileEntry.id);
    return { fileEntry };
  } catch (err) {
    // createFileEntry removed the object when it refused it
    await transitionUpload(ctx.db, row.id, ['finalizing'], 'failed');
    throw err;
  }
}
