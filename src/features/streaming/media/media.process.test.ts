import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { probe } from '../../../platform/ffmpeg';
import { createTestUser } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { createTitleWithEpisodes, makeClip } from '../../../testing/videos';
import { mediaKeyPrefix } from './media.signing';

const t = useTestContext({}, { each: true });
let titleId: number;
beforeEach(async () => {
  ({ titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' }));
  await t.signIn((await createTestUser(t.db, { admin: true })).id);
});

async function createUploadVideo(sourceKey: string) {
  const res = await t.request('/api/v1/videos', {
    method: 'POST',
    json: { name: 'Feature', type: 'upload', source_key: sourceKey, title_id: titleId },
  });
  expect(res.status).toBe(201);
  const video = (await res.json()).video;
  expect(video.status).toBe('pending');
  return video.id as number;
}

describe('video:process', () => {
  it('probes, renders poster, sprite and HLS renditions not above the source, and ends ready', async () => {
    const clip = makeClip(t.dir, 'src.mp4', 4, [
      '-vf',
      'scale=640:360',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
    ]);
    await t.services.storage.put('uploads/src.mp4', clip);
    const id = await createUploadVideo('uploads/src.mp4');
    await t.services.jobs.runUntilIdle();

    const job = await t.services.jobs.latestFor('video', id, 'video:process');
    expect(job).toMatchObject({ status: 'completed', progress: 1 });
    const video = (await (await t.request(`/api/v1/videos/${id}`)).json()).video;
    expect(video).toMatchObject({ status: 'ready', progress: 1, duration: 4, width: 640, height: 360 });
    expect(video.sources.map((s: { type: string }) => s.type)).toEqual(['hls', 'mp4']);
    expect(video.thumbnail).toBe(`/storage/videos/${id}/poster.jpg`);

    // the master lists 360p only (the source is 360p); every playlist is readable by ffprobe
    const master = await t.request(video.sources[0].src);
    expect(master.status).toBe(200);
    const text = await master.text();
    expect(text).toContain('RESOLUTION=640x360');
    expect(text).not.toContain('720p');
    const root = path.join(t.config.paths.storage, mediaKeyPrefix(id));
    const folder = fs.readdirSync(root).find((f) => f.startsWith('hls-'))!;
    const info = await probe(path.join(root, folder, '360p', 'index.m3u8'));
    expect(info.video).toMatchObject({ codec: 'h264', height: 360 });
    expect(info.audio?.codec).toBe('aac');
    expect(fs.readdirSync(path.join(root, folder, '360p')).filter((f) => f.endsWith('.ts')).length).toBeGreaterThanOrEqual(1);

    // the original MP4 plays with ranges; poster, sprite and thumbnails track exist
    const original = await t.request(video.sources[1].src, { headers: { range: 'bytes=0-99' } });
    expect(original.status).toBe(206);
    expect(original.headers.get('content-type')).toBe('video/mp4');
    const vtt = await (await t.request(video.thumbnails_vtt)).text();
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.000 --> 00:00:04\.\d{3}\n\/storage\/videos\/\d+\/sprite\.jpg#xywh=0,0,160,90/);
    expect((await probe(path.join(t.config.paths.storage, `videos/${id}/sprite.jpg`))).video?.width).toBe(160);
  });

  it('marks a corrupt source failed with the reason, and keeps the source', async () => {
    await t.services.storage.put('uploads/broken.mp4', Buffer.alloc(20_000, 3));
    const id = await createUploadVideo('uploads/broken.mp4');
    await t.services.jobs.runUntilIdle();
    const video = (await (await t.request(`/api/v1/videos/${id}`)).json()).video;
    expect(video.status).toBe('failed');
    expect(video.status_message).toMatch(/Invalid data|moov atom not found/i);
    expect(video.sources).toEqual([]);
    expect(await t.services.storage.stat('uploads/broken.mp4')).not.toBeNull();
  });

  it('re-queues a job left running by a crashed worker', async () => {
    const clip = makeClip(t.dir, 'src.mp4', 2);
    await t.services.storage.put('uploads/src.mp4', clip);
    const id = await createUploadVideo('uploads/src.mp4');
    // simulate a worker that claimed the job and died
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_by: 'dead-worker', locked_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect(await t.services.jobs.recoverStale()).toBe(1);
    await t.services.jobs.runUntilIdle();
    expect((await (await t.request(`/api/v1/videos/${id}`)).json()).video.status).toBe('ready');
  });
});
