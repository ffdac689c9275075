import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { startTestS3, type TestS3 } from '../../../testing/s3';
import { insertProcessedVideo } from '../../../testing/streaming-videos';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { mediaKeyPrefix, mediaUrl } from './media.signing';

// Media delivery with STORAGE_DRIVER=s3 against a real S3-compatible server (s3rver): after the
// signature/permission checks the app answers 302 to a short-lived presigned GET, whose signed
// response headers fix the type and disposition. Playlists are still rewritten by the app.

let s3: TestS3;
let t: TestContext;
let videoId: number;
const data = randomBytes(50_000);

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestContext({ env: s3.env });
  const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' });
  videoId = await insertProcessedVideo(t.db, titleId, { category: 'full', sourceKey: 'media/uploads/1/src.mp4' });
  const p = mediaKeyPrefix(videoId);
  await t.services.storage.put(`${p}hls-1/master.m3u8`, Buffer.from('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=928000\n240p/index.m3u8\n'));
  await t.services.storage.put(`${p}hls-1/240p/seg_0000.ts`, data);
  await t.services.storage.put(`${p}notes.html`, Buffer.from('<script>alert(1)</script>'));
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const follow = (location: string, headers: Record<string, string> = {}) => fetch(location, { headers });

describe('media on S3', () => {
  it('uses the S3 driver when STORAGE_DRIVER=s3', () => {
    expect(t.services.storage.driver).toBe('s3');
  });

  it('checks the signature first, then redirects to a presigned URL that returns the bytes', async () => {
    const path = `/api/v1/videos/${videoId}/stream/hls-1/240p/seg_0000.ts`;
    const unsigned = await t.request(path);
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('location')).toBeNull();

    const res = await t.request(mediaUrl(t.config.DATA_DIR, videoId, 'hls-1/240p/seg_0000.ts'));
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${mediaKeyPrefix(videoId)}hls-1/240p/seg_0000.ts?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(new URL(location).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);

    const body = await follow(location);
    expect(body.status).toBe(200);
    expect(body.headers.get('content-type')).toBe('video/mp2t');
    expect(body.headers.get('content-disposition')).toBe('inline');
    expect(body.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await body.arrayBuffer()).equals(data)).toBe(true);
  });

  it('serves ranges from the redirect target: first byte, middle, last byte, suffix', async () => {
    const location = (await t.request(mediaUrl(t.config.DATA_DIR, videoId, 'hls-1/240p/seg_0000.ts'))).headers.get('location')!;
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=20000-29999', 20000, 29999],
      ['bytes=49999-49999', 49999, 49999],
      ['bytes=-100', 49900, 49999],
    ];
    for (const [range, start, end] of cases) {
      const res = await follow(location, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/50000`);
      expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(start, end + 1))).toBe(true);
    }
  });

  it('never lets the bucket serve a stored page as HTML', async () => {
    const res = await t.request(mediaUrl(t.config.DATA_DIR, videoId, 'notes.html'));
    expect(res.status).toBe(302);
    const body = await follow(res.headers.get('location')!);
    expect(body.headers.get('content-type')).toBe('application/octet-stream');
    expect(body.headers.get('content-disposition')).toBe('attachment');
  });

  it('still rewrites playlists in the app, reading them from the bucket', async () => {
    const res = await t.request(mediaUrl(t.config.DATA_DIR, videoId, 'hls-1/master.m3u8'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await res.text()).toMatch(/^240p\/index\.m3u8\?exp=\d+&sig=[0-9a-f]{32}$/m);
  });
});
