import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { LocalStorage } from '../../../platform/storage';
import { useTestContext } from '../../../testing/harness';
import { insertProcessedVideo } from '../../../testing/streaming-videos';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { mediaKeyPrefix, mediaUrl, verifyMediaSignature } from './media.signing';
import { parseRange } from './media.range';

const t = useTestContext({}, { each: true });
let fullId: number;
let trailerId: number;
const data = randomBytes(10_000);

beforeEach(async () => {
  const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' });
  fullId = await insertProcessedVideo(t.db, titleId, { category: 'full', sourceKey: 'uploads/src.mp4' });
  trailerId = await insertProcessedVideo(t.db, titleId, { category: 'trailer', sourceKey: 'uploads/src.mp4' });
  for (const id of [fullId, trailerId]) {
    const p = mediaKeyPrefix(id);
    await t.services.storage.put(
      `${p}hls-1/master.m3u8`,
      Buffer.from('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=928000,RESOLUTION=320x240\n240p/index.m3u8\n'),
    );
    await t.services.storage.put(
      `${p}hls-1/240p/index.m3u8`,
      Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:4.0,\nseg_0000.ts\n#EXT-X-ENDLIST\n'),
    );
    await t.services.storage.put(`${p}hls-1/240p/seg_0000.ts`, data);
    await t.services.storage.put(`${p}captions/en.vtt`, Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'));
    await t.services.storage.put(`${p}notes.html`, Buffer.from('<script>alert(1)</script>'));
  }
});

const seg = (id = fullId) => mediaUrl(t.config.DATA_DIR, id, 'hls-1/240p/seg_0000.ts');
const get = (url: string, headers: Record<string, string> = {}) => t.request(url, { headers });

describe('parseRange', () => {
  it('reads single, suffix and open ranges and refuses malformed ones', () => {
    expect(parseRange('bytes=0-0', 100)).toEqual({ kind: 'single', start: 0, end: 0 });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'single', start: 0, end: 99 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'single', start: 90, end: 99 });
    expect(parseRange('bytes=50-1000', 100)).toEqual({ kind: 'single', start: 50, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'multi' });
    for (const bad of [
      'bytes=100-',
      'bytes=5-2',
      'bytes=',
      'bytes=-',
      'bytes=abc',
      'bytes=-0',
      'bytes=1-2,x',
      '0-10',
      'bytes=99999999999999999-',
    ]) {
      expect(parseRange(bad, 100)).toEqual({ kind: 'unsatisfiable' });
    }
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'none' });
  });
});

describe('GET videos/{id}/stream/*', () => {
  it('serves a whole segment with media headers and long immutable caching', async () => {
    const res = await get(seg());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp2t');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });

  it('answers first byte, middle, last byte, suffix and open ranges with 206', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=4000-4999', 4000, 4999],
      ['bytes=9999-9999', 9999, 9999],
      ['bytes=-500', 9500, 9999],
      ['bytes=100-', 100, 9999],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(seg(), { range });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/10000`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await res.arrayBuffer()).equals(data.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers unsatisfiable and malformed ranges with 416 every time, and multi-ranges with the full body', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      for (const range of ['bytes=10000-', 'bytes=20000-30000', 'bytes=5-2', 'bytes=abc', 'bytes=-0', '5-10']) {
        const res = await get(seg(), { range });
        expect(res.status).toBe(416);
        expect(res.headers.get('content-range')).toBe('bytes */10000');
      }
    }
    const multi = await get(seg(), { range: 'bytes=0-1,5-6' });
    expect(multi.status).toBe(200);
    expect((await multi.arrayBuffer()).byteLength).toBe(10000);
  });

  it('honours If-Range, If-None-Match and Last-Modified', async () => {
    const first = await get(seg());
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await get(seg(), { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    const stale = await get(seg(), { range: 'bytes=0-9', 'if-range': '"other"' });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(10000);
    expect((await get(seg(), { range: 'bytes=0-9', 'if-range': first.headers.get('last-modified')! })).status).toBe(206);
    expect((await get(seg(), { 'if-none-match': etag })).status).toBe(304);
  });

  it('serves playlists with their type, short caching and the signature carried into segment URIs', async () => {
    const res = await get(mediaUrl(t.config.DATA_DIR, fullId, 'hls-1/master.m3u8'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    const text = await res.text();
    const uri = text.split('\n').find((l) => l.startsWith('240p/'))!;
    expect(uri).toMatch(/^240p\/index\.m3u8\?exp=\d+&sig=[0-9a-f]{32}$/);
    // the rewritten relative URI works as the player would resolve it
    const child = await get(`/api/v1/videos/${fullId}/stream/hls-1/${uri}`);
    expect(child.status).toBe(200);
    expect(await child.text()).toMatch(/seg_0000\.ts\?exp=/);
    const vtt = await get(mediaUrl(t.config.DATA_DIR, fullId, 'captions/en.vtt'));
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const html = await get(mediaUrl(t.config.DATA_DIR, fullId, 'notes.html'));
    expect(html.headers.get('content-type')).toBe('application/octet-stream');
    expect(html.headers.get('content-disposition')).toBe('attachment');
  });
});

describe('HEAD and presigning storage', () => {
  it('answers HEAD with the headers and no body', async () => {
    const res = await t.request(seg(), { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-length')).toBe('10');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('redirects to a presigned URL when the storage driver can presign (S3)', async () => {
    class PresigningLocal extends LocalStorage {
      async presignedGetUrl(key: string, opts: { expiresInSeconds: number }) {
        return `https://bucket.example.com/${key}?X-Amz-Expires=${opts.expiresInSeconds}`;
      }
    }
    (t.services as { storage: unknown }).storage = new PresigningLocal(t.config.paths.storage);
    const res = await get(seg());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `https://bucket.example.com/${mediaKeyPrefix(fullId)}hls-1/240p/seg_0000.ts?X-Amz-Expires=600`,
    );
    // playlists are still rewritten by the app
    expect((await get(mediaUrl(t.config.DATA_DIR, fullId, 'hls-1/master.m3u8'))).status).toBe(200);
  });
});

