import { describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  freshPage,
  PHONE,
  readSignInNotices,
  signedIn,
  signedInClient,
  signInUi,
  useAccountsServer,
} from './accounts-kit';
import { settledScreenshot } from './catalogue-helpers';
import { withScreenshotOnFailure } from './harness';

// Following a series through its page: when an admin adds an approved, ready full video of a new
// episode that has aired, the follower's bell counts it without a reload (whichever way the bell
// hears: polling or a live stream) and the notification opens the watch page.

const env = useAccountsServer();
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('following a series', () => {
  it("rings the follower's bell when a new episode can be watched, and opens its watch page", { timeout: 300_000 }, async () => {
    const { title } = await env.admin.request('POST', 'api/v1/titles', {
      name: 'Lighthouse Keepers',
      type: 'series',
      release_date: '2024-02-01',
    });
    await env.admin.request('POST', `api/v1/titles/${title.id}/seasons`, { number: 1 });
    const { person } = await env.admin.request('POST', 'api/v1/people', { name: 'Mara Quill' });
    const email = await createUser(env);
    const fan = await signedInClient(env, email);

    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'follows-series', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      // the sign-ins (API client, browser) were new devices: read those notices
      await readSignInNotices(fan.client, 2);
      await page.goto(`${env.server.url}/titles/${title.id}/${title.slug}`);
      const follow = page.getByTestId('content-follow-button');
      await follow.getByText('Follow', { exact: true }).waitFor();
      await follow.click();
      await follow.getByText('Following', { exact: true }).waitFor();
      expect(await follow.getAttribute('aria-pressed')).toBe('true');
      await settledScreenshot(page, 'follows-title-page-desktop');
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

      // the admin adds an episode that aired yesterday and its full video (approved and ready at once)
      await env.admin.request('POST', `api/v1/titles/${title.id}/seasons/1/episodes`, { name: 'The Lamp', release_date: yesterday() });
      const { video } = await env.admin.request('POST', 'api/v1/videos', {
        name: 'The Lamp',
        type: 'direct',
        src: 'https://cdn.example.com/lamp.mp4',
        category: 'full',
        title_id: title.id,
        season_number: 1,
        episode_number: 1,
      });

      // no reload: the open page learns of it by itself (the bell polls at least every minute)
      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.waitFor({ timeout: 90_000 });
      await bell.click();
      const panel = page.getByTestId('notifications-panel');
      await panel.getByText('New episode of Lighthouse Keepers: S1 E1 · The Lamp').waitFor();
      await settledScreenshot(page, 'follows-bell-desktop');
      await panel.getByTestId('notification').first().click();
      await page.waitForURL(`${env.server.url}/watch/${video.id}`);

      // the person page follows too, and the profile's Following tab lists both
      await page.goto(`${env.server.url}/people/${person.id}`);
      const followPerson = page.getByTestId('content-follow-button');
      await followPerson.click();
      await followPerson.getByText('Following', { exact: true }).waitFor();
      await settledScreenshot(page, 'follows-person-page-desktop');
      await page.goto(`${env.server.url}/user/${fan.user.id}/x/followed-users`);
      const tab = page.getByRole('group', { name: 'What they follow' });
      await tab.getByRole('button', { name: 'Series', exact: true }).click();
      await page.getByTestId('profile-tab-following-title').getByText('Lighthouse Keepers').waitFor();
      await settledScreenshot(page, 'follows-profile-titles-desktop');
      await tab.getByRole('button', { name: 'Cast & crew' }).click();
      await page.getByTestId('profile-tab-following-person').getByText('Mara Quill').waitFor();

      await page.setViewportSize(PHONE);
      await page.goto(`${env.server.url}/titles/${title.id}/${title.slug}`);
      await page.getByTestId('content-follow-button').getByText('Following', { exact: true }).waitFor();
      await settledScreenshot(page, 'follows-title-page-phone');
      await page.goto(`${env.server.url}/people/${person.id}`);
      await page.getByTestId('content-follow-button').getByText('Following', { exact: true }).waitFor();
      await settledScreenshot(page, 'follows-person-page-phone');
    });
    expect(errors).toEqual([]);
    await context.close();
    // the follow the page made is the server's too
    expect((await fan.client.request('GET', `api/v1/users/${fan.user.id}/following-content?type=title`)).pagination.total).toBe(1);
  });
});
