import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../testing/factories';
import { createTestContext, type TestContext } from '../../../../testing/harness';
import { startTestS3, type TestS3 } from '../../../../testing/s3';
import type { S3Storage } from '../../../../platform/storage-s3';
import { scheduledTasks } from '../../../../platform/scheduler';
import { ABANDONED_DAYS, pruneAbandonedS3Uploads } from './s3-uploads.prune';

// The direct-to-S3 upload calls against a real S3-compatible server (s3rver on loopback).

let s3: TestS3;
let t: TestContext;
let userId: number;

/** Bytes that sniff as MP4 (an ftyp box) followed by noise. */
const mp4 = (size: number) => {
  const b = randomBytes(size);
  b.writeUInt32BE(24, 0);
  b.write('ftypisom', 4, 'latin1');
  return b;
};
const call = async (path: string, json: unknown) => {
  const res = await t.request(`/api/v1/${path}`, { method: 'POST', json });
  return { status: res.status, body: (await res.json()) as any };
};
const put = (url: string, body: Buffer, type = 'video/mp4') =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } });
const file = (size: number, name = 'clip.mp4') => ({
  filename: name,
  mime: 'video/mp4',
  extension: name.split('.').pop(),
  size,
  metadata: {},
});
const storage = () => t.services.storage as S3Storage;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestContext({ env: s3.env });
  await t.services.settings.save({ 'uploads.s3_direct_upload': true });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});
beforeEach(async () => {
  userId = (await createTestUser(t.db)).id;
  t.signOut();
  await t.signIn(userId);
});

describe('availability and access', () => {
  it('answers 404 with a clear message when direct upload is off or storage is local', async () => {
    await t.services.settings.save({ 'uploads.s3_direct_upload': false });
    const off = await call('s3/simple/presign', file(10));
    await t.services.settings.save({ 'uploads.s3_direct_upload': true });
    expect(off.status).toBe(404);
    expect(off.body.message).toMatch(/Direct uploads to S3 are not enabled/);

    const local = await createTestContext();
    try {
      await local.services.settings.save({ 'uploads.s3_direct_upload': true });
      await local.signIn((await createTestUser(local.db)).id);
      const res = await local.request('/api/v1/s3/multipart/create', { method: 'POST', json: file(10) });
      expect(res.status).toBe(404);
    } finally {
      await local.close();
    }
  });

  it('needs a signed-in user with files.create', async () => {
    t.signOut();
    expect((await call('s3/simple/presign', file(10))).status).toBe(401);
    const noFiles = await createTestUser(t.db, { roleIds: [] });
    await t.signIn(noFiles.id);
    expect((await call('s3/multipart/create', file(10))).status).toBe(403);
  });

  it('checks size and type before signing anything (422 on file)', async () => {
    const blocked = await call('s3/simple/presign', file(100, 'page.html'));
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors.file).toEqual(['This file type is not allowed']);
    await t.services.settings.save({ 'uploads.max_size_mb': 1 });
    const big = await call('s3/multipart/create', file(2 * 1024 * 1024));
    await t.services.settings.save({ 'uploads.max_size_mb': 5120 });
    expect(big.status).toBe(422);
    expect(big.body.errors.file[0]).toMatch(/^clip\.mp4 exceeds maximum allowed size of 1/);
    expect((await call('s3/simple/presign', { ...file(10), size: -1 })).status).toBe(422);
  });
});

