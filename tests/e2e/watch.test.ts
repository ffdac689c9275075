import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, screenshot, settled, startServer, withScreenshotOnFailure } from './harness';

// The watch page against the real server: an uploaded clip is processed into HLS by the jobs worker,
// played by hls.js in Chromium, its progress logged, and resumed after a reload.

let server: RunningServer;
let browser: Browser;
let videoId: number;
const episodeVideos: number[] = [];

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Longer than the 60 s resume minimum; tiny and 5 fps so processing stays quick. */
const CLIP_SECONDS = 90;

async function api(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
  const res = await request[method](`${server.url}/api/v1/${url}`, { data: data as object, headers: { Origin: server.url } });
  const body = await res.json().catch(() => ({}));
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${JSON.stringify(body)}`);
  return body as Record<string, any>;
}

const media = (page: Page) =>
  page
    .locator('[data-testid="video-player"] video')
    .evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, paused: v.paused, duration: v.duration, ready: v.readyState }));

async function startPlayback(page: Page) {
  await page.getByTestId('video-player').waitFor();
  await expect.poll(async () => (await media(page)).ready, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  if ((await media(page)).paused) await page.getByTestId('player-big-play').click();
}

beforeAll(async () => {
  server = await startServer();
  // an H.264/AAC MP4 written straight into the storage folder, as an upload would leave it
  const key = 'uploads/watch-e2e/source.mp4';
  const file = path.join(server.dataDir, 'storage', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=160x90:rate=5:duration=${CLIP_SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${CLIP_SECONDS}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-movflags',
    '+faststart',
    file,
  ]);
  browser = await launchBrowser();

  const { context } = await newPage(browser);
  await signInAsAdmin(context, server);
  const { title } = await api(context.request, 'post', 'titles', {
    type: 'movie',
    name: 'Signal Test',
    description: 'A test pattern that learns to sing.',
    year: 2024,
  });
  const { video } = await api(context.request, 'post', 'videos', {
    name: 'Signal Test (full)',
    type: 'upload',
    source_key: key,
    category: 'full',
    title_id: title.id,
  });
  videoId = video.id;

  // a series with two episodes, each with a full video of the same clip
  const series = (await api(context.request, 'post', 'titles', { type: 'series', name: 'Pattern Nights', year: 2025 })).title;
  await api(context.request, 'post', `titles/${series.id}/seasons`, { number: 1, name: 'Season 1' });
  for (const [n, name] of [
    [1, 'Pilot'],
    [2, 'The Second Signal'],
  ] as const) {
    await api(context.request, 'post', `titles/${series.id}/seasons/1/episodes`, { episode_number: n, name });
    const ep = await api(context.request, 'post', 'videos', {
      name: `${name} (full)`,
      type: 'upload',
      source_key: key,
      category: 'full',
      title_id: series.id,
      season_number: 1,
      episode_number: n,
    });
    episodeVideos.push(ep.video.id);
  }

  // the jobs worker turns each upload into HLS (expect.poll only works inside tests)
  for (const id of [videoId, ...episodeVideos]) {
    let status = '';
    for (const deadline = Date.now() + 150_000; Date.now() < deadline && status !== 'ready' && status !== 'failed';) {
      status = (await api(context.request, 'get', `videos/${id}`)).video.status;
      if (status !== 'ready') await new Promise((r) => setTimeout(r, 1000));
    }
    if (status !== 'ready') throw new Error(`video ${id} not processed: ${status}\n${server.output().slice(-2000)}`);
  }
  await context.close();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('watch page', () => {
  it('plays, seeks with the keyboard, logs progress and resumes after a reload', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await signInAsAdmin(context, server);
    await withScreenshotOnFailure(page, 'watch-play', async () => {
      await page.goto(`${server.url}/watch/${videoId}`);
      await page.getByRole('heading', { level: 1, name: 'Signal Test (full)' }).waitFor();
      await page.getByTestId('watch-title-link').filter({ hasText: 'Signal Test' }).waitFor();
      await startPlayback(page);
      await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(1);
      expect((await media(page)).duration).toBeGreaterThan(CLIP_SECONDS - 2);
      await page.mouse.move(700, 400);
      await screenshot(page, 'watch-desktop-playing');

      // → seven times: +70 s (resume needs 60 s or more, and under 95 %), pressed on the page itself
      await page.locator('body').focus();
      const before = (await media(page)).time;
      for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await media(page)).time, { timeout: 15_000 }).toBeGreaterThan(before + 68);

      // k pauses; the pause reports the position
      const logged = page.waitForResponse((r) => r.url().includes(`/videos/${videoId}/log-play`) && r.request().method() === 'POST');
      await page.keyboard.press('k');
      expect((await logged).ok()).toBe(true);
      const paused = await media(page);
      expect(paused.paused).toBe(true);
      expect(paused.time).toBeGreaterThan(60);

      // the server stored it: the next visit resumes there
      const { resume_at } = await api(context.request, 'get', `watch/${videoId}`);
      expect(resume_at).toBeGreaterThanOrEqual(Math.floor(paused.time) - 1);

      await page.reload();
      await page.getByTestId('video-player').waitFor();
      await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(paused.time - 3);
      expect((await media(page)).time).toBeLessThan(paused.time + 8);

      // settings: speed and quality menus work on the real element
      await page.getByTestId('player-settings-button').click();
      await page.getByTestId('player-settings').getByLabel('1.5×').check();
      expect(await page.locator('[data-testid="video-player"] video').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
      await screenshot(page, 'watch-desktop-settings');
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the episodes and plays the next one after a cancellable countdown', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await signInAsAdmin(context, server);
    await withScreenshotOnFailure(page, 'watch-next', async () => {
      await page.goto(`${server.url}/watch/${episodeVideos[0]}`);
      const picker = page.getByTestId('episode-picker');
      await picker.getByRole('link', { name: /The Second Signal/ }).waitFor();
      expect(await picker.getByRole('link', { name: /Pilot/ }).getAttribute('aria-current')).toBe('true');
      await page.getByTestId('alternative-videos').or(page.getByTestId('related-videos')).first().waitFor();
      await startPlayback(page);
      await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(0.5);
      await page.mouse.wheel(0, 420);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await settled(page);
      await screenshot(page, 'watch-desktop-series');
      await page.mouse.wheel(0, -420);

      // to the end: the countdown appears; Cancel keeps the viewer here
      const toEnd = async () => {
        await page.locator('body').focus();
        for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
        await page.getByTestId('next-countdown').waitFor({ timeout: 20_000 });
      };
      await toEnd();
      await page.getByTestId('next-countdown').getByText('The Second Signal').waitFor();
      await screenshot(page, 'watch-desktop-countdown');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByTestId('next-countdown').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/watch/${episodeVideos[0]}`);

      // again, and this time let it run out: the next episode opens and plays by itself
      await page.getByTestId('player-play').click();
      await expect.poll(async () => (await media(page)).paused).toBe(false);
      await toEnd();
      await page.waitForURL((url) => url.pathname === `/watch/${episodeVideos[1]}`, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'The Second Signal' }).waitFor();
      await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(0.5);
      expect((await media(page)).paused).toBe(false);
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the player spans the width at 16:9', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await signInAsAdmin(context, server);
    await page.goto(`${server.url}/watch/${episodeVideos[0]}`);
    const player = page.getByTestId('video-player');
    await player.waitFor();
    const box = (await player.boundingBox())!;
    expect(box.width).toBeGreaterThan(PHONE.width - 2);
    expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2);
    await page
      .getByRole('button', { name: 'OK', exact: true })
      .click({ timeout: 1000 })
      .catch(() => {});
    await page.getByTestId('episode-picker').getByRole('link', { name: /Pilot/ }).waitFor();
    await screenshot(page, 'watch-phone');
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await settled(page);
    await screenshot(page, 'watch-phone-scrolled');
    await context.close();
  });

  it('plays an external DASH stream through dash.js, with its renditions in the quality menu', async () => {
    // a two-rendition DASH stream made by ffmpeg, served from a CDN host the browser reaches through
    // request interception (an external `stream` video: Marquee stores only the URL)
    const dir = path.join(server.dataDir, 'dash-cdn');
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=10:duration=12',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=330:duration=12',
      '-map',
      '0:v',
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '20',
      '-s:v:0',
      '320x180',
      '-b:v:0',
      '300k',
      '-s:v:1',
      '160x90',
      '-b:v:1',
      '100k',
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-seg_duration',
      '2',
      '-adaptation_sets',
      'id=0,streams=v id=1,streams=a',
      '-f',
      'dash',
      path.join(dir, 'manifest.mpd'),
    ]);
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await context.route('https://cdn.example.test/**', async (route) => {
      const name = path.basename(new URL(route.request().url()).pathname);
      const file = path.join(dir, name);
      if (!fs.existsSync(file)) return route.fulfill({ status: 404 });
      const type = name.endsWith('.mpd') ? 'application/dash+xml' : name.endsWith('.m4s') ? 'video/iso.segment' : 'video/mp4';
      await route.fulfill({ body: fs.readFileSync(file), headers: { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' } });
    });
    await signInAsAdmin(context, server);
    const { title } = await api(context.request, 'post', 'titles', { type: 'movie', name: 'Dash Pattern', year: 2024 });
    const { video } = await api(context.request, 'post', 'videos', {
      name: 'Dash Pattern (stream)',
      type: 'stream',
      src: 'https://cdn.example.test/dash/manifest.mpd',
      category: 'full',
      title_id: title.id,
    });
    await withScreenshotOnFailure(page, 'watch-dash', async () => {
      const manifest = page.waitForRequest((r) => r.url() === 'https://cdn.example.test/dash/manifest.mpd');
      await page.goto(`${server.url}/watch/${video.id}`);
      await manifest;
      await startPlayback(page);
      await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(1);
      // dash.js feeds the element through Media Source Extensions, not a plain src
      expect(
        await page.locator('[data-testid="video-player"] video').evaluate((v: HTMLVideoElement) => v.currentSrc.startsWith('blob:')),
      ).toBe(true);
      await page.getByTestId('player-settings-button').click();
      const settings = page.getByTestId('player-settings');
      await settings.getByLabel(/180p/).waitFor();
      await settings.getByLabel(/90p/).check();
      await expect
        .poll(async () => page.locator('[data-testid="video-player"] video').evaluate((v: HTMLVideoElement) => v.videoHeight), {
          timeout: 20_000,
        })
        .toBe(90);
      await screenshot(page, 'watch-desktop-dash');
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a guest without videos.play to /login', async () => {
    const admin = await newPage(browser);
    await signInAsAdmin(admin.context, server);
    const { pagination } = await api(admin.context.request, 'get', 'roles?perPage=50');
    const guests = pagination.data.find((r: { guests: boolean | number }) => r.guests === true || r.guests === 1);
    const permissions = (guests.permissions as ({ name: string } | string)[])
      .map((p) => (typeof p === 'string' ? p : p.name))
      .filter((n) => n !== 'videos.play');
    await api(admin.context.request, 'put', `roles/${guests.id}`, { permissions });
    await admin.context.close();

    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/watch/${videoId}`);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/watch/${videoId}`);
    await context.close();
  });
});
