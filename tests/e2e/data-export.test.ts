import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { unzipText } from '../../src/testing/zip';
import {
  createUser,
  DESKTOP,
  freshPage,
  mailMatch,
  panel,
  PHONE,
  signedIn,
  signedInClient,
  signInUi,
  useAccountsServer,
} from './accounts-kit';
import { signInAsAdmin } from './catalogue-helpers';
import { screenshot, screenshotsAt, withScreenshotOnFailure } from './harness';

// "Download my data" and the diary in real Chromium against the real server (its own job worker).

const env = useAccountsServer();

describe('your data', () => {
  it('asks for an export, sees it ready, downloads the ZIP, and finds the diary on the profile', { timeout: 300_000 }, async () => {
    const { title } = await env.admin.request('POST', 'api/v1/titles', { name: 'Stalker', type: 'movie', release_date: '1979-05-25' });
    const email = await createUser(env);
    const me = await signedInClient(env, email);
    await me.client.request('POST', 'api/v1/users/me/ratings', { rateable: 'title', id: title.id, rating: 9 });
    await me.client.request('POST', 'api/v1/users/me/watchlist', { type: 'title', item_id: title.id });
    await me.client.request('POST', 'api/v1/users/me/history', { title_id: title.id, watched_at: '2024-03-01', rating: 8 });

    const { page, context } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'data-export', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/account-settings#your-data`);
      const yours = panel(page, 'your-data');
      await yours.getByText('You have not asked for an export yet.', { exact: false }).waitFor();
      await yours.getByRole('button', { name: 'Request my data' }).click();
      const link = yours.getByTestId('export-download');
      await link.waitFor();
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await yours.scrollIntoViewIfNeeded();
        await screenshot(page, `data-export-panel-${viewport.width}`);
      }

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^marquee-data-\d{4}-\d\d-\d\d\.zip$/);
      const files = await unzipText(fs.readFileSync((await download.path())!));
      expect([...files.keys()]).toEqual(
        expect.arrayContaining(['account.json', 'ratings.csv', 'watchlist.csv', 'diary.csv', 'history.json']),
      );
      expect(JSON.parse(files.get('account.json')!)).toMatchObject({ email });
      expect(parse(files.get('ratings.csv')!, { columns: true })).toEqual([expect.objectContaining({ Name: 'Stalker', Rating: '4.5' })]);
      expect(parse(files.get('diary.csv')!, { columns: true })).toEqual([
        expect.objectContaining({ Name: 'Stalker', Rating: '4', 'Watched Date': '2024-03-01' }),
      ]);

      // the e-mailed link: for its owner in this browser, 401 for nobody signed in
      const mailed = await mailMatch(env, email, /(https?:\/\/\S+\/exports\/download\?token=[\w-]+)/);
      expect((await page.request.get(mailed)).status()).toBe(200);
      expect((await fetch(mailed)).status).toBe(401);

      await page.goto(`${env.server.url}/user/${me.user.id}/user/diary`);
      const entry = page.getByTestId('diary-entry').filter({ hasText: 'Stalker' });
      await entry.waitFor();
      await page.getByRole('heading', { name: 'March 2024' }).waitFor();
      await screenshotsAt(page, 'profile-diary', [PHONE, DESKTOP]);
    });
    await context.close();
  });

  it('lets an admin turn "Download my data" off in the GDPR tab, which hides the panel', { timeout: 300_000 }, async () => {
    const email = await createUser(env);
    const admin = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(admin.page, 'data-export-gdpr', async () => {
      await signInAsAdmin(admin.context, env.server);
      await admin.page.goto(`${env.server.url}/admin/settings/gdpr`);
      const toggle = admin.page.getByLabel('Allow "Download my data"');
      await admin.page.getByLabel('Largest import file (MB)').waitFor();
      await screenshotsAt(admin.page, 'admin-settings-gdpr', [PHONE, DESKTOP]);
      await toggle.uncheck();
      await admin.page.getByTestId('settings-save').click();
      await admin.page.getByText('Settings saved').waitFor();
    });
    await admin.context.close();

    const { page, context } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'data-export-off', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/account-settings`);
      await panel(page, 'delete-account').waitFor();
      expect(await panel(page, 'your-data').count()).toBe(0);
    });
    await context.close();
    await env.admin.request('POST', 'api/v1/settings', { settings: { 'export.enabled': true } });
  });
});
