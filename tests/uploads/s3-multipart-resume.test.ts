import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Storage } from '../../src/platform/storage-s3';
import { createTestUser } from '../../src/testing/factories';
import { createTestContext, type TestContext } from '../../src/testing/harness';
import { startTestS3, type TestS3 } from '../../src/testing/s3';

// Acceptance (issue 7, upload robustness): a direct-to-S3 multipart upload of a 25 MB file in
// 5 MB parts is interrupted in the middle of a part, then resumed from the saved multipart state
// (spec section 3: createdAt, fileKey, uploadId) with get-uploaded-parts: only the missing parts
// are sent again, and the stored object's SHA-256 equals the source's. The bytes travel over real
// HTTP to an S3-compatible server on loopback (s3rver); the app's calls go through app.request.

const MB = 1024 * 1024;
const PART = 5 * MB;
const SIZE = 25 * MB + 333_333; // six parts, the last one short

let s3: TestS3;
let t: TestContext;
let dir: string;
let source: string;
let sourceSha: string;

const api = async (call: string, json: unknown) => {
  const res = await t.request(`/api/v1/${call}`, { method: 'POST', json });
  const body = (await res.json()) as any;
  if (res.status !== 200) throw new Error(`${call}: ${res.status} ${JSON.stringify(body)}`);
  return body;
};

/** The bytes of one part, read from disk the way a browser slices a File. */
function slice(partNumber: number): Buffer {
  const start = (partNumber - 1) * PART;
  const length = Math.min(PART, SIZE - start);
  const buf = Buffer.alloc(length);
  const fd = fs.openSync(source, 'r');
  try {
    fs.readSync(fd, buf, 0, length, start);
  } finally {
    fs.closeSync(fd);
  }
  return buf;
}

const partCount = Math.ceil(SIZE / PART);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-s3-resume-'));
  source = path.join(dir, 'episode.mp4');
  // an MP4 header (the upload rules sniff the content) followed by incompressible bytes
  const hash = createHash('sha256');
  const out = fs.openSync(source, 'w');
  let written = 0;
  while (written < SIZE) {
    const chunk = randomBytes(Math.min(MB, SIZE - written));
    if (written === 0) {
      chunk.writeUInt32BE(24, 0);
      chunk.write('ftypisom', 4, 'latin1');
    }
    fs.writeSync(out, chunk);
    hash.update(chunk);
    written += chunk.length;
  }
  fs.closeSync(out);
  sourceSha = hash.digest('hex');

  s3 = await startTestS3();
  t = await createTestContext({ env: s3.env });
  await t.services.settings.save({ 'uploads.s3_direct_upload': true });
  await t.signIn((await createTestUser(t.db)).id);
});

afterAll(async () => {
  await t?.close();
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** PUTs one part to its presigned URL; returns its ETag as the browser reads it. */
async function putPart(url: string, body: Buffer) {
  const res = await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
  expect(res.status).toBe(200);
  return res.headers.get('etag')!;
}

/** Starts sending a part and cuts the connection after 1 MB, like a closed tab. */
async function putPartInterrupted(url: string, body: Buffer) {
  const controller = new AbortController();
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new Uint8Array(body.subarray(0, MB)));
      setTimeout(() => controller.abort(), 200);
    },
  });
  await expect(fetch(url, { method: 'PUT', body: stream, signal: controller.signal, duplex: 'half' } as RequestInit)).rejects.toThrow();
}

describe('S3 multipart upload, interrupted and resumed', () => {
  it('resumes from get-uploaded-parts, sends only the missing parts, and stores the exact bytes', async () => {
    // first browser session: create, sign a batch, send three parts, die inside the fourth
    const created = await api('s3/multipart/create', {
      filename: 'episode.mp4',
      mime: 'video/mp4',
      size: SIZE,
      extension: 'mp4',
      metadata: {},
    });
    const saved = JSON.stringify({ createdAt: Date.now(), fileKey: created.key, uploadId: created.uploadId });
    const firstBatch = await api('s3/multipart/batch-sign-part-urls', {
      key: created.key,
      uploadId: created.uploadId,
      partNumbers: Array.from({ length: partCount }, (_, i) => i + 1).slice(0, 10),
    });
    for (const n of [1, 2, 3]) await putPart(firstBatch.urls[n - 1].url, slice(n));
    await putPartInterrupted(firstBatch.urls[3].url, slice(4));

    // second session: only the saved state survives
    const state = JSON.parse(saved) as { fileKey: string; uploadId: string };
    const { parts: uploaded } = await api('s3/multipart/get-uploaded-parts', { key: state.fileKey, uploadId: state.uploadId });
    expect(uploaded.map((p: { PartNumber: number }) => p.PartNumber)).toEqual([1, 2, 3]);
    expect(uploaded.every((p: { Size: number }) => p.Size === PART)).toBe(true);

    const have = new Set<number>(uploaded.map((p: { PartNumber: number }) => p.PartNumber));
    const missing = Array.from({ length: partCount }, (_, i) => i + 1).filter((n) => !have.has(n));
    expect(missing).toEqual([4, 5, 6]);
    const parts: { PartNumber: number; ETag: string }[] = uploaded.map((p: { PartNumber: number; ETag: string }) => ({
      PartNumber: p.PartNumber,
      ETag: p.ETag,
    }));
    for (let i = 0; i < missing.length; i += 10) {
      const batch = await api('s3/multipart/batch-sign-part-urls', {
        key: state.fileKey,
        uploadId: state.uploadId,
        partNumbers: missing.slice(i, i + 10),
      });
      for (const { url, partNumber } of batch.urls as { url: string; partNumber: number }[]) {
        parts.push({ PartNumber: partNumber, ETag: await putPart(url, slice(partNumber)) });
      }
    }
    await api('s3/multipart/complete', { key: state.fileKey, uploadId: state.uploadId, parts });
    const { fileEntry } = await api('s3/entries', {
      filename: state.fileKey.split('/').pop(),
      clientName: 'episode.mp4',
      clientMime: 'video/mp4',
      clientExtension: 'mp4',
      size: SIZE,
      metadata: {},
    });
    expect(fileEntry).toMatchObject({ path: state.fileKey, size: SIZE, mime: 'video/mp4', disk: 's3' });

    const hash = createHash('sha256');
    for await (const chunk of await (t.services.storage as S3Storage).stream(state.fileKey)) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(sourceSha);
  });

  it('uploads a smaller file with one presigned PUT, byte for byte', async () => {
    const bytes = slice(1);
    const presigned = await api('s3/simple/presign', {
      filename: 'trailer.mp4',
      mime: 'video/mp4',
      disk: 'uploads',
      size: bytes.length,
      extension: 'mp4',
      metadata: {},
    });
    const res = await fetch(presigned.url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'video/mp4' } });
    expect(res.status).toBe(200);
    const { fileEntry } = await api('s3/entries', {
      filename: presigned.key.split('/').pop(),
      clientName: 'trailer.mp4',
      clientMime: 'video/mp4',
      clientExtension: 'mp4',
      size: bytes.length,
      metadata: {},
    });
    expect(fileEntry.size).toBe(bytes.length);
    expect(sha256(await t.services.storage.read(presigned.key))).toBe(sha256(bytes));
  });
});
