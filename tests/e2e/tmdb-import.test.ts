import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, screenshot, screenshotsAt, startServer, withScreenshotOnFailure } from './harness';
import { api } from './uploads-kit';
import { startFakeTmdb } from './tmdb-fake';

// The admin's 'Import from TMDB': a themoviedb.org link is imported as a background job with
// progress, the new title opens in the editor and appears on the public site; a TMDB list imports
// its titles; a bad id shows the field error; a refused key ends the job failed with TMDB's message.
// TMDB itself is a loopback fake with TMDB-shaped payloads.

let tmdb: Awaited<ReturnType<typeof startFakeTmdb>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  tmdb = await startFakeTmdb('e2e-tmdb-key');
  server = await startServer(tmdb.env);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tmdb?.stop();
});

/** Opens 'Import from TMDB' on the titles page and imports what `link` names. */
async function importFromDialog(page: Page, link: string) {
  await page.goto(`${server.url}/admin/titles`);
  await page.getByRole('button', { name: 'Import from TMDB' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from TMDB' });
  await dialog.getByLabel('TMDB id or link').fill(link);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  return dialog;
}

describe('Import from TMDB', () => {
  it('imports a series from its link with progress, then a list, and reports a bad id', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInAsAdmin(context, server);
    await withScreenshotOnFailure(page, 'tmdb-import', async () => {
      // a link that names no type TMDB knows: the id is checked before anything is queued
      const dialog = await importFromDialog(page, 'https://www.imdb.com/title/tt0137523/');
      await dialog.getByText('Enter a TMDB id or a themoviedb.org link.').waitFor();

      await dialog.getByLabel('TMDB id or link').fill('https://www.themoviedb.org/tv/204118-harbor-lights');
      await screenshot(page, 'tmdb-import-dialog');
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      const progress = dialog.getByTestId('tmdb-import-progress');
      await progress.getByText('Import finished').waitFor({ timeout: 60_000 });
      expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      await progress.getByText(/Created \d+, updated \d+\./).waitFor();
      await screenshot(page, 'tmdb-import-done');
      expect(tmdb.log.api).toContain('/tv/204118');
      expect(tmdb.log.api).toContain('/tv/204118/season/1');

      await progress.getByRole('link', { name: 'Open' }).click();
      await page.waitForURL(/\/admin\/titles\/\d+\/edit/);
      const titleId = Number(/titles\/(\d+)/.exec(page.url())![1]);
      await page.goto(`${server.url}/titles/${titleId}/harbor-lights`);
      await page.getByRole('heading', { level: 1, name: 'Harbor Lights' }).waitFor();

      // a list: its titles arrive through the same job
      await page.goto(`${server.url}/admin/titles`);
      await page.getByRole('button', { name: 'Import from TMDB' }).click();
      await dialog.getByRole('radio', { name: 'A TMDB list' }).click();
      await dialog.getByLabel('List').selectOption('movie/popular');
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await progress.getByText('Import finished').waitFor({ timeout: 90_000 });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.getByTestId('admin-titles').getByText('The Lantern Keeper').waitFor();
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says in the dialog that TMDB refused the API key and where to fix it', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await signInAsAdmin(context, server);
    await api(server, context.request, 'post', 'settings', { settings: { 'tmdb.api_key': 'revoked-key' } });
    try {
      await withScreenshotOnFailure(page, 'tmdb-import-refused', async () => {
        const dialog = await importFromDialog(page, 'https://www.themoviedb.org/movie/845021');
        // shown from the first failed attempt on, while the job waits for its retry
        await dialog
          .getByTestId('tmdb-import-progress')
          .getByText(/TMDB refused the API key: check the TMDB API key in Settings → Content → TMDB import/)
          .waitFor({ timeout: 60_000 });
        await screenshotsAt(page, 'tmdb-import-refused', [{ width: 1440, height: 900 }, PHONE]);
        // the retry is refused too: the job ends failed, and the dialog keeps TMDB's message
        const progress = dialog.getByTestId('tmdb-import-progress');
        await progress.getByText('Import failed').waitFor({ timeout: 60_000 });
        await progress.getByText(/^TMDB refused the API key: check the TMDB API key in Settings/).waitFor();
        expect(await dialog.getByTestId('tmdb-import-retrying').count()).toBe(0);
        await screenshotsAt(page, 'tmdb-import-failed', [{ width: 1440, height: 900 }, PHONE]);
      });
    } finally {
      await api(server, context.request, 'post', 'settings', { settings: { 'tmdb.api_key': '' } });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
