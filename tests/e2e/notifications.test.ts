import { describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  freshPage,
  PHONE,
  poll,
  readSignInNotices,
  signedIn,
  signedInClient,
  signInUi,
  useAccountsServer,
} from './accounts-kit';
import { screenshot, withScreenshotOnFailure } from './harness';

// Notifications through real pages: a follow lands in the bell with an unread count, opening it
// marks it read and goes to the follower; /notifications lists them; /notifications/settings keeps
// channel choices per type and refuses the browser channel while the site may not notify.

const env = useAccountsServer();

describe('notifications', () => {
  it('shows a new follower in the bell, marks it read on open, and lists it on /notifications', async () => {
    const ann = await signedInClient(env, await createUser(env));
    const bob = await signedInClient(env, await createUser(env));
    const cy = await signedInClient(env, await createUser(env));
    await bob.client.request('POST', `api/v1/users/${ann.user.id}/follow`);

    const annEmail = ann.email;
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'notifications-bell', async () => {
      await signInUi(env, page, annEmail);
      await signedIn(env, page);
      // signing in from two new devices (the API client, this browser) left security notices
      await readSignInNotices(ann.client, 2);
      await page.reload();
      const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.click();
      const panel = page.getByTestId('notifications-panel');
      await panel.getByText(`${bob.user.name} started following you.`).waitFor();
      await screenshot(page, 'notifications-bell-open');

      await panel.getByText(`${bob.user.name} started following you.`).click();
      await page.waitForURL((url) => url.pathname.startsWith(`/user/${bob.user.id}/`));
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

      // a new one arrives while the app is open: the count refreshes when the tab regains focus
      await cy.client.request('POST', `api/v1/users/${ann.user.id}/follow`);
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 20_000 });

      await page.goto(`${env.server.url}/notifications`);
      const list = page.getByTestId('notifications-page');
      await list.getByText(`${cy.user.name} started following you.`).waitFor();
      await list.getByText(`${bob.user.name} started following you.`).waitFor();
      await screenshot(page, 'notifications-page-desktop');
      await list.getByRole('button', { name: 'Mark all as read' }).click();
      await list.getByRole('button', { name: 'Mark all as read' }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      expect(
        ((await ann.client.request('GET', 'api/v1/users/me')) as { user: { unread_notifications_count: number } }).user
          .unread_notifications_count,
      ).toBe(0);

      await page.setViewportSize(PHONE);
      await page.reload();
      await list.getByText(`${cy.user.name} started following you.`).waitFor();
      await screenshot(page, 'notifications-page-phone');
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves channel choices per type and keeps the browser channel off while notifications are blocked', async () => {
    const email = await createUser(env);
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'notification-settings', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/notifications/settings`);
      const form = page.getByTestId('notification-settings-page');
      const followEmail = form.getByLabel('Someone follows me: Email');
      await followEmail.waitFor();
      expect(await followEmail.isChecked()).toBe(false);
      const billingEmail = form.getByLabel('Billing: Email');
      expect(await billingEmail.isChecked()).toBe(true);

      // one item of a group off: the group header becomes indeterminate
      await form.getByLabel('A payment failed: Email').uncheck();
      expect(await billingEmail.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
      await followEmail.check();

      // the site has no permission to notify: the browser channel stays off with the spec's message
      await form.getByLabel('Someone follows me: Browser').click();
      await page.getByRole('alert').getByText('Notifications blocked. Please enable them for this site from browser settings.').waitFor();
      expect(await form.getByLabel('Someone follows me: Browser').isChecked()).toBe(false);
      await screenshot(page, 'notification-settings-desktop');

      await form.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Updated preferences').waitFor();
      await page.reload();
      await poll(() => form.getByLabel('Someone follows me: Email').isChecked()).toBe(true);
      expect(await form.getByLabel('A payment failed: Email').isChecked()).toBe(false);
      expect(await form.getByLabel('Subscription renewed: Email').isChecked()).toBe(true);
      // turning the browser channel on once allowed: web-push.test.ts
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
