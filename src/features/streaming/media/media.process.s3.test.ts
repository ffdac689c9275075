import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../../../platform/ffmpeg';
import { createTestUser } from '../../../testing/factories';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { startTestS3, type TestS3 } from '../../../testing/s3';
import { createTitleWithEpisodes, makeClip } from '../../../testing/videos';
import { mediaKeyPrefix } from './media.signing';

// The processing pipeline with STORAGE_DRIVER=s3: the source is read from the bucket, ffmpeg's
// output (HLS, poster, sprite) is written back to it, and the player's requests end at presigned
// bucket URLs that return playable media.

let s3: TestS3;
let t: TestContext;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestContext({ env: s3.env });
  await t.signIn((await createTestUser(t.db, { admin: true })).id);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** Follows the app's 302 to the bucket and returns the bytes. */
async function viaRedirect(url: string) {
  const res = await t.request(url);
  expect(res.status, url).toBe(302);
  const target = await fetch(res.headers.get('location')!);
  expect(target.status).toBe(200);
  return { type: target.headers.get('content-type'), body: Buffer.from(await target.arrayBuffer()) };
}

describe('video:process on S3', () => {
  it('processes a source stored in the bucket and serves the renditions from it', async () => {
    const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' });
    await t.services.storage.put('media/uploads/1/src.mp4', makeClip(t.dir, 'src.mp4', 2));
    const created = await t.request('/api/v1/videos', {
      method: 'POST',
      json: { name: 'Feature', type: 'upload', source_key: 'media/uploads/1/src.mp4', title_id: titleId },
    });
    expect(created.status).toBe(201);
    const id = (await created.json()).video.id as number;
    await t.services.jobs.runUntilIdle();

    const video = (await (await t.request(`/api/v1/videos/${id}`)).json()).video;
    expect(video).toMatchObject({ status: 'ready', duration: 2, width: 320, height: 240 });
    // nothing was written to the local storage folder
    expect(fs.existsSync(path.join(t.config.paths.storage, mediaKeyPrefix(id)))).toBe(false);

    // master and rendition playlists come from the app (rewritten), segments from the bucket
    const master = await (await t.request(video.sources[0].src)).text();
    const rendition = master.split('\n').find((l) => /^\d+p\/index\.m3u8\?/.test(l))!;
    const base = video.sources[0].src.split('?')[0].replace(/master\.m3u8$/, '');
    const playlist = await (await t.request(base + rendition)).text();
    const segment = playlist.split('\n').find((l) => /\.ts\?exp=/.test(l))!;
    const seg = await viaRedirect(base + rendition.split('/')[0] + '/' + segment);
    expect(seg.type).toBe('video/mp2t');
    const file = path.join(t.dir, 'seg.ts');
    fs.writeFileSync(file, seg.body);
    expect((await probe(file)).video).toMatchObject({ codec: 'h264', height: 240 });

    // the original and the poster are redirects too
    const original = await viaRedirect(video.sources[1].src);
    expect(original.type).toBe('video/mp4');
    expect(original.body.equals(await t.services.storage.read('media/uploads/1/src.mp4'))).toBe(true);
    const poster = await viaRedirect(video.thumbnail);
    expect(poster.type).toBe('image/jpeg');
    expect(poster.body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });
});
