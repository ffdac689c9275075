import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DATA_IMPORT_FIXTURES, zipFolder } from '../../src/testing/data-import';
import { createUser, DESKTOP, freshPage, panel, PHONE, signedIn, signedInClient, signInUi, useAccountsServer } from './accounts-kit';
import { screenshot, settled, withScreenshotOnFailure } from './harness';

// A person brings their Letterboxd export: uploads the ZIP in the account settings, watches the
// job's progress, and finds their ratings, watchlist, list and diary on the site. Then they take
// their data out ("Download my data") and a second person imports that ZIP: they see the same.

const env = useAccountsServer();

/** Uploads `zip` in "Import your data" (signed in) and waits until the import has finished. */
async function importInBrowser(page: Page, zip: string) {
  await page.goto(`${env.server.url}/account-settings#import-data`);
  const importPanel = panel(page, 'import-data');
  await importPanel.getByLabel('Where is the file from?').selectOption('letterboxd');
  await importPanel.getByText('Settings → Data → Export your data').first().waitFor();
  await importPanel.getByTestId('data-import-file').setInputFiles(zip);
  await importPanel.getByText(path.basename(zip)).first().waitFor();
  await importPanel.getByRole('button', { name: 'Import', exact: true }).click();
  const status = importPanel.getByTestId('data-import-status');
  await status.getByText('Finished').waitFor();
  expect(await importPanel.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
  const total = (label: string) => status.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  return { importPanel, status, total };
}

/** The visible text of each element, white space folded. */
const texts = (items: Locator) => items.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
const names = (items: Locator) => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));

/** What the user's profile (ratings, lists, diary), their list and their watchlist show, in page order. */
async function profileOf(page: Page, userId: number, listName: string) {
  await page.goto(`${env.server.url}/user/${userId}/user/ratings`);
  await page.getByTestId('profile-tab-ratings').locator('li').first().waitFor();
  // each card without the site's average and vote count ('9.0 (2)'), which every rating moves
  const ratings = (await texts(page.getByTestId('profile-tab-ratings').locator('li'))).map((text) => text.replace(/ \d+\.\d \(\d+\)/, ''));

  await page.goto(`${env.server.url}/user/${userId}/user/diary`);
  await page.getByTestId('diary-entry').first().waitFor();
  const diary = (await page.getByTestId('profile-tab-diary').innerText()).replace(/\s+/g, ' ').trim();
  const rewatches = await page.getByTestId('profile-tab-diary').getByLabel('Rewatch').count();

  await page.goto(`${env.server.url}/user/${userId}/user`);
  await page.getByTestId('list-tile').first().waitFor();
  // the tiles without the owner's name (" · Viewer 2")
  const lists = (await texts(page.getByTestId('list-tile'))).map((text) => text.replace(/ · .*$/, ''));
  const privateLists = await page.getByTestId('list-tile').getByLabel('Private').count();

  await page.getByTestId('list-tile').filter({ hasText: listName }).click();
  await page.getByTestId('list-item').first().waitFor();
  const list = await names(page.getByTestId('list-item'));

  await page.goto(`${env.server.url}/watchlist`);
  await page.getByTestId('list-item').first().waitFor();
  const watchlist = await names(page.getByTestId('list-item'));
  return { ratings, diary, rewatches, lists, privateLists, list, watchlist };
}

const CATALOGUE = [
  { name: 'Amélie', year: 2001, original_name: "Le Fabuleux Destin d'Amélie Poulain" },
  { name: 'Dune', year: 2021 },
  { name: 'Dune', year: 1984 },
  { name: 'Drive, She Said', year: 1971 },
  { name: 'Heat', year: 1995 },
  { name: 'Spirited Away', year: 2001, original_name: '千と千尋の神隠し' },
  { name: 'The Thing', year: 1982 },
];

describe('import your data', () => {
  it('uploads a Letterboxd ZIP, watches the progress, finds it all on the profile; its export imported by another user gives the same', async () => {
    for (const t of CATALOGUE) await env.admin.request('POST', 'api/v1/titles', { type: 'movie', release_date: `${t.year}-06-01`, ...t });
    const email = await createUser(env);
    const { user } = await signedInClient(env, email);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-lb-'));
    const zip = path.join(dir, 'letterboxd-cinephile-2024-04-02-10-00-utc.zip');
    fs.writeFileSync(zip, await zipFolder(path.join(DATA_IMPORT_FIXTURES, 'letterboxd')));

    const { page, context } = await freshPage(env);
    let mine: Awaited<ReturnType<typeof profileOf>> | undefined;
    let exported = '';
    await withScreenshotOnFailure(page, 'data-import', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      const { importPanel, status, total } = await importInBrowser(page, zip);
      expect(await total('Imported').textContent()).toBe('14');
      expect(await total('Not found').textContent()).toBe('1');
      const report = importPanel.getByTestId('data-import-report');
      const csv = await (
        await fetch(new URL((await report.getAttribute('href'))!, env.server.url), {
          headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
        })
      ).text();
      expect(csv).toContain('A Film Nobody Has Heard Of');
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await status.scrollIntoViewIfNeeded();
        await settled(page);
        await screenshot(page, `data-import-panel-${viewport.width}`);
      }

      // coming back, the page shows the latest import
      await page.setViewportSize(DESKTOP);
      await page.goto(`${env.server.url}/account-settings#import-data`);
      await status.getByText('Finished').waitFor();
      expect(await total('Imported').textContent()).toBe('14');

      // the ratings, the list, the diary (a rewatch among them) and the watchlist
      mine = await profileOf(page, user.id, 'Favourites');
      expect(mine.ratings).toEqual(['Drive, She Said 1971 1/10', 'Dune 1984 4/10', 'Dune 2021 7/10', 'Amélie 2001 9/10']);
      expect(mine.lists).toContain('Favourites Films I love, in order 3 items');
      expect(mine.privateLists).toBe(2); // the watchlist, and the list: older Letterboxd exports say nothing of visibility
      expect(mine.list).toEqual(['Heat', 'Dune', 'Amélie']);
      // newest first by month; the diary's 'The Thing' (1981) is the catalogue's 1982 film
      expect(mine.diary).toBe('MARCH 2024 6 The Thing1982 4 Amélie2001 10/10 1 Amélie2001 9/10 DECEMBER 2023 31 Heat1995');
      expect(mine.rewatches).toBe(1);
      expect(mine.watchlist).toEqual(['Heat', 'Spirited Away']);

      // "Download my data"
      await page.goto(`${env.server.url}/account-settings#your-data`);
      await panel(page, 'your-data').getByRole('button', { name: 'Request my data' }).click();
      const link = panel(page, 'your-data').getByTestId('export-download');
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      exported = path.join(dir, download.suggestedFilename());
      await download.saveAs(exported);
    });
    await context.close();

    // a second person imports that ZIP and sees what the first one sees
    const other = await createUser(env);
    const second = await signedInClient(env, other);
    const b = await freshPage(env);
    await withScreenshotOnFailure(b.page, 'data-roundtrip', async () => {
      await signInUi(env, b.page, other);
      await signedIn(env, b.page);
      const { total } = await importInBrowser(b.page, exported);
      expect(await total('Not found').textContent()).toBe('0');
      expect(await profileOf(b.page, second.user.id, 'Favourites')).toEqual(mine);
    });
    await b.context.close();
  }, 300_000);
});
