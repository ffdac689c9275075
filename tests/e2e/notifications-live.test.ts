import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ApiClient,
  createUser,
  DESKTOP,
  freshPage,
  PASSWORD,
  PHONE,
  poll,
  readSignInNotices,
  signedIn,
  signedInClient,
  signInUi,
  useAccountsServer,
} from './accounts-kit';
import { screenshot, withScreenshotOnFailure } from './harness';

// The bell stays current without a reload: over the tab's live stream (Server-Sent Events), and,
// where something blocks that stream, by a slow fallback poll instead of a storm of requests.

const env = useAccountsServer();

const account = async () => signedInClient(env, await createUser(env));

/** The page's requests to the live stream, to notifications lists and to the bootstrap data, from now on. */
function recordRequests(page: Page) {
  const live: string[] = [];
  const polls: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/notifications/live') live.push(url.search);
    else if (url.pathname === '/api/v1/notifications' || url.pathname === '/api/v1/bootstrap-data')
      polls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return { live, polls };
}

describe('live notifications', () => {
  it('raises the bell count and fills the open dropdown without a reload or a poll', async () => {
    const [bea, ann, cyd] = [await account(), await account(), await account()];
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'notifications-live', async () => {
      const requests = recordRequests(page);
      const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/notifications/live');
      await signInUi(env, page, bea.email);
      await signedIn(env, page);
      expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);
      // the sign-ins (API client, browser) were new devices: read those notices, heard live too
      await readSignInNotices(bea.client, 2);
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      requests.polls.length = 0;

      await ann.client.request('POST', `api/v1/users/${bea.user.id}/follow`);
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 20_000 });
      expect(requests.polls).toEqual([]);
      expect(requests.live).toHaveLength(1); // one stream for the tab

      // with the dropdown open, the next one lands in it from the stream, not from a request
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      const panel = page.getByTestId('notifications-panel');
      await panel.getByText(`${ann.user.name} started following you.`).waitFor();
      requests.polls.length = 0;
      await cyd.client.request('POST', `api/v1/users/${bea.user.id}/follow`);
      await panel.getByText(`${cyd.user.name} started following you.`).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
      expect(requests.polls).toEqual([]);
      expect(await panel.getByTestId('notification').filter({ hasText: 'started following you.' }).count()).toBe(2);
      await screenshot(page, 'notifications-live-dropdown');
      await page.setViewportSize(PHONE);
      await panel.getByText(`${cyd.user.name} started following you.`).waitFor();
      await screenshot(page, 'notifications-live-dropdown-phone');

      // read elsewhere (another device): this tab's count follows
      const elsewhere = new ApiClient(env.server.url);
      await elsewhere.request('POST', 'auth/login', { email: bea.email, password: PASSWORD });
      await elsewhere.request('POST', 'api/v1/notifications/mark-as-read', { markAllAsUnread: true });
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 20_000 });
      await panel.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
      expect(requests.live).toHaveLength(1);
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('falls back to a slow poll when the stream is blocked, and still shows new ones', async () => {
    const [bea, ann] = [await account(), await account()];
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'notifications-live-fallback', async () => {
      // a proxy that refuses event streams
      await page.route('**/api/v1/notifications/live**', (route) => route.abort('connectionrefused'));
      const requests = recordRequests(page);
      await signInUi(env, page, bea.email);
      await signedIn(env, page);
      // three attempts with growing pauses (2 s, 4 s), then one poll at once
      await poll(() => requests.polls.filter((p) => p.startsWith('GET /api/v1/notifications?')).length).toBe(1);
      expect(requests.live).toHaveLength(3);
      // the sign-in notices are read elsewhere; coming back to the tab polls and shows none unread
      await readSignInNotices(bea.client, 2);
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 20_000 });

      await ann.client.request('POST', `api/v1/users/${bea.user.id}/follow`);
      // the poll runs once a minute while the tab is shown; coming back to the tab checks at once
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 20_000 });

      // no storm: a few seconds later, still one poll per check and no new stream attempts
      await page.waitForTimeout(4000);
      // (the first after the stream gave up, and one each time the tab came back)
      expect(requests.polls.filter((p) => p.startsWith('GET /api/v1/notifications?'))).toHaveLength(3);
      expect(requests.live).toHaveLength(3);
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
