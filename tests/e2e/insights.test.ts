import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ApiClient } from './accounts-kit';
import { ADMIN, launchBrowser, newPage, type RunningServer, screenshot, startServer, withScreenshotOnFailure } from './harness';
import { signInAsAdmin } from './catalogue-helpers';

// The admin's plays reports: plays logged by viewers on different devices show up in the site-wide
// report, its most played titles lead to a title's report, and the period can be changed.

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let server: RunningServer;
let browser: Browser;
let titleId: number;

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
  const make = async (name: string) => {
    const { title } = await admin.request('POST', 'api/v1/titles', { type: 'movie', name, year: 2024 });
    const { video } = await admin.request('POST', 'api/v1/videos', {
      name: `${name} (trailer)`,
      type: 'direct',
      src: 'https://cdn.example.test/a.mp4',
      category: 'trailer',
      title_id: title.id,
    });
    return { title, video };
  };
  const lantern = await make('Lantern Bay');
  const quiet = await make('Quiet Orbit');
  titleId = lantern.title.id;
  for (const ua of [CHROME_WIN, CHROME_WIN, SAFARI_IPHONE]) await logPlay(lantern.video.id, ua);
  await logPlay(quiet.video.id, CHROME_WIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('admin plays reports', () => {
  it("shows site plays, leads to a title's report by device and browser, and changes the period", async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(context, server);
    await withScreenshotOnFailure(page, 'insights', async () => {
      await page.goto(`${server.url}/admin/plays`);
      const report = page.getByTestId('insights-page');
      await expect.poll(() => report.getByTestId('total-plays').textContent(), { timeout: 20_000 }).toBe('4');
      const top = report.getByRole('region', { name: 'Most played titles' });
      expect(await top.getByRole('link').allTextContents()).toEqual(['Lantern Bay', 'Quiet Orbit']);
      await screenshot(page, 'insights-site-desktop');

      await top.getByRole('link', { name: 'Lantern Bay' }).click();
      await page.waitForURL(`${server.url}/admin/titles/${titleId}/insights`);
      await report.getByRole('heading', { level: 1, name: 'Lantern Bay' }).waitFor();
      await expect.poll(() => report.getByTestId('total-plays').textContent()).toBe('3');
      const devices = report.getByRole('region', { name: 'Devices' });
      await devices.getByText('Desktop').waitFor();
      await devices.getByText('67%').waitFor();
      await report
        .getByRole('region', { name: 'Browsers' })
        .getByText('Mobile Safari')
        .or(report.getByRole('region', { name: 'Browsers' }).getByText('Safari'))
        .first()
        .waitFor();
      await report.getByRole('region', { name: 'Most played videos' }).getByRole('link', { name: 'Lantern Bay (trailer)' }).waitFor();

      await report.getByRole('radio', { name: '7 days' }).click();
      await page.waitForURL((url) => url.searchParams.get('days') === '7');
      expect(await report.getByRole('radio', { name: '7 days' }).getAttribute('aria-checked')).toBe('true');
      // the chart's screen-reader table holds one row per day of the period
      await expect.poll(() => report.locator('table.sr-only tbody tr').count()).toBe(7);
      await screenshot(page, 'insights-title-desktop');

      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'insights-title-phone');
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
