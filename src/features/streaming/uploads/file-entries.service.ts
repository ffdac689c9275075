import { randomUUID } from 'node:crypto';
import mime from 'mime-types';
import { type Db, nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import type { FileDisk } from '../../../db/tables/uploads';
import { authorize, requireUser } from '../../../http/guard';
import { validationError } from '../../../http/errors';
import type { Services } from '../../../platform/services';
import { assertSafeKey } from '../../../platform/storage';
import { subjectOf } from '../../accounts/auth/auth-state';
import { getRestrictionValue } from '../../accounts/roles/access';
import { presentFileEntry, type FileEntryPayload } from './file-entries.present';
import { diskKeyInUse, findLiveEntry, insertFileEntry, storageUsed } from './file-entries.queries';
import { contentMatchesName, extensionOf, humanSize, sniffMime, typeAllowed, type TypeRules } from './file-types';

export type { FileEntryPayload } from './file-entries.present';

const MB = 1024 * 1024;
export const TYPE_NOT_ALLOWED = 'This file type is not allowed';
/** Uploaded files live under media/: the public /storage route never serves that prefix. */
export const UPLOADS_PREFIX = 'media/uploads';

export function uploadRules(services: Services): TypeRules & { maxBytes: number } {
  const s = services.settings;
  return {
    maxBytes: s.get<number>('uploads.max_size_mb') * MB,
    allowed: s.get<string[]>('uploads.allowed_extensions'),
    blocked: s.get<string[]>('uploads.blocked_extensions'),
  };
}

/** A fresh storage key for a user's upload: `media/uploads/<userId>/<uuid>[.ext]`. */
export function newDiskKey(userId: number, extension?: string | null): string {
  const ext = extension && /^[a-z0-9]{1,16}$/i.test(extension) ? `.${extension.toLowerCase()}` : '';
  return assertSafeKey(`${UPLOADS_PREFIX}/${userId}/${randomUUID()}${ext}`);
}

const fileName = (name: string) => (name.split(/[\\/]/).pop() || name).slice(0, 255);

/** The quota of files.create `max_storage_mb`: a 422 on the file field when it would not fit. */
async function checkQuota(ctx: ActorDeps, db: Db, size: number) {
  const user = ctx.auth.user;
  if (!user) return;
  const limitMb = getRestrictionValue(subjectOf(ctx.auth), 'files.create', 'max_storage_mb');
  if (limitMb === null) return;
  const used = await storageUsed(db, user.id);
  if (used + size > limitMb * MB) {
    throw validationError({ file: [`You have exhausted your allowed space of ${humanSize(limitMb * MB)}.`] });
  }
}

/**
 * Checks an upload before any byte is stored: permission, size limit, allowed/blocked type by the
 * name and claimed mime, and the user's storage quota. Throws 401/403, or 422 on `file`.
 */
export async function checkUpload(
  ctx: ActorDeps,
  file: { name: string; size: number; mime?: string | null; extension?: string | null },
): Promise<void> {
  requireUser(ctx.auth);
  authorize(ctx.auth, 'files.create');
  const rules = uploadRules(ctx.services);
  const name = fileName(file.name);
  if (!Number.isFinite(file.size) || file.size < 0) throw validationError({ file: ['The file size is not valid.'] });
  if (file.size > rules.maxBytes) {
    throw validationError({ file: [`${name} exceeds maximum allowed size of ${humanSize(rules.maxBytes)}`] });
  }
  // the name's extension and the one the client reports must both pass (they normally agree)
  const exts = [...new Set([extensionOf(name), normalizeExtension(file.extension)])];
  const claimed = file.mime && /^[\w.+-]+\/[\w.+-]+$/.test(file.mime) ? file.mime.toLowerCase() : null;
  // the claimed mime may only narrow things down: it is checked for blocks, never trusted to allow
  // (no extension at all: the content decides, once it is stored)
  if (
    exts.some((ext) => ext !== null && !typeAllowed(rules, ext, null)) ||
    (claimed && !typeAllowed({ allowed: [], blocked: rules.blocked }, null, claimed))
  ) {
    throw validationError({ file: [TYPE_NOT_ALLOWED] });
  }
  await checkQuota(ctx, ctx.db, file.size);
}

function normalizeExtension(ext: string | null | undefined): string | null {
  const e = ext?.trim().replace(/^\./, '').toLowerCase();
  return e && /^[a-z0-9]{1,16}$/.test(e) ? e : null;
}

async function readHead(ctx: ActorDeps, key: string, size: number): Promise<Uint8Array> {
  if (size === 0) return new Uint8Array();
  const stream = await ctx.services.storage.stream(key, { start: 0, end: Math.min(size, 4096) - 1 });
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    total += chunk.length;
    if (total >= 4096) break;
  }
  (stream as { destroy?: () => void }).destroy?.();
  return Buffer.concat(chunks).subarray(0, 4096);
}

