import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../../db/database';
import { probe } from '../../../platform/ffmpeg';
import { createLogger } from '../../../platform/logger';
import { createTestUser } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { DEMO_ARTWORK_JOB } from '../../catalogue/demo/demo.artwork.job';
import { seedDemo, clearDemo } from '../../catalogue/demo/demo.seed';
import { toWebVtt } from '../captions/captions.convert';
import { makeDemoVideo } from './demo-videos.job';
import { DEMO_CLIP_SIZE, demoCaptions, renderDemoClip } from './demo-videos.render';
import { DEMO_TRAILERS, DEMO_VIDEO_JOB, seedDemoVideos } from './demo-videos.seed';

const logger = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' } as never);

/** The mean brightness (0..255) of the frame at `at` seconds: a drawn picture, not black. */
function brightness(file: string, at: number) {
  const gray = execFileSync('ffmpeg', [
    '-v',
    'error',
    '-ss',
    String(at),
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    '-',
  ]);
  return gray.reduce((sum, v) => sum + v, 0) / gray.length;
}

/** The mean loudness (dB) of the clip's sound over a stretch: about -91 is silence. */
function meanVolumeDb(file: string, from: number, seconds: number) {
  const run = spawnSync(
    'ffmpeg',
    ['-v', 'info', '-ss', String(from), '-t', String(seconds), '-i', file, '-vn', '-af', 'volumedetect', '-f', 'null', '-'],
    {
      encoding: 'utf8',
    },
  );
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(run.stderr)?.[1] ?? -100);
}

describe('the demo clip generator', () => {
  const t = useTestContext();

  it('makes an H.264/AAC MP4 of the asked length, small, with the artwork and a tone', async () => {
    const out = path.join(t.dir, 'trailer.mp4');
    const artwork = execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=780x439',
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      '-',
    ]);
    await renderDemoClip(
      {
        duration: 10,
        artwork,
        kicker: 'Official trailer',
        heading: 'The Lantern of Ashford Bay',
        subtitle: 'Nothing stays buried.',
        toneHz: 220,
      },
      out,
    );
    const info = await probe(out);
    expect(info.duration).toBeGreaterThanOrEqual(9.9);
    expect(info.duration).toBeLessThanOrEqual(10.1);
    expect(info.video).toMatchObject({ codec: 'h264', ...DEMO_CLIP_SIZE });
    expect(info.audio?.codec).toBe('aac');
    // below the ladder's smallest rung (360p): processing makes one small rendition
    expect(DEMO_CLIP_SIZE.height).toBeLessThan(360);
    expect(fs.statSync(out).size).toBeLessThan(1_000_000);
    // fades in from black, shows the picture in the middle
    expect(brightness(out, 0)).toBeLessThan(20);
    expect(brightness(out, 5)).toBeGreaterThan(40);
    // a tone you can hear
    expect(meanVolumeDb(out, 3, 3)).toBeGreaterThan(-40);
  });

  it('writes a caption track that WebVTT readers accept, within the clip', () => {
    const vtt = demoCaptions(['Some things never stay buried.', 'A keeper <finds> a light & a name --> gone.', '', 'The end.'], 30);
    expect(toWebVtt(vtt)).toBe(vtt);
    const cues = [...vtt.matchAll(/(\d\d):(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d):(\d\d\.\d{3})/g)];
    expect(cues).toHaveLength(3);
    const end = cues.at(-1)!;
    expect(Number(end[4]) * 3600 + Number(end[5]) * 60 + Number(end[6])).toBeLessThanOrEqual(30);
    expect(vtt).toContain('A keeper &lt;finds> a light &amp; a name → gone.');
  });
});