describe('signed media URLs', () => {
  it('refuses full videos without, with expired or with tampered signatures (403)', async () => {
    const path = `/api/v1/videos/${fullId}/stream/hls-1/240p/seg_0000.ts`;
    expect((await get(path)).status).toBe(403);
    const signed = seg();
    const sig = new URL(signed, 'http://x').searchParams.get('sig')!;
    const exp = Number(new URL(signed, 'http://x').searchParams.get('exp'));
    expect((await get(`${path}?exp=${exp}&sig=${sig.replace(/^./, sig[0] === 'a' ? 'b' : 'a')}`)).status).toBe(403);
    expect((await get(`${path}?exp=${exp + 300}&sig=${sig}`)).status).toBe(403);
    // a signature of one video does not open another
    expect((await get(`/api/v1/videos/${trailerId}/stream/hls-1/240p/seg_0000.ts?exp=${exp}&sig=${sig}`)).status).toBe(403);
    expect(verifyMediaSignature(t.config.DATA_DIR, fullId, String(exp), sig, (exp + 1) * 1000)).toBe('expired');
    expect((await get(`${path}?exp=1000&sig=${sig}`)).status).toBe(403);
    expect((await get(signed)).status).toBe(200);
  });

  it('issues signed URLs of full videos only to viewers with videos.play', async () => {
    const withPlay = (await (await get(`/api/v1/videos/${fullId}`)).json()).video;
    expect(withPlay.sources[0].src).toMatch(
      new RegExp(`^/api/v1/videos/${fullId}/stream/hls-1/master\\.m3u8\\?exp=\\d+&sig=[0-9a-f]{32}$`),
    );
    const perm = await t.db.selectFrom('permissions').select('id').where('name', '=', 'videos.play').executeTakeFirstOrThrow();
    await t.db.deleteFrom('role_permissions').where('permission_id', '=', perm.id).execute();
    t.services.cache.clear();
    expect((await (await get(`/api/v1/videos/${fullId}`)).json()).video.sources).toEqual([]);
    expect((await (await get(`/api/v1/videos/${trailerId}`)).json()).video.sources).toHaveLength(1);
  });

  it('lets trailers play unsigned with titles.view only, and signed full videos without any session', async () => {
    expect((await get(`/api/v1/videos/${trailerId}/stream/hls-1/240p/seg_0000.ts`)).status).toBe(200);
    await t.db.deleteFrom('role_permissions').execute();
    t.services.cache.clear();
    expect((await get(`/api/v1/videos/${trailerId}/stream/hls-1/240p/seg_0000.ts`)).status).toBe(401);
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    expect((await get(`/api/v1/videos/${trailerId}/stream/hls-1/240p/seg_0000.ts`)).status).toBe(403);
    t.signOut();
    expect((await get(seg())).status).toBe(200);
  });
});
