import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { Metadata, type Upload } from '@tus/utils';
import type { ActorDeps } from '../../../deps';
import { AppError, notFound, validationError } from '../../../http/errors';
import type { Services } from '../../../platform/services';
import { LocalStorage } from '../../../platform/storage';
import { extensionOf, humanSize } from './file-types';
import { installNodeBodyPump, tusRequest } from './tus-node-body';
import { checkUpload, createFileEntry, type FileEntryPayload, newDiskKey, uploadRules } from './file-entries.service';

// Resumable uploads (tus protocol) at /api/v1/tus/upload, stored under DATA_DIR/tus until the
// uploader claims them with POST tus/entries. The .json beside each upload file keeps its length,
// metadata and owner, so an upload survives a restart (even a SIGKILL) and resumes at the offset
// the file on disk has reached.

export const TUS_PATH = '/api/v1/tus/upload';
/** Unfinished uploads are removed after a day without a claim. */
const EXPIRE_MS = 24 * 60 * 60 * 1000;
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The request context of each tus request, for the hooks that @tus/server calls with the request. */
const contexts = new WeakMap<Request, ActorDeps>();
const servers = new WeakMap<Services, { server: Server; store: FileStore; dir: string }>();
/** Upload ids being claimed right now: a double-submitted claim must not move the file twice. */
const claiming = new Set<string>();

/** Turns our errors into the { status_code, body } shape @tus/server sends; the body is the API's JSON. */
function tusError(err: unknown) {
  if (err instanceof AppError) {
    return { status_code: err.status, body: JSON.stringify({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) }) };
  }
  return err;
}

function metadataName(meta: Upload['metadata']) {
  return meta?.clientName || meta?.name || 'file';
}

/** The file name from a raw Upload-Metadata header, if it carries one. */
function nameFromHeader(header: string | null): string | null {
  try {
    const meta = header ? Metadata.parse(header) : undefined;
    const name = metadataName(meta);
    return meta && name !== 'file' ? (name.split(/[\\/]/).pop() ?? null) : null;
  } catch {
    return null;
  }
}

function tusFor(services: Services, dataDir: string, appOrigin: string) {
  const existing = servers.get(services);
  if (existing) return existing;
  const dir = path.join(dataDir, 'tus');
  const store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: EXPIRE_MS });
  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    relativeLocation: true,
    // same-origin only: a cross-site page gets no CORS grant (and the Origin check refuses its writes)
    allowedOrigins: (origin) => origin.toLowerCase() === appOrigin,
    allowedCredentials: true,
    maxSize: () => uploadRules(services).maxBytes,
    async onUploadCreate(req, upload) {
      const ctx = contexts.get(req as unknown as Request)!;
      const meta = upload.metadata ?? {};
      try {
        await checkUpload(ctx, {
          name: metadataName(meta),
          size: upload.size ?? 0,
          mime: meta.clientMime,
          extension: meta.clientExtension || extensionOf(metadataName(meta)),
        });
      } catch (err) {
        throw tusError(err);
      }
      // the owner is written by the server, whatever the client put in its metadata
      return { metadata: { ...meta, userId: String(ctx.auth.user!.id) } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return; // creation: checked in onUploadCreate
      const ctx = contexts.get(req as unknown as Request)!;
      const upload = await store.getUpload(id);
      if (upload.metadata?.userId !== String(ctx.auth.user!.id)) throw tusError(notFound());
    },
    onResponseError(req, err) {
      if (err instanceof AppError) return tusError(err) as { status_code: number; body: string };
      // tus's own size check runs before onUploadCreate: answer it with the spec's message too
      if ('status_code' in err && err.status_code === 413) {
        const name = nameFromHeader(req.headers.get('upload-metadata')) ?? 'The file';
        const message = `${name} exceeds maximum allowed size of ${humanSize(uploadRules(services).maxBytes)}`;
        return tusError(validationError({ file: [message] })) as { status_code: number; body: string };
      }
      return undefined;
    },
  });
  installNodeBodyPump(server);
  const entry = { server, store, dir };
  servers.set(services, entry);
  return entry;
}

/**
 * Handles one tus request (create, HEAD, PATCH, DELETE, OPTIONS); the body streams to disk. With
 * the node request (under @hono/node-server) PATCH bodies are read from it directly.
 */
export async function handleTus(ctx: ActorDeps, raw: Request, incoming?: IncomingMessage): Promise<Response> {
  const { server, store } = tusFor(ctx.services, ctx.config.DATA_DIR, new URL(ctx.config.APP_URL).origin.toLowerCase());
  const request = tusRequest(raw, incoming);
  contexts.set(request, ctx);
  if (request.method === 'POST' && Math.random() < 0.02) {
    // abandoned uploads are swept now and then, so no scheduled job is needed
    store.deleteExpired().catch((err) => ctx.services.logger.warn({ err }, 'tus: sweeping expired uploads failed'));
  }
  return server.handleWeb(request);
}

/**
 * POST tus/entries: turns a finished upload of the signed-in user into a file entry. The bytes
 * move into storage (a rename on local disk), then createFileEntry checks them like any upload.
 */
export async function claimTusUpload(ctx: ActorDeps, uploadKey: string): Promise<FileEntryPayload> {
  const user = ctx.auth.user!;
  if (!UPLOAD_ID.test(uploadKey)) throw validationError({ uploadKey: ['The upload key is not valid.'] });
  const { store, dir } = tusFor(ctx.services, ctx.config.DATA_DIR, new URL(ctx.config.APP_URL).origin.toLowerCase());
  if (claiming.has(uploadKey)) throw new AppError(409, 'This upload is already being saved.', undefined, 'conflict');
  claiming.add(uploadKey);
  try {
    const upload = await store.getUpload(uploadKey).catch(() => null);
    if (!upload || upload.metadata?.userId !== String(user.id)) throw notFound('Upload not found.');
    if (upload.size === undefined || upload.offset !== upload.size) {
      throw validationError({ uploadKey: ['The upload is not finished yet.'] });
    }
    const meta = upload.metadata ?? {};
    const name = metadataName(meta);
    const ext = meta.clientExtension || extensionOf(name);
    const key = newDiskKey(user.id, ext);
    const source = path.join(dir, uploadKey);
    await moveIntoStorage(ctx, source, key);
    await fs.rm(`${source}.json`, { force: true });
    const parentId = Number(meta.parentId);
    return await createFileEntry(ctx, {
      clientName: name,
      clientMime: meta.clientMime,
      clientExtension: ext,
      size: upload.size,
      diskKey: key,
      relativePath: meta.relativePath || null,
      parentId: Number.isInteger(parentId) && parentId > 0 ? parentId : null,
      disk: ctx.services.storage.driver,
    });
  } finally {
    claiming.delete(uploadKey);
  }
}

async function moveIntoStorage(ctx: ActorDeps, source: string, key: string) {
  const storage = ctx.services.storage;
  if (storage instanceof LocalStorage) {
    const target = await storage.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.rename(source, target); // instant, whatever the size
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    }
  }
  // another file system or another driver (S3): stream it over
  await storage.put(key, createReadStream(source));
  await fs.rm(source, { force: true });
}