export interface CreateFileEntryInput {
  clientName: string;
  clientMime?: string | null;
  clientExtension?: string | null;
  size: number;
  diskKey: string;
  relativePath?: string | null;
  parentId?: number | null;
  disk?: FileDisk;
  /** SHA-256 hex, when the caller hashed the bytes while storing them. */
  fingerprint?: string | null;
}

/**
 * Records a file that is already in storage at `diskKey`. The stored bytes decide: their size is
 * checked again, and their sniffed type must be allowed and match the name; a rejected file is
 * deleted from storage. Returns the entry payload of spec section 3.
 */
export async function createFileEntry(ctx: ActorDeps, input: CreateFileEntryInput): Promise<FileEntryPayload> {
  const storage = ctx.services.storage;
  const user = requireUser(ctx.auth);
  const key = assertSafeKey(input.diskKey);
  // only a fresh key from newDiskKey() for this user: a rejected file gets deleted below, and that
  // must never be someone else's (or an existing entry's) file
  const taken = await diskKeyInUse(ctx.db, key);
  if (!key.startsWith(`${UPLOADS_PREFIX}/${user.id}/`) || taken) {
    throw validationError({ file: ['The file could not be found in storage. Please upload it again.'] });
  }
  const discard = () => storage.delete(key).catch(() => undefined);
  try {
    const stat = await storage.stat(key);
    if (!stat) throw validationError({ file: ['The file could not be found in storage. Please upload it again.'] });
    const name = fileName(input.clientName);
    const ext = extensionOf(name) ?? normalizeExtension(input.clientExtension);
    await checkUpload(ctx, { name, size: stat.size, mime: input.clientMime, extension: ext });

    const rules = uploadRules(ctx.services);
    const sniffed = sniffMime(await readHead(ctx, key, stat.size));
    if ((sniffed && !contentMatchesName(ext, sniffed)) || !typeAllowed(rules, ext, sniffed)) {
      throw validationError({ file: [TYPE_NOT_ALLOWED] });
    }
    const type = sniffed || (ext && mime.lookup(ext)) || 'application/octet-stream';
    const fingerprint = input.fingerprint && /^[0-9a-f]{64}$/i.test(input.fingerprint) ? input.fingerprint.toLowerCase() : null;
    const now = nowIso();
    // quota again inside the write: two parallel uploads must not both slip under the limit
    const row = await ctx.db.transaction().execute(async (trx) => {
      await checkQuota(ctx, trx, stat.size);
      const parentId = input.parentId ? await ownParent(trx, user.id, input.parentId) : null;
      return insertFileEntry(trx, {
        name,
        disk_key: key,
        extension: ext,
        mime: type,
        file_size: stat.size,
        disk: input.disk ?? storage.driver,
        user_id: user.id,
        parent_id: parentId,
        relative_path: cleanRelativePath(input.relativePath),
        fingerprint,
        created_at: now,
        updated_at: now,
      });
    });
    return presentFileEntry(row);
  } catch (err) {
    await discard();
    throw err;
  }
}

async function ownParent(db: Db, userId: number, parentId: number): Promise<number | null> {
  const parent = await findLiveEntry(db, parentId);
  return parent && parent.user_id === userId ? parent.id : null;
}

/** A folder-relative path as the client sent it (`Season 1/ep1.mp4`): display only, never a storage path. */
function cleanRelativePath(value: string | null | undefined): string | null {
  if (!value) return null;
  const parts = value
    .replace(/\\/g, '/')
    .split('/')
    .filter((p) => p && p !== '.' && p !== '..');
  const joined = parts
    .join('/')
    .replace(/[\0-\x1f]/g, '')
    .slice(0, 1000);
  return joined || null;
}
