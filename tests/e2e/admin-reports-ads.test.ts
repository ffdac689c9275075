import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './accounts-kit';
import { DESKTOP, PHONE, settledScreenshot, signInAsAdmin } from './catalogue-helpers';
import { ADMIN, launchBrowser, newPage, type RunningServer, startServer, withScreenshotOnFailure } from './harness';

// Three admin screens end to end: the ads screen fills the watch page's slot and a viewer sees the
// ad inside a sandboxed frame (its script cannot reach the page); the visitors report shows the
// plays made here; missing titles lists a title created without a poster and opens its editor.

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
// the script runs (ad networks need that) but in an opaque origin: the parent page and the
// site's cookies are out of its reach
const AD =
  '<p id="ad" style="color:#f5c518;font:700 22px sans-serif">Popcorn Deluxe: two for one</p>' +
  '<script>document.body.append("script ran"); try { parent.document.title = "hijacked" } catch { document.body.append(" / page blocked") }' +
  ' try { document.body.append(" / cookies: " + document.cookie) } catch { document.body.append(" / cookies blocked") }</script>';

let server: RunningServer;
let browser: Browser;
let watched: { titleId: number; videoId: number };
let reported: { titleId: number; videoId: number };

async function logPlay(videoId: number, ua: string) {
  const res = await fetch(`${server.url}/api/v1/videos/${videoId}/log-play`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.url, 'User-Agent': ua },
    body: JSON.stringify({ position_seconds: 5, duration_seconds: 600 }),
  });
  if (!res.ok) throw new Error(`log-play ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const admin = new ApiClient(server.url);
  await admin.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
  const make = async (name: string, extra: Record<string, unknown> = {}) => {
    const { title } = await admin.request('POST', 'api/v1/titles', { type: 'movie', name, year: 2024, ...extra });
    const { video } = await admin.request('POST', 'api/v1/videos', {
      name: `${name} (trailer)`,
      type: 'direct',
      src: 'https://cdn.example.test/a.mp4',
      category: 'trailer',
      title_id: title.id,
    });
    return { titleId: title.id as number, videoId: video.id as number };
  };
  watched = await make('Harbor Lights', { description: 'A lighthouse keeper and a storm.' });
  reported = await make('Posterless Wonder');
  // three visitors (no cookies: each play is a new anonymous visitor) on two kinds of device
  for (const ua of [CHROME_WIN, CHROME_WIN, SAFARI_IPHONE]) await logPlay(reported.videoId, ua);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('admin ads, visitors and missing titles', () => {
  it('saves an ad for the watch slot and a viewer sees it in a sandboxed frame', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await signInAsAdmin(context, server);
    await withScreenshotOnFailure(page, 'ads-admin', async () => {
      await page.goto(`${server.url}/admin/ads`);
      const watchCard = page.locator('section[data-slot="watch_page"]');
      await watchCard.getByLabel('Ad code').waitFor();
      await settledScreenshot(page, 'ads-admin-top-desktop');
      // too long: the server's field error shows under the field and nothing is saved
      await watchCard.getByLabel('Ad code').fill('x'.repeat(20_001));
      await page.getByRole('button', { name: 'Save' }).click();
      await watchCard.getByText('at most 20000 characters').waitFor();
      expect(await watchCard.getByLabel('Ad code').getAttribute('aria-invalid')).toBe('true');

      await watchCard.getByLabel('Ad code').fill(AD);
      await page.getByRole('switch', { name: 'Top of pages' }).uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved ads').waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await settledScreenshot(page, 'ads-admin-desktop');
      await page.setViewportSize(PHONE);
      await settledScreenshot(page, 'ads-admin-phone');
    });
    expect(errors).toEqual([]);
    await context.close();

    // a signed-out viewer on the watch page
    const viewer = await newPage(browser, { viewport: DESKTOP });
    await withScreenshotOnFailure(viewer.page, 'ads-watch', async () => {
      await viewer.page.goto(`${server.url}/watch/${watched.videoId}`);
      const frame = viewer.page.locator('aside[data-ad-slot="watch_page"] iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-popups-to-escape-sandbox');
      // not inline: the app's DOM has no ad markup of its own
      expect(await viewer.page.locator('#ad').count()).toBe(0);
      const inner = viewer.page.frameLocator('aside[data-ad-slot="watch_page"] iframe');
      await inner.getByText('Popcorn Deluxe: two for one').waitFor();
      // the ad's script ran inside its frame, and could reach neither the page nor the cookies
      await expect
        .poll(() => inner.locator('body').innerText(), { timeout: 15_000 })
        .toContain('script ran / page blocked / cookies blocked');
      expect(await viewer.page.title()).not.toBe('hijacked');
      await viewer.page.locator('aside[data-ad-slot="watch_page"]').scrollIntoViewIfNeeded();
      await settledScreenshot(viewer.page, 'ads-watch-desktop');
      await viewer.page.setViewportSize(PHONE);
      await viewer.page.locator('aside[data-ad-slot="watch_page"]').scrollIntoViewIfNeeded();
      await settledScreenshot(viewer.page, 'ads-watch-phone');
    });
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  });

  it('reports the visitors of the plays made in the test', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await signInAsAdmin(context, server);
    await withScreenshotOnFailure(page, 'visitors', async () => {
      await page.goto(`${server.url}/admin/visitors`);
      const report = page.getByTestId('visitors-page');
      await report.getByText('Counts viewers of videos').waitFor();
      const row = report.getByTestId('top-pages').getByRole('listitem').filter({ hasText: 'Posterless Wonder' });
      await row.getByText('3 views').waitFor({ timeout: 20_000 });
      await row.getByText('3 visitors').waitFor();
      await row.getByText(`/watch/${reported.videoId}`).waitFor();
      expect(Number(await report.getByTestId('total-visitors').textContent())).toBeGreaterThanOrEqual(3);
      const devices = report.getByRole('region', { name: 'Devices' });
      await devices.getByText('Desktop').waitFor();
      await devices.getByText('Mobile').waitFor();
      await report.getByRole('radio', { name: '7 days' }).click();
      await page.waitForURL((url) => url.searchParams.get('days') === '7');
      await expect.poll(() => report.locator('figure table.sr-only').first().locator('tbody tr').count()).toBe(7);
      await settledScreenshot(page, 'visitors-desktop');
      await page.setViewportSize(PHONE);
      await settledScreenshot(page, 'visitors-phone');
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists a title without poster and opens its editor', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await signInAsAdmin(context, server);
    await withScreenshotOnFailure(page, 'missing-titles', async () => {
      await page.goto(`${server.url}/admin/missing-titles`);
      const list = page.getByTestId('missing-titles');
      await expect
        .poll(async () => Number(await list.getByTestId('count-no_poster').textContent()), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      await list.getByTestId('missing-search').fill('Posterless');
      const row = list.getByTestId('missing-row').filter({ hasText: 'Posterless Wonder' });
      await row.waitFor();
      await expect.poll(() => list.getByTestId('missing-row').count()).toBe(1);
      await settledScreenshot(page, 'missing-titles-desktop');

      // the description tab: Harbor Lights has one, Posterless Wonder not
      await list.getByTestId('missing-search').fill('');
      await list.locator('button[data-problem="no_description"]').click();
      await list.getByTestId('missing-row').filter({ hasText: 'Posterless Wonder' }).waitFor();
      await expect.poll(() => list.getByTestId('missing-row').filter({ hasText: 'Harbor Lights' }).count()).toBe(0);
      await page.setViewportSize(PHONE);
      await settledScreenshot(page, 'missing-titles-phone');

      await list.getByTestId('missing-row').filter({ hasText: 'Posterless Wonder' }).getByTestId('missing-edit').click();
      await page.waitForURL(`${server.url}/admin/titles/${reported.titleId}/edit`);
      await page.getByTestId('admin-title-edit').waitFor();
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
