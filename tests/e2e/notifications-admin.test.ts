import { describe, expect, it } from 'vitest';
import {
  ApiClient,
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
import { ADMIN, screenshotsAt, withScreenshotOnFailure } from './harness';

// Admin events in the browser: a viewer reports a comment and a visitor writes through the contact
// form; the admin's bell counts both (delivered by the job worker), and each notification opens
// the admin page where it is handled: the comments list filtered to the reported item, and the
// outgoing e-mail log searched for the message. The settings page lists the Administration group.

const env = useAccountsServer();

describe('admin notifications', () => {
  it('open the reported comment and the contact message where admins handle them', async () => {
    const { title } = await env.admin.request('POST', 'api/v1/titles', { type: 'movie', name: 'Quiet Harbour', year: 2021 });
    const [author, reporter] = [await signedInClient(env, await createUser(env)), await signedInClient(env, await createUser(env))];
    const ref = `title:${title.id}`;
    const { comment } = await author.client.request('POST', 'api/v1/comments', { commentable: ref, content: 'Cheap tickets at my shop' });
    await author.client.request('POST', 'api/v1/comments', { commentable: ref, content: 'Lovely photography.' });
    await reporter.client.request('POST', `api/v1/comments/${comment.id}/report`, { reason: 'Spam: an advert for a shop' });
    await new ApiClient(env.server.url).request('POST', 'api/v1/contact-page', {
      name: 'Ann Visitor',
      email: 'ann@example.com',
      message: 'Please add more westerns.\nAnd some noir.',
    });
    type Listed = { pagination: { data: { type: string }[] } };
    const adminEvents = async () =>
      ((await env.admin.request('GET', 'api/v1/notifications')) as Listed).pagination.data.filter((n) => n.type.startsWith('admin.'));
    await poll(async () => (await adminEvents()).length).toBe(2);

    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'notifications-admin', async () => {
      await signInUi(env, page, ADMIN.email, ADMIN.password);
      await signedIn(env, page);
      // the admin's sign-ins (API client, browser) were new devices: read those notices
      await readSignInNotices(env.admin, 2);
      await page.goto(`${env.server.url}/notifications`);
      const list = page.getByTestId('notifications-page');
      const reportText = `${reporter.user.name} reported a comment by ${author.user.name} on Quiet Harbour.`;
      const report = list.getByTestId('notification').filter({ hasText: reportText });
      await report.getByText('Reason: Spam: an advert for a shop').waitFor();
      const contact = list.getByTestId('notification').filter({ hasText: 'New contact message from Ann Visitor (ann@example.com)' });
      await contact.getByText('Please add more westerns.').waitFor();
      await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();
      await screenshotsAt(page, 'notifications-admin-list', [DESKTOP, PHONE]);

      // the report opens the comments list: reported ones, on that title, the reported comment only
      await report.getByText(reportText).click();
      await page.waitForURL(/\/admin\/comments\?/);
      const rows = page.getByTestId('moderation-row');
      await rows.filter({ hasText: 'Cheap tickets at my shop' }).waitFor();
      await page.getByTestId('filter-chip').filter({ hasText: 'On Quiet Harbour' }).waitFor();
      await poll(() => rows.count()).toBe(1);
      await screenshotsAt(page, 'notifications-admin-report-target', [DESKTOP, PHONE]);

      // the contact message opens the e-mail log, searched for it; the full text is one click away
      await page.goto(`${env.server.url}/notifications`);
      await contact.getByText('New contact message', { exact: false }).click();
      await page.waitForURL(/\/admin\/logs\/outgoing-email\?query=/);
      await page.getByText('Marquee: contact message from Ann Visitor').first().click();
      await page.frameLocator('[data-testid="email-html"]').getByText('And some noir.').waitFor();
      await screenshotsAt(page, 'notifications-admin-contact-log', [DESKTOP, PHONE]);

      await page.goto(`${env.server.url}/notifications/settings`);
      await page.getByText('Administration').first().waitFor();
      await page.getByText('New content reports').waitFor();
      await page.getByText('A TMDB import failed').waitFor();
      await screenshotsAt(page, 'notifications-admin-settings', [DESKTOP, PHONE]);
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
