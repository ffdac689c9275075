import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, screenshot, settled, startServer, withScreenshotOnFailure } from './harness';

// The settings tabs that act, in Chromium against the real server: an analytics snippet saved in
// the form runs on a public page under the CSP nonce (and a provider's script loads from its
// host), the queue's retry and delete, the search rebuild with progress, the live stream status,
// and a video setting (resume) that changes where the player starts.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const TABS = ['cache', 'analytics', 'queue', 'websockets', 'search', 'videos'] as const;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

let server: RunningServer;
let browser: Browser;
let clip: Buffer;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const file = path.join(server.dataDir, 'resume-clip.mp4');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=5:duration=90',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  clip = fs.readFileSync(file);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function adminPage(viewport = WIDE) {
  const opened = await newPage(browser, { viewport });
  opened.page.setDefaultTimeout(60_000);
  await opened.context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  await signInAsAdmin(opened.context, server);
  return opened;
}

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await request[method](`${server.url}/api/v1/${url}`, { data: data as object, headers: { Origin: server.url } });
  const body = await res.json().catch(() => ({}));
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${JSON.stringify(body)}`);
  return body as Record<string, any>;
}

/** Serves a file from a made-up CDN host with byte ranges, as a real one would. */
async function serveFromCdn(context: BrowserContext, url: string, body: Buffer, type: string) {
  await context.route(url, async (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '');
    const headers = { 'Content-Type': type, 'Accept-Ranges': 'bytes', 'Access-Control-Allow-Origin': '*' };
    if (!range) return route.fulfill({ body, headers });
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
    await route.fulfill({
      status: 206,
      body: body.subarray(start, end + 1),
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${body.length}` },
    });
  });
}

const cspViolations = (page: Page) => {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
};