describe('the demo seed’s videos', () => {
  const t = useTestContext({}, { each: true });
  const deps = () => ({ db: t.db, config: t.config, services: t.services });
  const planned = () =>
    t.db
      .selectFrom('videos')
      .select(['id', 'title_id', 'category', 'season_number', 'episode_number', 'status', 'approved'])
      .orderBy('id')
      .execute();
  const jobs = () =>
    t.db
      .selectFrom('jobs')
      .select(['name', 'payload', 'subject_id', 'status', 'queue', 'run_at'])
      .where('name', '=', DEMO_VIDEO_JOB)
      .orderBy('id')
      .execute();
  const noProgress = { jobId: 1, signal: new AbortController().signal, progress: async () => {} };

  it('queues trailers, two films and a season of episodes once; nothing without SEED_DEMO or a demo catalogue', async () => {
    expect(await seedDemoVideos(t.db, { SEED_DEMO: true }, logger)).toBe(0); // no demo catalogue yet
    await seedDemo(t.db, { storage: t.services.storage, artwork: false, counts: { titles: 30, people: 40, news: 1 } });
    expect(await seedDemoVideos(t.db, { SEED_DEMO: false }, logger)).toBe(0);
    expect(await planned()).toEqual([]);

    const count = await seedDemoVideos(t.db, { SEED_DEMO: true }, logger);
    const videos = await planned();
    expect(videos).toHaveLength(count);
    const trailers = videos.filter((v) => v.category === 'trailer');
    const full = videos.filter((v) => v.category === 'full');
    expect(trailers.length).toBeGreaterThanOrEqual(DEMO_TRAILERS);
    expect(new Set(trailers.map((v) => v.title_id)).size).toBe(trailers.length);
    const films = full.filter((v) => v.season_number === null);
    const episodes = full.filter((v) => v.season_number !== null);
    expect(films).toHaveLength(2);
    expect(new Set(episodes.map((v) => v.title_id)).size).toBe(1);
    expect(episodes.map((v) => v.episode_number)).toEqual(episodes.map((_, i) => i + 1));
    expect(videos.every((v) => v.status === 'pending' && v.approved === 1)).toBe(true);
    // trailers first, so the first one is ready soonest; every video has its job with its length
    expect(videos[0]!.category).toBe('trailer');
    const queued = await jobs();
    expect(queued.map((j) => j.subject_id)).toEqual(videos.map((v) => v.id));
    // all due at once on the 'media' queue, which the worker runs one at a time in that order
    expect(queued.every((j) => j.queue === 'media' && j.run_at <= nowIso())).toBe(true);
    for (const [i, j] of queued.entries()) {
      const { seconds } = JSON.parse(j.payload) as { seconds: number };
      if (videos[i]!.category === 'trailer') expect(seconds).toBeGreaterThanOrEqual(10);
      expect(seconds).toBeLessThanOrEqual(videos[i]!.category === 'trailer' ? 20 : 60);
      if (videos[i]!.category === 'full') expect(seconds).toBeGreaterThanOrEqual(30);
    }

    // a restart never makes them twice, nor brings back videos an admin deleted
    expect(await seedDemoVideos(t.db, { SEED_DEMO: true }, logger)).toBe(0);
    await t.db.deleteFrom('videos').execute();
    expect(await seedDemoVideos(t.db, { SEED_DEMO: true }, logger)).toBe(0);
    expect(await planned()).toEqual([]);
  });

  it('draws a trailer and runs it through processing: a guest plays HLS with a caption; full episodes need videos.play', async () => {
    await seedDemo(t.db, { storage: t.services.storage, counts: { titles: 12, people: 20, news: 1 } });
    await seedDemoVideos(t.db, { SEED_DEMO: true }, logger);
    const videos = await planned();
    const trailer = videos.find((v) => v.category === 'trailer')!;
    const episode = videos.find((v) => v.season_number !== null)!;
    const [trailerJob] = (await jobs()).filter((j) => j.subject_id === trailer.id);
    const seconds = (JSON.parse(trailerJob!.payload) as { seconds: number }).seconds;

    // right behind the first trailer, the pictures of the home page's first rows; the rest last
    const media = await t.db
      .selectFrom('jobs')
      .select(['id', 'name', 'payload'])
      .where('queue', '=', 'media')
      .orderBy('run_at')
      .orderBy('id')
      .execute();
    expect(media.map((j) => j.name).slice(0, 3)).toEqual([DEMO_VIDEO_JOB, DEMO_ARTWORK_JOB, DEMO_VIDEO_JOB]);
    expect(media.at(-1)).toMatchObject({ name: DEMO_ARTWORK_JOB, payload: '{}' });
    const { files } = JSON.parse(media[1]!.payload) as { files: string[] };
    const { backdrop: heroBackdrop } = await t.db
      .selectFrom('titles')
      .select('backdrop')
      .where('id', '=', trailer.title_id)
      .executeTakeFirstOrThrow();
    expect(files).toContain(decodeURIComponent(heroBackdrop!.slice('/storage/'.length)));
    expect(files.some((f) => /poster-\d+-342\.webp$/.test(f))).toBe(true);

    const steps: number[] = [];
    const result = await makeDemoVideo(
      deps(),
      { videoId: trailer.id, seconds },
      { ...noProgress, progress: async (f) => void steps.push(f) },
    );
    expect(result).toMatchObject({ duration: seconds });
    // its picture was drawn for it, though no page had asked for it yet
    const { backdrop } = await t.db.selectFrom('titles').select('backdrop').where('id', '=', trailer.title_id).executeTakeFirstOrThrow();
    expect(
      await t.services.storage.stat(decodeURIComponent(backdrop!.slice('/storage/'.length)).replace(/-1280\.webp$/, '-780.webp')),
    ).not.toBeNull();
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBe(1);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));

    // the first-view job draws them all
    const posters = files.filter((f) => f.includes('/poster-'));
    for (const file of posters) expect(await t.services.storage.stat(file)).toBeNull();
    const warm = t.services.registry.jobs.get(DEMO_ARTWORK_JOB)!;
    await warm({ files }, { ...noProgress, attempt: 1, maxAttempts: 2, log: logger, app: deps() });
    for (const file of files) expect(await t.services.storage.stat(file)).not.toBeNull();

    const watch = await t.request(`/api/v1/watch/${trailer.id}`);
    expect(watch.status).toBe(200);
    const { video } = await watch.json();
    expect(video).toMatchObject({ status: 'ready', duration: seconds, width: DEMO_CLIP_SIZE.width, height: DEMO_CLIP_SIZE.height });
    expect(video.thumbnail).toBe(`/storage/videos/${trailer.id}/poster.jpg`);
    const hls = video.sources.find((s: { type: string }) => s.type === 'hls');
    const master = await (await t.request(hls.src)).text();
    expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1); // the smallest ladder: one rendition
    // the playlist's URIs are relative and signed like the master's
    const resolve = (ref: string, base: string) => {
      const url = new URL(ref, new URL(base, 'http://app'));
      return url.pathname + url.search;
    };
    const variant = resolve(
      master.split('\n').find((l) => l.includes('.m3u8'))!,
      hls.src,
    );
    const playlist = await (await t.request(variant)).text();
    const seg = await t.request(
      resolve(
        playlist.split('\n').find((l) => l.includes('.ts'))!,
        variant,
      ),
    );
    expect(seg.status).toBe(200);
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    expect(video.captions).toHaveLength(1);
    expect(video.captions[0]).toMatchObject({ language: 'en', label: 'English' });
    const vtt = await (await t.request(video.captions[0].url)).text();
    expect(toWebVtt(vtt)).not.toBeNull();
    const sprite = await t.request(`/storage/videos/${trailer.id}/thumbnails.vtt`);
    expect(sprite.status).toBe(200);

    // running the job again (a restart mid-way) neither redraws a ready video nor adds a caption
    expect(await makeDemoVideo(deps(), { videoId: trailer.id, seconds }, noProgress)).toEqual({ skipped: true });
    expect((await (await t.request(`/api/v1/videos/${trailer.id}`)).json()).video.captions).toHaveLength(1);

    // full videos follow the usual rules: where guests may not play (videos.play), a guest is sent to
    // sign in for an episode, while the trailer still plays
    const perm = await t.db.selectFrom('permissions').select('id').where('name', '=', 'videos.play').executeTakeFirstOrThrow();
    await t.db.deleteFrom('role_permissions').where('permission_id', '=', perm.id).execute();
    t.services.cache.clear();
    expect((await t.request(`/api/v1/watch/${episode.id}`)).status).toBe(401);
    expect((await t.request(`/api/v1/watch/${trailer.id}`)).status).toBe(200);
    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    const pending = (await (await t.request(`/api/v1/videos/${episode.id}`)).json()).video;
    expect(pending).toMatchObject({ status: 'pending', progress: 0 });
  }, 120_000);

  it('clearing the demo removes its videos and their media', async () => {
    await seedDemo(t.db, { storage: t.services.storage, artwork: false, counts: { titles: 12, people: 20, news: 1 } });
    await seedDemoVideos(t.db, { SEED_DEMO: true }, logger);
    const [first] = await planned();
    await makeDemoVideo(deps(), { videoId: first!.id, seconds: 10 }, noProgress);
    const root = t.config.paths.storage;
    expect(fs.existsSync(path.join(root, 'media/videos', String(first!.id)))).toBe(true);
    const cleared = await clearDemo(t.db, t.services.storage);
    expect(cleared.videos).toBeGreaterThan(0);
    expect(await planned()).toEqual([]);
    expect(fs.existsSync(path.join(root, 'media/videos', String(first!.id)))).toBe(false);
    expect(fs.existsSync(path.join(root, 'videos', String(first!.id)))).toBe(false);
    expect(fs.existsSync(path.join(root, 'media/demo'))).toBe(false);
    // a demo seeded again gets its videos again
    await seedDemo(t.db, { storage: t.services.storage, artwork: false, counts: { titles: 12, people: 20, news: 1 } });
    expect(await seedDemoVideos(t.db, { SEED_DEMO: true }, logger)).toBeGreaterThan(0);
  }, 60_000);
});
