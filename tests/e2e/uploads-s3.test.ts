import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../src/testing/s3';
import { signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, startServer, withScreenshotOnFailure } from './harness';
import { api, noiseVideo, throttleUploads, waitForStatus } from './uploads-kit';

// Direct-to-S3 uploads from the browser against a real S3-compatible server (s3rver) on loopback:
// a small file goes up in one presigned PUT; a file of 100 MB or more in parts that survive a page
// reload (the multipart session kept in localStorage) and arrive byte for byte.

let s3: TestS3;
let server: RunningServer;
let browser: Browser;
let workDir: string;
let small: string;
let large: string;
let movieId: number;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  s3 = await startTestS3();
  server = await startServer(s3.env);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-uploads-s3-e2e-'));
  small = path.join(workDir, 'teaser.mp4');
  noiseVideo(small, { seconds: 3, size: '160x90', qp: 30, faststart: true });
  // over the 100 MB multipart threshold: six 20 MB parts
  large = path.join(workDir, 'feature.mp4');
  noiseVideo(large, { seconds: 30, size: '640x360', qp: 4, faststart: true });
  browser = await launchBrowser();
  const { context } = await newPage(browser);
  await signInAsAdmin(context, server);
  await api(server, context.request, 'post', 'settings', { settings: { 'uploads.s3_direct_upload': true } });
  movieId = (await api(server, context.request, 'post', 'titles', { type: 'movie', name: 'Bucket List', year: 2024 })).title.id;
  await context.close();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await s3?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('direct uploads to S3', () => {
  it('sends a small file in one presigned PUT, and a large one in parts that resume after a reload', async () => {
    expect(fs.statSync(large).size).toBeGreaterThan(100 * 1024 * 1024);
    // the bucket is plain http on loopback: the page CSP names the S3 endpoint's origin, so the
    // browser reaches it without lifting CSP
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await signInAsAdmin(context, server);
    const calls: { method: string; path: string; body: Record<string, any> | null }[] = [];
    const track = (r: Request) => {
      const url = new URL(r.url());
      const fromApp = url.origin === server.url;
      if (fromApp && !url.pathname.startsWith('/api/v1/s3/')) return;
      let body: Record<string, any> | null = null;
      try {
        body = fromApp ? r.postDataJSON() : null;
      } catch {
        body = null;
      }
      calls.push({
        method: r.method(),
        path: fromApp ? url.pathname : `s3:${url.searchParams.has('partNumber') ? `part ${url.searchParams.get('partNumber')}` : 'object'}`,
        body,
      });
    };
    page.on('request', track);
    const newVideo = `${server.url}/admin/titles/${movieId}/edit/videos/new`;

    await withScreenshotOnFailure(page, 'uploads-s3', async () => {
      await page.goto(newVideo);
      await page
        .getByRole('button', { name: 'OK', exact: true })
        .click({ timeout: 1000 })
        .catch(() => {});
      await page.getByTestId('upload-input').setInputFiles(small);
      await page.getByTestId('upload-row').and(page.locator('[data-status="completed"]')).waitFor({ timeout: 30_000 });
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'POST /api/v1/s3/simple/presign',
        'PUT s3:object',
        'POST /api/v1/s3/entries',
      ]);
      calls.length = 0;

      // the large file: reload once some parts are stored, then pick the same file again
      await throttleUploads(context, page, 24 * 1024 * 1024);
      const firstPart = page.waitForResponse(
        (r) => new URL(r.url()).searchParams.has('partNumber') && r.request().method() === 'PUT' && r.ok(),
        { timeout: 60_000 },
      );
      await page.getByTestId('upload-input').setInputFiles(large);
      const stored = Number(new URL((await firstPart).url()).searchParams.get('partNumber'));
      await page.goto(newVideo);
      const before = calls.splice(0);
      expect(before.filter((c) => c.path === '/api/v1/s3/multipart/create')).toHaveLength(1);
      const signedFirst = before.find((c) => c.path === '/api/v1/s3/multipart/batch-sign-part-urls')!.body!;
      expect(signedFirst.partNumbers).toEqual([1, 2, 3, 4, 5, 6]);

      await page.getByTestId('upload-input').setInputFiles(large);
      await page.getByTestId('upload-row').and(page.locator('[data-status="completed"]')).waitFor({ timeout: 120_000 });
      const paths = calls.map((c) => c.path);
      expect(paths).not.toContain('/api/v1/s3/multipart/create');
      expect(paths[0]).toBe('/api/v1/s3/multipart/get-uploaded-parts');
      const resumedParts = calls
        .filter((c) => c.path === '/api/v1/s3/multipart/batch-sign-part-urls')
        .flatMap((c) => c.body!.partNumbers as number[]);
      expect(resumedParts).not.toContain(stored);
      const complete = calls.find((c) => c.path === '/api/v1/s3/multipart/complete')!.body!;
      expect(complete.parts.map((p: { PartNumber: number }) => p.PartNumber)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(paths.at(-1)).toBe('/api/v1/s3/entries');
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mq-s3-multipart:')))).toEqual([]);

      // saved as the movie's video, processed from the bucket, and stored byte for byte
      await page.getByTestId('video-save').click();
      await page.waitForURL((url) => /\/videos\/edit\/\d+$/.test(url.pathname));
      const videoId = Number(new URL(page.url()).pathname.split('/').pop());
      await waitForStatus(server, context.request, videoId, 'ready');
      const { video } = await api(server, context.request, 'get', `videos/${videoId}`);
      const { fileEntry } = await api(server, context.request, 'get', `file-entries/${video.file_entry_id}`);
      expect(fileEntry.disk).toBe('s3');
      const object = fs.readFileSync(path.join(s3.dir, s3.bucket, `${fileEntry.path}._S3rver_object`));
      expect(sha256(object)).toBe(sha256(fs.readFileSync(large)));
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