describe('analytics tab', () => {
  it('runs a saved snippet on a public page with the page nonce, and a provider script from its host', async () => {
    const { page, context, errors } = await adminPage();
    await withScreenshotOnFailure(page, 'settings-analytics', async () => {
      await page.goto(`${server.url}/admin/settings/analytics`);
      await page.getByLabel('Provider').selectOption('custom');
      await page
        .getByRole('textbox', { name: 'Snippet' })
        .fill(
          '<script>window.__mqAnalytics = "inline ran";</script>\n<script async src="https://stats.example.test/t.js"></script>\n<noscript><img src="https://stats.example.test/p.gif" alt=""></noscript>',
        );
      await page.getByTestId('settings-save').click();
      await page.getByText('Settings saved').waitFor();
      await poll(() => page.getByTestId('settings-facts').innerText()).toMatch(
        /Sending page views to a custom snippet[\s\S]*https:\/\/stats\.example\.test/,
      );
    });
    await context.close();

    // a guest on the home page: both scripts carry this page's nonce and run; nothing is blocked
    const guest = await newPage(browser, { viewport: WIDE });
    const blocked = cspViolations(guest.page);
    await serveFromCdn(
      guest.context,
      'https://stats.example.test/t.js',
      Buffer.from('window.__mqExternal = "external ran";'),
      'text/javascript',
    );
    const res = await guest.page.goto(`${server.url}/`);
    const nonce = /'nonce-([^']+)'/.exec(res!.headers()['content-security-policy'] ?? '')![1];
    expect(res!.headers()['content-security-policy']).toContain('https://stats.example.test');
    await poll(() => guest.page.evaluate(() => (window as any).__mqAnalytics)).toBe('inline ran');
    await poll(() => guest.page.evaluate(() => (window as any).__mqExternal)).toBe('external ran');
    const nonces = await guest.page.evaluate(() =>
      [...document.querySelectorAll('head script')]
        .filter((s) => /mqAnalytics|stats\.example/.test(s.outerHTML))
        .map((s) => (s as HTMLScriptElement).nonce),
    );
    expect(nonces).toEqual([nonce, nonce]);
    expect(blocked).toEqual([]);
    expect(guest.errors).toEqual([]);
    await guest.context.close();

    // a privacy-friendly provider by its ID: its cloud script loads from plausible.io with the nonce
    const admin = await adminPage();
    await api(admin.context.request, 'post', 'settings', {
      settings: { 'analytics.provider': 'plausible', 'analytics.tracking_code': 'films.example.com' },
    });
    await admin.context.close();
    const visitor = await newPage(browser, { viewport: WIDE });
    const blocked2 = cspViolations(visitor.page);
    await serveFromCdn(
      visitor.context,
      'https://plausible.io/js/script.js',
      Buffer.from('window.__plausibleDomain = document.currentScript.dataset.domain;'),
      'text/javascript',
    );
    await visitor.page.goto(`${server.url}/`);
    await poll(() => visitor.page.evaluate(() => (window as any).__plausibleDomain)).toBe('films.example.com');
    expect(await visitor.page.evaluate(() => (window as any).__mqAnalytics)).toBeUndefined();
    expect(blocked2).toEqual([]);
    await visitor.context.close();
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('videos tab', () => {
  it('turning resume off makes the player start from the beginning', async () => {
    const { page, context, errors } = await adminPage();
    await serveFromCdn(context, 'https://cdn.example.test/resume-clip.mp4', clip, 'video/mp4');
    const { title } = await api(context.request, 'post', 'titles', { type: 'movie', name: 'Resume Pattern', year: 2024 });
    const { video } = await api(context.request, 'post', 'videos', {
      name: 'Resume Pattern (full)',
      type: 'direct',
      src: 'https://cdn.example.test/resume-clip.mp4',
      category: 'full',
      title_id: title.id,
    });
    await api(context.request, 'post', `videos/${video.id}/log-play`, { position_seconds: 70, duration_seconds: 90 });
    const currentTime = () =>
      page.locator('[data-testid="video-player"] video').evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.currentTime : -1));
    await withScreenshotOnFailure(page, 'settings-videos', async () => {
      await page.goto(`${server.url}/watch/${video.id}`);
      await poll(currentTime).toBeGreaterThan(69);

      await page.goto(`${server.url}/admin/settings/videos`);
      const resume = page.getByRole('switch', { name: 'Resume where the viewer stopped' });
      await poll(() => resume.isChecked()).toBe(true);
      await resume.uncheck();
      await page.getByTestId('settings-save').click();
      await page.getByText('Settings saved').waitFor();

      await page.goto(`${server.url}/watch/${video.id}`);
      await poll(currentTime).toBeGreaterThanOrEqual(0);
      expect(await currentTime()).toBeLessThan(1);
      // and back on: the next visit resumes again
      await api(context.request, 'post', 'settings', { settings: { 'videos.resume': true } });
      await page.reload();
      await poll(currentTime).toBeGreaterThan(69);
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('queue, search and websockets tabs', () => {
  it('retries and deletes failed jobs, rebuilds the search index with progress, and shows the live stream connected', async () => {
    const db = new Database(path.join(server.dataDir, 'marquee.db'));
    try {
      const insert = db.prepare(
        "INSERT INTO jobs (name, status, error, attempts, max_attempts, queue) VALUES (?, 'failed', ?, 3, 3, 'default')",
      );
      insert.run('video:process', 'ffmpeg exited with code 1: Invalid data found when processing input');
      insert.run('tmdb:import', 'TMDB answered 401: invalid API key');
    } finally {
      db.close();
    }
    const { page, context, errors } = await adminPage();
    await withScreenshotOnFailure(page, 'settings-queue', async () => {
      await page.goto(`${server.url}/admin/settings/queue`);
      const rows = page.getByTestId('queue-job');
      await poll(() => rows.count()).toBe(2);
      await poll(() => page.getByTestId('queue-count-failed').innerText()).toBe('2');
      await rows.filter({ hasText: 'tmdb:import' }).getByRole('button', { name: 'Retry' }).click();
      await page.getByText('The job will run again shortly.').waitFor();
      await rows
        .filter({ hasText: 'video:process' })
        .getByRole('button', { name: /Delete job/ })
        .click();
      await page.getByRole('dialog', { name: 'Delete this job?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Job deleted').waitFor();
      await poll(() => rows.filter({ hasText: 'video:process' }).count()).toBe(0);

      await page.getByTestId('tab-search').click();
      await page.getByTestId('search-index-titles').waitFor();
      await page.getByTestId('search-rebuild').click();
      await poll(() => page.getByTestId('search-rebuild-status').innerText()).toMatch(/Rebuilt \d+ indexes/);
      await poll(() => page.getByTestId('search-index-titles').innerText()).toMatch(/In step/);

      await page.getByTestId('tab-websockets').click();
      await poll(() => page.getByTestId('live-connection').innerText()).toBe('Connected');
      await poll(() => page.getByTestId('settings-notice').innerText()).toMatch(/Server-Sent Events/);
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('screenshots every acting tab at 1440 and 390 without sideways scrolling', async () => {
    for (const viewport of [WIDE, PHONE]) {
      const { page, context } = await adminPage(viewport);
      for (const tab of TABS) {
        await page.goto(`${server.url}/admin/settings/${tab}`);
        await page.getByTestId(`settings-tab-${tab}`).waitFor();
        if (tab === 'websockets') await poll(() => page.getByTestId('live-connection').innerText()).toBe('Connected');
        if (tab === 'search') await page.getByTestId('search-index-titles').waitFor();
        if (tab === 'queue') await page.getByTestId('queue-panel').waitFor();
        await poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await settled(page);
        await screenshot(page, `settings-tab-${tab}-${viewport.width}`);
      }
      await context.close();
    }
  }, 240_000);
});
