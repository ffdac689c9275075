import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { startTestS3, type TestS3 } from '../../../testing/s3';

// GET /storage/* with STORAGE_DRIVER=s3: public files are a redirect to a presigned GET of the
// private bucket, with the type and disposition fixed by the signature.

let s3: TestS3;
let t: TestContext;
const webp = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1');

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestContext({ env: s3.env });
  await t.services.storage.put('avatars/1/a.webp', webp);
  await t.services.storage.put('notes/readme.html', Buffer.from('<script>alert(1)</script>'));
  await t.services.storage.put('media/videos/7/hls/master.m3u8', Buffer.from('#EXTM3U\n'));
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('GET /storage/* on S3', () => {
  it('redirects a public image to a presigned URL that returns it as an image', async () => {
    const res = await t.request('/storage/avatars/1/a.webp');
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const body = await fetch(res.headers.get('location')!);
    expect(body.status).toBe(200);
    expect(body.headers.get('content-type')).toBe('image/webp');
    expect(body.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(Buffer.from(await body.arrayBuffer()).equals(webp)).toBe(true);
    // the same URL within the signing window, so browsers can cache the image
    expect((await t.request('/storage/avatars/1/a.webp')).headers.get('location')).toBe(res.headers.get('location'));
  });

  it('makes anything that is not media or an image a download', async () => {
    const res = await t.request('/storage/notes/readme.html');
    const body = await fetch(res.headers.get('location')!);
    expect(body.headers.get('content-disposition')).toBe('attachment');
    expect(body.headers.get('content-type')).toBe('text/html');
  });

  it('keeps gated media and traversal attempts out, as on local disk', async () => {
    expect((await t.request('/storage/media/videos/7/hls/master.m3u8')).status).toBe(404);
    for (const p of ['/storage/..%2f..%2fetc%2fpasswd', '/storage/avatars/..%2f..%2f..%2fmarquee.db']) {
      expect((await t.request(p)).status).toBe(404);
    }
  });
});
