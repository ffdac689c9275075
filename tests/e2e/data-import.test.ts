import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_IMPORT_FIXTURES, zipFolder } from '../../src/testing/data-import';
import { createUser, DESKTOP, freshPage, panel, PHONE, signedIn, signedInClient, signInUi, useAccountsServer } from './accounts-kit';
import { screenshot, settled, withScreenshotOnFailure } from './harness';

// A person brings their Letterboxd export: uploads the ZIP in the account settings, watches the
// job's progress, and finds their ratings, watchlist and list on the site.

const env = useAccountsServer();

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
  it('uploads a Letterboxd ZIP, shows the progress and totals, and the ratings, watchlist and list appear', async () => {
    for (const t of CATALOGUE) await env.admin.request('POST', 'api/v1/titles', { type: 'movie', release_date: `${t.year}-06-01`, ...t });
    const email = await createUser(env);
    const { user } = await signedInClient(env, email);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-lb-'));
    const zip = path.join(dir, 'letterboxd-cinephile-2024-04-02-10-00-utc.zip');
    fs.writeFileSync(zip, await zipFolder(path.join(DATA_IMPORT_FIXTURES, 'letterboxd')));

    const { page, context } = await freshPage(env);
    await withScreenshotOnFailure(page, 'data-import', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/account-settings#import-data`);
      const importPanel = panel(page, 'import-data');
      await importPanel.getByLabel('Where is the file from?').selectOption('letterboxd');
      await importPanel.getByText('Settings → Data → Export your data').first().waitFor();
      await importPanel.getByTestId('data-import-file').setInputFiles(zip);
      await importPanel.getByText('letterboxd-cinephile-2024-04-02-10-00-utc.zip').first().waitFor();
      await importPanel.getByRole('button', { name: 'Import', exact: true }).click();

      const status = importPanel.getByTestId('data-import-status');
      await status.getByText('Finished').waitFor();
      expect(await importPanel.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
      const total = (label: string) => status.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
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

      // the ratings on the profile, the list in its order, the watchlist
      await page.goto(`${env.server.url}/user/${user.id}/user/ratings`);
      await page.getByTestId('profile-page').getByText('Amélie').first().waitFor();
      await page.getByTestId('profile-page').getByText('Drive, She Said').first().waitFor();
      await page.goto(`${env.server.url}/user/${user.id}/user`);
      await page.getByTestId('profile-page').getByText('Favourites').first().waitFor();
      await page.goto(`${env.server.url}/watchlist`);
      await page.getByText('Heat').first().waitFor();
      await page.getByText('Spirited Away').first().waitFor();
    });
    await context.close();
  }, 300_000);
});