describe('simple presigned PUT', () => {
  it('issues a server-chosen key, accepts the PUT and creates the entry from the stored object', async () => {
    const bytes = mp4(30_000);
    const { status, body } = await call('s3/simple/presign', { ...file(bytes.length), filename: '../../etc/evil name.mp4' });
    expect(status).toBe(200);
    expect(body.acl).toBe('private');
    expect(body.key).toMatch(new RegExp(`^media/uploads/${userId}/[0-9a-f-]{36}\\.mp4$`));
    // the declared length is signed: S3 refuses a body of another size
    expect(new URL(body.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect((await put(body.url, bytes)).status).toBe(200);

    const entry = await call('s3/entries', {
      filename: body.key.split('/').pop(),
      clientName: 'evil name.mp4',
      clientMime: 'video/mp4',
      clientExtension: 'mp4',
      size: bytes.length,
      metadata: { relativePath: 'Season 1/evil name.mp4' },
    });
    expect(entry.status).toBe(200);
    expect(entry.body.fileEntry).toMatchObject({
      name: 'evil name.mp4',
      path: body.key,
      size: bytes.length,
      mime: 'video/mp4',
      disk: 's3',
      relativePath: 'Season 1/evil name.mp4',
    });
    expect((await storage().read(body.key)).equals(bytes)).toBe(true);
    // one entry per upload
    expect((await call('s3/entries', { filename: body.key, clientName: 'x.mp4', size: bytes.length })).status).toBe(409);
  });

  it('refuses an object whose size differs from the declared one, and removes it', async () => {
    const { body } = await call('s3/simple/presign', file(1000));
    await put(body.url, mp4(600));
    const entry = await call('s3/entries', { filename: body.key, clientName: 'clip.mp4', size: 1000 });
    expect(entry.status).toBe(422);
    expect(entry.body.errors.file[0]).toMatch(/size/);
    expect(await storage().stat(body.key)).toBeNull();
  });

  it('judges the type by the stored bytes: a page named .mp4 is refused and removed', async () => {
    const page = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const { body } = await call('s3/simple/presign', file(page.length));
    await put(body.url, page);
    const entry = await call('s3/entries', { filename: body.key, clientName: 'clip.mp4', size: page.length });
    expect(entry.status).toBe(422);
    expect(entry.body.errors.file).toEqual(['This file type is not allowed']);
    expect(await storage().stat(body.key)).toBeNull();
  });

  it("refuses keys the user was not given: made-up, traversal, or another user's", async () => {
    const { body } = await call('s3/simple/presign', file(10));
    await put(body.url, mp4(10));
    for (const filename of ['made-up.mp4', `media/uploads/${userId}/other.mp4`, '../../app.key', 'avatars/1/a.webp']) {
      expect((await call('s3/entries', { filename, clientName: 'a.mp4', size: 10 })).status, filename).toBe(404);
    }
    await t.signIn((await createTestUser(t.db)).id);
    expect((await call('s3/entries', { filename: body.key, clientName: 'a.mp4', size: 10 })).status).toBe(404);
    expect(await storage().stat(body.key)).not.toBeNull();
  });
});

describe('multipart', () => {
  const MB = 1024 * 1024;

  it('creates, signs in batches, lists parts, completes and makes the entry', async () => {
    const bytes = mp4(5 * MB + 1234);
    const created = await call('s3/multipart/create', file(bytes.length));
    expect(created.status).toBe(200);
    const { key, uploadId } = created.body;
    expect(key).toMatch(new RegExp(`^media/uploads/${userId}/`));

    // a declared 5 MB + 1234 bytes has at most 2 parts
    expect((await call('s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [1, 2, 3] })).status).toBe(422);
    const signed = await call('s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [1, 2] });
    expect(signed.body.urls.map((u: { partNumber: number }) => u.partNumber)).toEqual([1, 2]);
    const etags: string[] = [];
    for (const [i, chunk] of [bytes.subarray(0, 5 * MB), bytes.subarray(5 * MB)].entries()) {
      const res = await put(signed.body.urls[i].url, chunk);
      expect(res.status).toBe(200);
      etags.push(res.headers.get('etag')!);
    }
    const listed = await call('s3/multipart/get-uploaded-parts', { key, uploadId });
    expect(listed.body.parts).toEqual([
      { PartNumber: 1, ETag: etags[0], Size: 5 * MB },
      { PartNumber: 2, ETag: etags[1], Size: 1234 },
    ]);
    // not complete yet: no entry
    expect((await call('s3/entries', { filename: key, clientName: 'clip.mp4', size: bytes.length })).status).toBe(422);
    const parts = listed.body.parts.map((p: { PartNumber: number; ETag: string }) => ({ PartNumber: p.PartNumber, ETag: p.ETag }));
    expect((await call('s3/multipart/complete', { key, uploadId, parts })).status).toBe(200);
    expect((await call('s3/multipart/complete', { key, uploadId, parts })).status).toBe(200); // a retry is harmless
    const entry = await call('s3/entries', {
      filename: key.split('/').pop(),
      clientName: 'clip.mp4',
      clientMime: 'video/mp4',
      size: bytes.length,
    });
    expect(entry.status).toBe(200);
    expect(entry.body.fileEntry.size).toBe(bytes.length);
    expect((await storage().read(key)).equals(bytes)).toBe(true);
  });

  it('aborts: parts are gone and the upload can no longer be used', async () => {
    const { body } = await call('s3/multipart/create', file(6 * MB));
    const { key, uploadId } = body;
    const signed = await call('s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [1] });
    await put(signed.body.urls[0].url, mp4(5 * MB));
    expect((await call('s3/multipart/abort', { key, uploadId })).status).toBe(200);
    expect((await call('s3/multipart/get-uploaded-parts', { key, uploadId })).status).toBe(404);
    expect((await call('s3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [2] })).status).toBe(404);
    expect((await call('s3/entries', { filename: key, clientName: 'clip.mp4', size: 6 * MB })).status).toBe(404);
  });

  it("refuses another user's key or upload id, and mismatched pairs", async () => {
    const mine = (await call('s3/multipart/create', file(6 * MB))).body;
    const other = (await call('s3/multipart/create', file(6 * MB))).body;
    expect((await call('s3/multipart/get-uploaded-parts', { key: mine.key, uploadId: other.uploadId })).status).toBe(404);
    await t.signIn((await createTestUser(t.db)).id);
    for (const path of ['s3/multipart/get-uploaded-parts', 's3/multipart/abort']) {
      expect((await call(path, { key: mine.key, uploadId: mine.uploadId })).status, path).toBe(404);
    }
    expect((await call('s3/multipart/batch-sign-part-urls', { ...mine, partNumbers: [1] })).status).toBe(404);
    expect((await call('s3/multipart/complete', { ...mine, parts: [{ PartNumber: 1, ETag: '"x"' }] })).status).toBe(404);
  });

  it('lets a browser on another origin PUT parts to the test bucket and read their ETag (CORS)', async () => {
    const { body } = await call('s3/multipart/create', file(6 * MB));
    const { url } = (await call('s3/multipart/batch-sign-part-urls', { ...body, partNumbers: [1] })).body.urls[0];
    const origin = 'http://localhost:3000';
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:3000)$/);
    const res = await fetch(url, { method: 'PUT', body: new Uint8Array(mp4(5 * MB)), headers: { origin } });
    expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
  });

  it('validates bodies with field errors', async () => {
    const { body } = await call('s3/multipart/create', file(6 * MB));
    const bad = await call('s3/multipart/batch-sign-part-urls', { key: body.key, uploadId: body.uploadId, partNumbers: [0, 10001] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['partNumbers.0', 'partNumbers.1']));
    const dup = await call('s3/multipart/complete', {
      ...body,
      parts: [
        { PartNumber: 1, ETag: '"a"' },
        { PartNumber: 1, ETag: '"a"' },
      ],
    });
    expect(dup.status).toBe(422);
    expect((await call('s3/multipart/create', { size: 5 })).body.errors.filename).toBeDefined();
  });
});

describe('abandoned uploads', () => {
  it("aborts open multipart uploads and deletes entry-less objects after a week, never an entry's file", async () => {
    const MB = 1024 * 1024;
    const open = (await call('s3/multipart/create', file(6 * MB))).body;
    const signed = await call('s3/multipart/batch-sign-part-urls', { ...open, partNumbers: [1] });
    await put(signed.body.urls[0].url, mp4(5 * MB));
    const orphan = (await call('s3/simple/presign', file(100))).body;
    await put(orphan.url, mp4(100));
    const kept = (await call('s3/simple/presign', file(100))).body;
    const bytes = mp4(100);
    await put(kept.url, bytes);
    expect((await call('s3/entries', { filename: kept.key, clientName: 'clip.mp4', size: 100 })).status).toBe(200);

    const day = 86_400_000;
    expect(await pruneAbandonedS3Uploads(t.db, t.services.storage, Date.now() + (ABANDONED_DAYS - 1) * day)).toEqual({
      aborted: 0,
      removed: 0,
    });
    const result = await pruneAbandonedS3Uploads(t.db, t.services.storage, Date.now() + (ABANDONED_DAYS + 1) * day);
    expect(result.aborted).toBeGreaterThanOrEqual(2);
    expect((await call('s3/multipart/get-uploaded-parts', open)).status).toBe(404);
    await expect(storage().listParts(open.key, open.uploadId)).rejects.toThrow();
    expect(await storage().stat(orphan.key)).toBeNull();
    expect((await storage().read(kept.key)).equals(bytes)).toBe(true);
    expect(scheduledTasks().some((task) => task.name === 'uploads:s3-abandoned')).toBe(true);
  });
});
