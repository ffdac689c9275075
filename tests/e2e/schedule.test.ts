import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './accounts-kit';
import { settledScreenshot } from './catalogue-helpers';
import { ADMIN, launchBrowser, type RunningServer, startServer, withScreenshotOnFailure } from './harness';

// The schedule page in real Chromium: films and episodes day by day around today, week navigation,
// today highlighted, the viewer's time zone, and the "Followed only" filter for a signed-in user.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let admin: ApiClient;
let series: { id: number; slug: string };

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const dateIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => dateIn('UTC');

/** The names on the schedule cards, by day: { '2031-01-02': ['Night Harbour S1 · E1 Arrival'] }. */
async function cardsByDay(page: Page) {
  return page
    .getByTestId('schedule-day')
    .evaluateAll((days) =>
      Object.fromEntries(
        days
          .map((d) => [
            d.getAttribute('data-date'),
            [...d.querySelectorAll('[data-testid="schedule-item"]')].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
          ])
          .filter(([, items]) => items!.length),
      ),
    );
}

async function pageFor(timezoneId = 'UTC', signedIn = false) {
  const errors: string[] = [];
  const ctx = await browser.newContext({ viewport: DESKTOP, colorScheme: 'dark', timezoneId });
  await ctx.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  if (signedIn) {
    const res = await ctx.request.post(`${server.url}/auth/login`, {
      data: { email: ADMIN.email, password: ADMIN.password, remember: false },
      headers: { Origin: server.url },
    });
    expect(res.ok()).toBe(true);
  }
  const p = await ctx.newPage();
  p.setDefaultTimeout(30_000);
  p.on('pageerror', (e) => errors.push(String(e)));
  return { context: ctx, page: p, errors };
}

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  browser = await launchBrowser();
  admin = new ApiClient(server.url);
  await admin.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
  const day = today();
  const title = async (name: string, type: 'movie' | 'series', release: string) =>
    (
      (await admin.request('POST', 'api/v1/titles', { type, name, release_date: release, description: `${name}.` })) as {
        title: { id: number; slug: string };
      }
    ).title;
  series = await title('Night Harbour', 'series', addDays(day, -3));
  await admin.request('POST', `api/v1/titles/${series.id}/seasons`, { number: 1 });
  for (const [n, name, offset] of [
    [1, 'Arrival', -3],
    [2, 'Low Water', 0],
    [3, 'Second Tide', 8],
  ] as const) {
    await admin.request('POST', `api/v1/titles/${series.id}/seasons/1/episodes`, {
      episode_number: n,
      name,
      release_date: addDays(day, offset),
    });
  }
  await title('Paper Lanterns', 'movie', addDays(day, 2));
  await title('Quiet Orbit', 'movie', addDays(day, 16));
  await title('Old Reel', 'movie', addDays(day, -10));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('schedule page', () => {
  it('is in the navbar and walks the weeks around today, with today highlighted and links to the episode', async () => {
    const { page, context, errors } = await pageFor();
    await withScreenshotOnFailure(page, 'schedule-weeks', async () => {
      const day = today();
      await page.goto(server.url);
      await page.getByRole('navigation').getByRole('link', { name: 'Schedule' }).first().click();
      await page.waitForURL(`${server.url}/schedule`);
      await poll(() => page.title()).toMatch(/^Schedule - /);
      await page.getByTestId('schedule-days').waitFor();
      expect(await page.getByTestId('schedule-day').count()).toBe(21);
      const todayBox = page.locator('[data-testid="schedule-day"][data-today]');
      expect(await todayBox.getAttribute('data-date')).toBe(day);
      await todayBox.getByText('Today', { exact: true }).waitFor();
      expect(await cardsByDay(page)).toEqual({
        [addDays(day, -3)]: ['Night Harbour S1 · E1 Arrival'],
        [day]: ['Night Harbour S1 · E2 Low Water'],
        [addDays(day, 2)]: ['Paper Lanterns Film release'],
        [addDays(day, 8)]: ['Night Harbour S1 · E3 Second Tide'],
      });
      await page.getByText('Nothing came out this day.').first().waitFor();
      await page.getByText('Nothing scheduled for this day.').first().waitFor();
      // guests have no watchlist to filter by
      expect(await page.getByRole('button', { name: 'Followed only' }).count()).toBe(0);
      await settledScreenshot(page, 'schedule-guest-dark-1440');

      await page.getByRole('link', { name: 'Next week' }).first().click();
      await page.waitForURL(`${server.url}/schedule?from=${day}`);
      await poll(() => cardsByDay(page)).toMatchObject({ [addDays(day, 16)]: ['Quiet Orbit Film release'] });
      expect(Object.keys(await cardsByDay(page))).not.toContain(addDays(day, -3));
      await page.getByRole('link', { name: 'Previous week' }).click();
      await page.getByRole('link', { name: 'Previous week' }).click();
      await page.waitForURL(`${server.url}/schedule?from=${addDays(day, -14)}`);
      await poll(() => cardsByDay(page)).toMatchObject({ [addDays(day, -10)]: ['Old Reel Film release'] });
      expect(await page.getByTestId('schedule-range').innerText()).toMatch(/\d/);
      await page.getByRole('link', { name: 'This week' }).click();
      await page.waitForURL(`${server.url}/schedule`);
      await poll(() => page.locator('[data-testid="schedule-day"][data-today]').getAttribute('data-date')).toBe(day);

      await page.getByRole('link', { name: /Night Harbour S1 · E2 Low Water/ }).click();
      await page.waitForURL(`${server.url}/titles/${series.id}/${series.slug}/season/1/episode/2`);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('counts days in the browser’s time zone', async () => {
    const { page, context } = await pageFor('Pacific/Kiritimati');
    await page.goto(`${server.url}/schedule`);
    await page.getByText('Days in Pacific/Kiritimati.').waitFor();
    await poll(() => page.locator('[data-testid="schedule-day"][data-today]').getAttribute('data-date')).toBe(dateIn('Pacific/Kiritimati'));
    await context.close();
  });

  it('shows only the watchlist with "Followed only", and says when nothing of it airs', async () => {
    await admin.request('POST', 'api/v1/users/me/watchlist', { type: 'title', item_id: series.id });
    const { page, context, errors } = await pageFor('UTC', true);
    await withScreenshotOnFailure(page, 'schedule-followed', async () => {
      const day = today();
      await page.goto(`${server.url}/schedule`);
      await page.getByTestId('schedule-days').waitFor();
      expect(Object.values(await cardsByDay(page)).flat()).toContain('Paper Lanterns Film release');
      const filter = page.getByRole('button', { name: 'Followed only' });
      await filter.click();
      await page.waitForURL(`${server.url}/schedule?followed=1`);
      expect(await filter.getAttribute('aria-pressed')).toBe('true');
      await poll(() => cardsByDay(page)).toEqual({
        [addDays(day, -3)]: ['Night Harbour S1 · E1 Arrival'],
        [day]: ['Night Harbour S1 · E2 Low Water'],
        [addDays(day, 8)]: ['Night Harbour S1 · E3 Second Tide'],
      });
      await settledScreenshot(page, 'schedule-followed-dark-1440');

      // three weeks on, nothing on the watchlist airs: one empty state with a way back to everything
      for (const week of [0, 7, 14]) {
        await page.getByRole('link', { name: 'Next week' }).first().click();
        await page.waitForURL(`${server.url}/schedule?from=${addDays(day, week)}&followed=1`);
      }
      await page.getByText('Nothing from your watchlist in these weeks').waitFor();
      await settledScreenshot(page, 'schedule-followed-empty-dark-1440');
      await page.getByRole('link', { name: 'Show everything' }).click();
      await page.waitForURL(`${server.url}/schedule?from=${addDays(day, 14)}`);
      await poll(() => cardsByDay(page)).toEqual({ [addDays(day, 16)]: ['Quiet Orbit Film release'] });

      await page.getByRole('link', { name: 'This week' }).click();
      await page.setViewportSize(PHONE);
      await page.getByTestId('schedule-days').waitFor();
      await settledScreenshot(page, 'schedule-signed-in-dark-390');
      await page.locator('#today').scrollIntoViewIfNeeded();
      await settledScreenshot(page, 'schedule-today-dark-390');
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});
