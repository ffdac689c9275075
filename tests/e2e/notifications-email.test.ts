import { describe, expect, it } from 'vitest';
import {
  type ApiClient,
  createUser,
  DESKTOP,
  freshPage,
  mailMatch,
  PHONE,
  poll,
  readSignInNotices,
  signedInClient,
  signedIn,
  signInUi,
  useAccountsServer,
} from './accounts-kit';
import { screenshot, withScreenshotOnFailure } from './harness';

// A notification e-mail's unsubscribe link, opened signed out in a real browser, turns off that
// type's e-mails and nothing else; a notification can be deleted from /notifications.

const env = useAccountsServer();

type Selections = { user_selections: { notif_id: string; channels: { email: boolean } }[] };
const emailChoice = async (client: ApiClient, type: string) =>
  ((await client.request('GET', 'api/v1/notifications/me/subscriptions')) as Selections).user_selections.find((s) => s.notif_id === type)!
    .channels.email;

describe('notification e-mails', () => {
  it('unsubscribes from one type through the link, signed out, only after the button is pressed', async () => {
    const ann = await signedInClient(env, await createUser(env));
    const bob = await signedInClient(env, await createUser(env));
    await ann.client.request('PUT', 'api/v1/notifications/me/subscriptions', {
      selections: [{ notif_id: 'community.new_follower', channels: { email: true } }],
    });
    await bob.client.request('POST', `api/v1/users/${ann.user.id}/follow`);
    const link = await mailMatch(env, ann.user.email, /Unsubscribe: (\S+)/, '%started following you%');
    const url = new URL(link);
    expect(url.pathname).toBe('/notifications/unsubscribe');

    const { context, page, errors } = await freshPage(env, PHONE);
    await withScreenshotOnFailure(page, 'notifications-unsubscribe', async () => {
      await page.goto(`${env.server.url}${url.pathname}${url.search}`);
      await page.getByRole('heading', { name: 'Stop these e-mails?' }).waitFor();
      await screenshot(page, 'notifications-unsubscribe-phone');
      expect(await emailChoice(ann.client, 'community.new_follower')).toBe(true); // opening the page changes nothing
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
      await page.getByText('You will no longer get e-mails about "Someone follows me".').waitFor();
      expect(await emailChoice(ann.client, 'community.new_follower')).toBe(false);
      expect(await emailChoice(ann.client, 'billing.renewed')).toBe(true);

      // a tampered link is refused with a way forward
      url.searchParams.set('u', String(bob.user.id));
      await page.goto(`${env.server.url}${url.pathname}${url.search}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { name: 'This unsubscribe link is not valid' }).waitFor();
      expect(await emailChoice(bob.client, 'community.new_follower')).toBe(false);
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes one notification from /notifications', async () => {
    const annEmail = await createUser(env);
    const ann = await signedInClient(env, annEmail);
    const bob = await signedInClient(env, await createUser(env));
    const cy = await signedInClient(env, await createUser(env));
    await bob.client.request('POST', `api/v1/users/${ann.user.id}/follow`);
    await cy.client.request('POST', `api/v1/users/${ann.user.id}/follow`);
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'notifications-delete', async () => {
      await signInUi(env, page, annEmail);
      await signedIn(env, page);
      await readSignInNotices(ann.client, 2);
      await page.goto(`${env.server.url}/notifications`);
      const list = page.getByTestId('notifications-page');
      const bobs = list.getByTestId('notification').filter({ hasText: `${bob.user.name} started following you.` });
      await bobs.waitFor();
      await list.getByText(`${cy.user.name} started following you.`).waitFor();
      await bobs.getByRole('button', { name: 'Delete notification' }).click();
      await page.getByText('Deleted notification').waitFor();
      await bobs.waitFor({ state: 'detached' });
      await list.getByText(`${cy.user.name} started following you.`).waitFor();
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
      type Listed = { pagination: { data: { type: string }[] } };
      await poll(async () =>
        ((await ann.client.request('GET', 'api/v1/notifications')) as Listed).pagination.data.filter(
          (n) => n.type === 'community.new_follower',
        ),
      ).toHaveLength(1);
      await screenshot(page, 'notifications-delete-desktop');
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chooses a daily digest instead of one e-mail per notification', async () => {
    const email = await createUser(env);
    const ann = await signedInClient(env, email);
    const { context, page, errors } = await freshPage(env, PHONE);
    await withScreenshotOnFailure(page, 'notifications-digest', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/notifications/settings`);
      const digest = page.getByTestId('email-digest');
      await digest.getByLabel('One e-mail per notification').waitFor();
      expect(await digest.getByLabel('One e-mail per notification').isChecked()).toBe(true);
      await digest.getByLabel('A daily digest').check();
      await digest.scrollIntoViewIfNeeded();
      await screenshot(page, 'notifications-digest-phone');
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Updated preferences').waitFor();
      await poll(
        async () => ((await ann.client.request('GET', 'api/v1/notifications/me/subscriptions')) as { email_digest: string }).email_digest,
      ).toBe('daily');
      await page.reload();
      await poll(() => page.getByTestId('email-digest').getByLabel('A daily digest').isChecked()).toBe(true);
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
