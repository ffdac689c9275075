import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type Busboy from 'busboy';
import { validationError } from '../../../http/errors';
import { lazyRequire } from '../../../platform/lazy-require';

// The multipart body of POST users/me/imports, streamed into a temp file as it arrives (never
// held in memory) and cut off at the size limit.

export interface ReceivedUpload {
  file: string;
  name: string;
  fields: Record<string, string>;
  remove(): void;
}

// loaded with the first upload, not with the server
const busboy = lazyRequire<typeof Busboy>('busboy');

const CHOOSE = 'Choose the file to import.';

export async function receiveImportUpload(request: Request, maxBytes: number): Promise<ReceivedUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data') || !request.body) throw validationError({ file: [CHOOSE] });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-upload-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let name: string | null = null;
  let truncated = false;
  try {
    const parser = busboy()({ headers: { 'content-type': type }, limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: maxBytes } });
    const writes: Promise<void>[] = [];
    parser.on('field', (key, value) => (fields[key] = value));
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || name !== null) return stream.resume();
      name = info.filename || 'upload';
      stream.on('limit', () => (truncated = true));
      writes.push(pipeline(stream, fs.createWriteStream(path.join(dir, 'upload'))));
    });
    await pipeline(Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch {
    remove();
    throw validationError({ file: ['The upload was interrupted or malformed. Please try again.'] });
  }
  if (name === null) {
    remove();
    throw validationError({ file: [CHOOSE] });
  }
  if (truncated) {
    remove();
    throw validationError({ file: [`The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB this site accepts.`] });
  }
  return { file: path.join(dir, 'upload'), name, fields, remove };
}
