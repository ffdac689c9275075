import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type Busboy from 'busboy';
import type { ActorDeps } from '../../../deps';
import { validationError } from '../../../http/errors';
import { lazyRequire } from '../../../platform/lazy-require';
import { extensionOf, humanSize } from './file-types';
import { checkUpload, createFileEntry, type FileEntryPayload, newDiskKey, uploadRules } from './file-entries.service';

// POST file-entries: the multipart body is parsed as it arrives and the file part is piped to
// storage, hashed on the way; nothing holds the whole file in memory.

// loaded with the first upload, not with the server
const busboy = lazyRequire<typeof Busboy>('busboy');

const MALFORMED = 'The upload was interrupted or malformed. Please try again.';

interface Metadata {
  relativePath?: string | null;
  parentId?: number | null;
}

function parseMetadata(raw: string | undefined): Metadata {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return {};
    return {
      relativePath: typeof value.relativePath === 'string' ? value.relativePath : null,
      parentId: Number.isInteger(Number(value.parentId)) && Number(value.parentId) > 0 ? Number(value.parentId) : null,
    };
  } catch {
    return {};
  }
}

/** Reads one multipart upload into storage and records it; every check of file-entries.service applies. */
export async function receiveMultipartUpload(ctx: ActorDeps, request: Request): Promise<FileEntryPayload> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw validationError({ file: ['Please select a file to upload.'] });
  }
  const rules = uploadRules(ctx.services);
  const storage = ctx.services.storage;
  const userId = ctx.auth.user!.id;
  const fields: Record<string, string> = {};
  let parser: Busboy.Busboy;
  try {
    parser = busboy()({
      headers: { 'content-type': type },
      limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: rules.maxBytes, parts: 30 },
    });
  } catch {
    throw validationError({ file: [MALFORMED] }); // e.g. no boundary
  }

  type Stored = { key: string; name: string; size: number; fingerprint: string; truncated: boolean; mime: string };
  let stored = null as Promise<Stored> | null;
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, file, info) => {
      if (field !== 'file' || stored) {
        file.resume(); // only the first `file` part is read
        return;
      }
      const name = info.filename || 'file';
      const key = newDiskKey(userId, extensionOf(name));
      const hash = createHash('sha256');
      let size = 0;
      const hashing = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          hash.update(chunk);
          size += chunk.length;
          cb(null, chunk);
        },
      });
      const state = { truncated: false };
      file.on('limit', () => {
        state.truncated = true;
      });
      stored = (async () => {
        try {
          // refuse a name that is not allowed, or a user over quota, before storing anything
          await checkUpload(ctx, { name, size: 0, mime: info.mimeType, extension: extensionOf(name) });
          await storage.put(key, file.pipe(hashing), { contentType: 'application/octet-stream' });
        } catch (err) {
          file.unpipe();
          file.resume(); // keep the parser going so that the request ends and the error is sent
          throw err;
        }
        return { key, name, size, fingerprint: hash.digest('hex'), truncated: state.truncated, mime: info.mimeType };
      })();
      stored.catch(() => undefined); // awaited below; this only keeps it from being an unhandled rejection
    });
    parser.on('close', resolve);
    parser.on('error', reject);
  });

  const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  body.on('error', (err) => parser.destroy(err));
  body.pipe(parser);
  await finished.catch(async () => {
    const partial = await stored?.catch(() => null);
    if (partial) await storage.delete(partial.key).catch(() => undefined);
    throw validationError({ file: [MALFORMED] });
  });
  if (!stored) throw validationError({ file: ['Please select a file to upload.'] });
  const file = await stored;
  if (file.truncated) {
    await storage.delete(file.key).catch(() => undefined);
    throw validationError({ file: [`${file.name} exceeds maximum allowed size of ${humanSize(rules.maxBytes)}`] });
  }
  const metadata = parseMetadata(fields.metadata);
  return createFileEntry(ctx, {
    clientName: file.name,
    clientMime: fields.clientMime || file.mime,
    clientExtension: fields.clientExtension || null,
    size: file.size,
    diskKey: file.key,
    relativePath: metadata.relativePath,
    parentId: metadata.parentId,
    disk: storage.driver,
    fingerprint: file.fingerprint,
  });
}
