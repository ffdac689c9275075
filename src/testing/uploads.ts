import { createHash, randomBytes } from 'node:crypto';

// Test data for uploads: files whose first bytes are real magic numbers.

/** An MP4-looking file: an `ftyp` box (isom brand) followed by `size` random bytes in total. */
export function fakeMp4(size = 64 * 1024): Buffer {
  const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

export const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A multipart body as a browser's FormData would send it. */
export function uploadForm(file: Buffer, name: string, fields: Record<string, string> = {}, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
