import { describe, expect, it } from 'vitest';
import {
  ApiClient,
  createUser,
  DESKTOP,
  freshPage,
  mailMatch,
  PASSWORD,
  PHONE,
  poll,
  signedIn,
  signInUi,
  useAccountsServer,
} from './accounts-kit';
import { screenshot, withScreenshotOnFailure } from './harness';

// A notification e-mail's unsubscribe link, opened signed out in a real browser, turns off that
// type's e-mails and nothing else; a notification can be deleted from /notifications.

const env = useAccountsServer();

async function signedInClient(email: string) {
  const client = new ApiClient(env.server.url);
  await client.request('POST', 'auth/login', { email, password: PASSWORD });
  const { user } = await client.request('GET', 'api/v1/users/me');
  return { client, user: user as { id: number; name: string; email: string } };
}

type Selections = { user_selections: { notif_id: string; channels: { email: boolean } }[] };
const emailChoice = async (client: ApiClient, type: string) =>
  ((await client.request('GET', 'api/v1/notifications/me/subscriptions')) as Selections).user_selections.find((s) => s.notif_id === type)!
    .channels.email;

describe('notification e-mails', () => {
  it('unsubscribes from one type through the link, signed out, only after the button is pressed', async () => {
    const ann = await signedInClient(await createUser(env));
    const bob = await signedInClient(await createUser(env));
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
    const ann = await signedInClient(annEmail);
    const bob = await signedInClient(await createUser(env));
    const cy = await signedInClient(await createUser(env));
    await bob.client.request('POST', `api/v1/users/${ann.user.id}/follow`);
    await cy.client.request('POST', `api/v1/users/${ann.user.id}/follow`);
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'notifications-delete', async () => {
      await signInUi(env, page, annEmail);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/notifications`);
      const list = page.getByTestId('notifications-page');
      const bobs = list.getByTestId('notification').filter({ hasText: `${bob.user.name} started following you.` });
      await bobs.waitFor();
      await list.getByText(`${cy.user.name} started following you.`).waitFor();
      await bobs.getByRole('button', { name: 'Delete notification' }).click();
      await page.getByText('Deleted notification').waitFor();
      await bobs.waitFor({ state: 'detached' });
      await list.getByText(`${cy.user.name} started following you.`).waitFor();
      await page.getByRole('button', { name: 'Notifications (1)' }).waitFor();
      await poll(
        async () => ((await ann.client.request('GET', 'api/v1/notifications')) as { pagination: { total: number } }).pagination.total,
      ).toBe(1);
      await screenshot(page, 'notifications-delete-desktop');
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
