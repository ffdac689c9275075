import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, screenshot, startServer, withScreenshotOnFailure } from './harness';
import { api as apiCall, noiseVideo, recordUploadProgress, throttleUploads, waitForStatus as waitFor } from './uploads-kit';

// Acceptance (issue 7): an admin uploads a ~40 MB video made by ffmpeg through the tus path on an
// episode's new-video screen, watches it being processed, and a viewer plays, seeks, resumes, and
// rolls on to the next episode after the countdown.

let server: RunningServer;
let browser: Browser;
let workDir: string;
let sourceFile: string;
let series: { id: number };
let nextEpisodeVideo: number;
let uploadedVideoId: number;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Over the 60 s resume minimum. */
const CLIP_SECONDS = 90;
const VIEWER = { email: 'viewer@example.com', password: 'viewer-password-1' };

const api = (request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) =>
  apiCall(server, request, method, url, data);
const waitForStatus = (request: APIRequestContext, id: number, wanted: string) => waitFor(server, request, id, wanted);

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
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-uploads-e2e-'));
  // ~40 MB of real, playable H.264/AAC in Matroska: noise keeps the bitrate high; not MP4, so
  // nothing plays until the worker has made the HLS renditions
  sourceFile = path.join(workDir, 'pilot-master.mkv');
  noiseVideo(sourceFile, { seconds: CLIP_SECONDS, size: '320x180', qp: 22 });
  // the next episode's video: a small MP4 placed in storage as an earlier upload would have left it
  const key = 'uploads/uploads-e2e/next.mp4';
  const nextFile = path.join(server.dataDir, 'storage', key);
  fs.mkdirSync(path.dirname(nextFile), { recursive: true });
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=5:duration=20',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=660:duration=20',
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
    nextFile,
  ]);
  browser = await launchBrowser();

  const { context } = await newPage(browser);
  await signInAsAdmin(context, server);
  series = (
    await api(context.request, 'post', 'titles', { type: 'series', name: 'Static Hours', description: 'Noise, tuned.', year: 2025 })
  ).title;
  await api(context.request, 'post', `titles/${series.id}/seasons`, { number: 1, name: 'Season 1' });
  for (const [n, name] of [
    [1, 'Pilot'],
    [2, 'Second Static'],
  ] as const) {
    await api(context.request, 'post', `titles/${series.id}/seasons/1/episodes`, { episode_number: n, name });
  }
  const next = await api(context.request, 'post', 'videos', {
    name: 'Second Static (full)',
    type: 'upload',
    source_key: key,
    category: 'full',
    title_id: series.id,
    season_number: 1,
    episode_number: 2,
  });
  nextEpisodeVideo = next.video.id;
  await waitForStatus(context.request, nextEpisodeVideo, 'ready');
  await context.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('uploading a video and watching it', () => {
  it('uploads ~40 MB through tus with moving progress, processes it and attaches it to the episode', async () => {
    const size = fs.statSync(sourceFile).size;
    expect(size).toBeGreaterThan(30 * 1024 * 1024);
    expect(size).toBeLessThan(60 * 1024 * 1024);

    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await signInAsAdmin(context, server);
    const tusCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url()).pathname;
      if (url.startsWith('/api/v1/tus/'))
        tusCalls.push(`${r.headers()['x-http-method-override'] ?? r.method()} ${url.replace(/[0-9a-f]{32}$/, ':id')}`);
    });
    const progressSeen = await recordUploadProgress(page);

    await withScreenshotOnFailure(page, 'uploads-admin', async () => {
      await page.goto(`${server.url}/admin/titles/${series.id}/edit/seasons/1/episodes/1/videos/new`);
      await page.getByRole('heading', { level: 1, name: 'New video' }).waitFor();
      await page
        .getByRole('button', { name: 'OK', exact: true })
        .click({ timeout: 1000 })
        .catch(() => {});
      await page.getByTestId('title-picker-value').getByText('Static Hours').waitFor();
      expect(await page.getByTestId('video-episode').inputValue()).toBe('1');

      // a page dressed up as .mp4 passes the browser's checks, but the server reads the bytes:
      // the row fails with the server's message, and "Clear inactive" removes it
      const fake = path.join(workDir, 'trailer.mp4');
      fs.writeFileSync(fake, '<!doctype html><html><body><script>alert(1)</script></body></html>');
      await page.getByTestId('upload-input').setInputFiles(fake);
      const failed = page.getByTestId('upload-row').and(page.locator('[data-status="failed"]'));
      await failed.getByTestId('upload-detail').getByText('This file type is not allowed').waitFor();
      await page.getByTestId('upload-clear-inactive').click();
      await failed.waitFor({ state: 'detached' });

      await throttleUploads(context, page, 6 * 1024 * 1024);
      await page.getByTestId('upload-input').setInputFiles(sourceFile);
      const row = page.getByTestId('upload-row');
      await row.and(page.locator('[data-status="inProgress"]')).waitFor();
      await expect
        .poll(async () => Number(await row.getByTestId('upload-progress').getAttribute('aria-valuenow')), { timeout: 30_000 })
        .toBeGreaterThan(30);
      await screenshot(page, 'uploads-form-uploading-desktop');
      await page.setViewportSize(PHONE);
      await page.getByTestId('upload-row').scrollIntoViewIfNeeded();
      await screenshot(page, 'uploads-form-uploading-phone');
      await page.setViewportSize(DESKTOP);
      const firstPass = (await progressSeen()).filter((v) => v > 0 && v < 100);
      expect(firstPass.length).toBeGreaterThanOrEqual(2);
      expect(firstPass).toEqual([...firstPass].sort((a, b) => a - b)); // it only moves forward
      expect(tusCalls[0]).toBe('POST /api/v1/tus/upload');
      expect(tusCalls.filter((c) => c.startsWith('PATCH /api/v1/tus/upload/:id')).length).toBeGreaterThanOrEqual(1);

      // cancel half-way, then retry: tus asks the server for its offset and carries on from there
      await row.getByTestId('upload-cancel').click();
      await row.and(page.locator('[data-status="aborted"]')).getByText('Upload cancelled').waitFor();
      tusCalls.length = 0;
      await progressSeen();
      await row.getByTestId('upload-retry').click();
      await row.and(page.locator('[data-status="completed"]')).waitFor({ timeout: 90_000 });
      const secondPass = (await progressSeen()).filter((v) => v > 0 && v < 100);
      expect(secondPass.length).toBeGreaterThanOrEqual(2);
      expect(secondPass).toEqual([...secondPass].sort((a, b) => a - b));
      expect(secondPass[0]).toBeGreaterThan(5); // resumed, not restarted
      expect(tusCalls[0]).toBe('HEAD /api/v1/tus/upload/:id');
      expect(tusCalls).not.toContain('POST /api/v1/tus/upload');
      expect(tusCalls.filter((c) => c.startsWith('PATCH /api/v1/tus/upload/:id')).length).toBeGreaterThanOrEqual(1);
      expect(tusCalls.at(-1)).toBe('POST /api/v1/tus/entries');

      // the file's name became the video's name; saving attaches it to the episode
      expect(await page.getByTestId('video-name').inputValue()).toBe('pilot-master');
      await page.getByTestId('video-name').fill('Pilot (full)');
      await page.getByTestId('video-save').click();
      await page.waitForURL((url) => /\/episodes\/1\/videos\/edit\/\d+$/.test(url.pathname));
      uploadedVideoId = Number(new URL(page.url()).pathname.split('/').pop());

      // processing: progress shown while the worker encodes, then ready
      const panel = page.getByTestId('processing-panel');
      await panel.waitFor();
      const processingSeen: number[] = [];
      await expect
        .poll(
          async () => {
            const status = await panel.getAttribute('data-status');
            const bar = page.getByTestId('processing-progress');
            if (status !== 'ready' && status !== 'failed' && (await bar.count())) {
              processingSeen.push(Number(await bar.getAttribute('aria-valuenow')));
              if (processingSeen.length === 1) await screenshot(page, 'uploads-form-processing-desktop');
            }
            return status;
          },
          { timeout: 180_000, interval: 300 },
        )
        .toMatch(/^(ready|failed)$/);
      expect(await panel.getAttribute('data-status')).toBe('ready');
      expect(processingSeen.length).toBeGreaterThan(0);
      await page.getByTestId('video-watch-link').waitFor();

      // an SRT caption, converted to WebVTT by the server
      const srt = path.join(workDir, 'pilot.en.srt');
      fs.writeFileSync(srt, '1\n00:00:01,000 --> 00:00:04,000\nStatic, hours of it.\n');
      await page.getByTestId('caption-file').setInputFiles(srt);
      await page.getByTestId('caption-add').click();
      await page.getByTestId('caption-row').getByText('English').waitFor();
      await screenshot(page, 'uploads-form-ready-desktop');
      await page.setViewportSize(PHONE);
      await page.getByTestId('processing-panel').scrollIntoViewIfNeeded();
      await screenshot(page, 'uploads-form-ready-phone');
      await page.setViewportSize(DESKTOP);

      const { video } = await api(context.request, 'get', `videos/${uploadedVideoId}`);
      expect(video).toMatchObject({
        type: 'upload',
        status: 'ready',
        season_number: 1,
        episode_number: 1,
        episode_id: expect.any(Number),
        approved: true,
      });
      expect(video.duration).toBeGreaterThanOrEqual(CLIP_SECONDS - 1);
      expect(video.sources.map((s: { type: string }) => s.type)).toContain('hls');
      expect(video.captions).toMatchObject([{ language: 'en', label: 'English' }]);

      // the admin list shows it, with its title and status
      await page.goto(`${server.url}/admin/videos`);
      const listed = page.getByTestId('admin-video-row').filter({ hasText: 'Pilot (full)' });
      await listed.getByText('Static Hours').waitFor();
      await listed.getByTestId('video-status').getByText('Ready').waitFor();
      await screenshot(page, 'uploads-admin-videos-desktop');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'uploads-admin-videos-phone');
      await page.setViewportSize(DESKTOP);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      await listed.waitFor();
      await screenshot(page, 'uploads-admin-videos-desktop-light');
      await page.emulateMedia({ colorScheme: 'dark' });

      // the catalogue-wide form: pick the title, season and episode, and link a YouTube trailer
      await page.getByTestId('new-video').click();
      await page.getByRole('heading', { level: 1, name: 'New video' }).waitFor();
      await page.getByTestId('title-picker').fill('Static');
      await page.getByRole('option', { name: /Static Hours/ }).click();
      await page.getByTestId('video-season').selectOption('1');
      await page.getByTestId('video-episode').getByRole('option', { name: '2. Second Static' }).waitFor({ state: 'attached' });
      await page.getByTestId('video-episode').selectOption('2');
      await page.getByRole('radio', { name: 'Embed' }).check({ force: true });
      await page.getByTestId('video-src').fill('https://youtu.be/dQw4w9WgXcQ');
      await page.getByTestId('video-name').fill('Second Static (trailer)');
      await page.getByLabel('Category').selectOption('trailer');
      await screenshot(page, 'uploads-form-embed-desktop');
      await page.getByTestId('video-save').click();
      await page.waitForURL((url) => /^\/admin\/videos\/\d+\/edit$/.test(url.pathname));
      const trailerId = Number(new URL(page.url()).pathname.split('/')[3]);
      const trailer = (await api(context.request, 'get', `videos/${trailerId}`)).video;
      expect(trailer).toMatchObject({
        type: 'embed',
        src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        category: 'trailer',
        title_id: series.id,
        season_number: 1,
        episode_number: 2,
        status: 'ready',
      });
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 360_000);

  it('lets a viewer play, seek, resume after a reload, and roll on to the next episode', async () => {
    expect(uploadedVideoId).toBeGreaterThan(0);
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await api(context.request, 'post', 'auth/register', {
      email: VIEWER.email,
      password: VIEWER.password,
      password_confirmation: VIEWER.password,
    });
    await withScreenshotOnFailure(page, 'uploads-viewer', async () => {
      await page.goto(`${server.url}/watch/${uploadedVideoId}`);
      await page.getByRole('heading', { level: 1, name: 'Pilot' }).waitFor();
      await startPlayback(page);
      await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(1);
      expect((await media(page)).duration).toBeGreaterThan(CLIP_SECONDS - 2);

      // seek forward 70 s with the keyboard, then pause: the position is logged
      await page.locator('body').focus();
      const before = (await media(page)).time;
      for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await media(page)).time, { timeout: 15_000 }).toBeGreaterThan(before + 68);
      const logged = page.waitForResponse(
        (r) => r.url().includes(`/videos/${uploadedVideoId}/log-play`) && r.request().method() === 'POST',
      );
      await page.keyboard.press('k');
      expect((await logged).ok()).toBe(true);
      const paused = await media(page);
      expect(paused.paused).toBe(true);

      await page.reload();
      await page.getByTestId('video-player').waitFor();
      await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(paused.time - 3);
      expect((await media(page)).time).toBeLessThan(paused.time + 8);

      // to the end: the countdown names the next episode, then opens it and it plays
      if ((await media(page)).paused) await page.getByTestId('player-play').click();
      await expect.poll(async () => (await media(page)).paused).toBe(false);
      await page.locator('body').focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      const countdown = page.getByTestId('next-countdown');
      await countdown.waitFor({ timeout: 20_000 });
      await countdown.getByText('Second Static').waitFor();
      await page.waitForURL((url) => url.pathname === `/watch/${nextEpisodeVideo}`, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Second Static' }).waitFor();
      await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(0.5);
      expect((await media(page)).paused).toBe(false);
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
