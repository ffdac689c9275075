import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { createUser, DESKTOP, freshPage, PHONE, signedIn, signedInClient, signInUi, useAccountsServer } from './accounts-kit';
import { screenshotsAt, withScreenshotOnFailure } from './harness';

// The profile's Diary tab carries its count like the other tabs, and none when the diary is private.

const env = useAccountsServer();

describe('profile diary tab', () => {
  it('shows how many viewings the diary holds, and no count to others when it is private', { timeout: 300_000 }, async () => {
    const { title } = await env.admin.request('POST', 'api/v1/titles', { name: 'Stalker', type: 'movie', release_date: '1979-05-25' });
    const email = await createUser(env);
    const me = await signedInClient(env, email);
    for (const day of ['2024-03-01', '2024-03-05', '2024-04-02'])
      await me.client.request('POST', 'api/v1/users/me/history', { title_id: title.id, watched_at: day, rating: 8 });
    const diaryTab = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: /^Diary/ });

    const { page, context } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'profile-diary-count', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/user/${me.user.id}/user/diary`);
      await page.getByTestId('diary-entry').first().waitFor();
      await diaryTab(page)
        .filter({ hasText: /^Diary\s*3$/ })
        .waitFor();
      await screenshotsAt(page, 'profile-diary-count', [PHONE, DESKTOP]);

      // removing an entry updates the count
      await page.getByRole('button', { name: 'Remove Stalker from your diary' }).first().click();
      await diaryTab(page)
        .filter({ hasText: /^Diary\s*2$/ })
        .waitFor();
    });
    await context.close();

    // a private diary (hidden with the ratings): the tab shows no count to someone else
    await me.client.request('PUT', 'api/v1/user-profile', { hide_ratings: true });
    const other = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(other.page, 'profile-diary-private', async () => {
      await other.page.goto(`${env.server.url}/user/${me.user.id}/user/lists`);
      await other.page.getByTestId('profile-name').waitFor();
      await diaryTab(other.page)
        .filter({ hasText: /^Diary$/ })
        .waitFor();
    });
    await other.context.close();
  });
});
