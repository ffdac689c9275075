import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTitle } from '../features/catalogue/common/factories';
import { createTestUser } from '../testing/factories';
import { useTestContext } from '../testing/harness';
import { fakeMp4, uploadForm } from '../testing/uploads';
import { type S3StandIn, startS3StandIn } from '../testing/s3-stand-in';
import { S3Storage } from './storage-s3';

// An S3 endpoint that fails, refuses, sends garbage or hangs: every call says which service failed
// and what to do (502/503/504), and a failed upload leaves no row pointing at a missing file.
let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());

const storageAt = (endpoint: string) =>
  new S3Storage({
    bucket: 'media',
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    forcePathStyle: true,
    timeoutMs: 100,
  });

describe('S3 storage while the endpoint fails', () => {
  const calls = {
    upload: (s: S3Storage) => s.put('posters/a.webp', Buffer.from('bytes')),
    read: (s: S3Storage) => s.read('posters/a.webp'),
    delete: (s: S3Storage) => s.delete('posters/a.webp'),
  };

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s: a 500 from S3 is a 502 naming it, once the retries are spent',
    async (call) => {
      s3.fail('internal-error');
      s3.requests.length = 0;
      const err = await calls[call](storageAt(s3.endpoint)).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 502, provider: 'The S3 storage service' });
      expect((err as Error).message).toMatch(
        /^The S3 storage service answered 500 \(InternalError\)\. Try again in a few minutes; .*S3_ENDPOINT/,
      );
      expect(s3.requests.length).toBeGreaterThan(1);
    },
  );

  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s: an endpoint that does not answer is a 504', async (call) => {
    s3.fail('silent');
    const err = await calls[call](storageAt(s3.endpoint)).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 504, message: expect.stringMatching(/^The S3 storage service did not answer in time\./) });
  });

  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s: an endpoint nobody listens on is a 503', async (call) => {
    const err = await calls[call](storageAt(s3.downEndpoint)).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, message: expect.stringMatching(/^The S3 storage service could not be reached\./) });
  });

  it('a refusal of this server’s keys says to check the S3 settings', async () => {
    s3.fail('access-denied');
    const err = await calls.upload(storageAt(s3.endpoint)).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 502,
      message: 'The S3 storage service refused this server (AccessDenied): check the S3_ settings (endpoint, bucket and keys).',
    });
  });

  it('an answer that is not S3’s XML is a 502', async () => {
    s3.fail('not-xml');
    const err = await storageAt(s3.endpoint)
      .deletePrefix('images/title/1')
      .catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 502,
      message: expect.stringMatching(/^The S3 storage service sent an answer that could not be read\./),
    });
  });
});

describe('POST images while S3 fails', () => {
  const t = useTestContext(() => ({
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      PROVIDER_TIMEOUT_MS: '100',
    },
  }));

  it.each([
    ['internal-error', 502],
    ['silent', 504],
  ] as const)('answers %s with %i and stores no image row', async (mode, status) => {
    const title = await createTestTitle(t.db);
    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    s3.fail(mode);
    const png = await sharp({ create: { width: 100, height: 150, channels: 3, background: '#335' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries({ model_type: 'title', model_id: String(title.id), type: 'poster' })) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'poster.png');
    const res = await t.request('/api/v1/images', { method: 'POST', body: form });
    expect(res.status).toBe(status);
    expect((await res.json()).message).toMatch(/^The S3 storage service /);
    expect(await t.db.selectFrom('images').select('id').where('model_id', '=', title.id).execute()).toEqual([]);
    const row = await t.db.selectFrom('titles').select('poster').where('id', '=', title.id).executeTakeFirstOrThrow();
    expect(row.poster).toBe(title.poster);
  });

  it('answers a file upload the endpoint refuses with 502 and keeps no file entry', async () => {
    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    s3.fail('access-denied');
    const res = await t.request('/api/v1/file-entries', { method: 'POST', body: uploadForm(fakeMp4(), 'trailer.mp4') });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(/^The S3 storage service refused this server \(AccessDenied\)/);
    expect(await t.db.selectFrom('file_entries').select('id').execute()).toEqual([]);
  });
});
