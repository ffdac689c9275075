import { describe, expect, it } from 'vitest';
import { ApiClient, createUser, DESKTOP, freshPage, PASSWORD, PHONE, signedIn, signInUi, useAccountsServer } from './accounts-kit';
import { screenshot, settled, withScreenshotOnFailure } from './harness';

// A reply and a helpful vote reach the author through the bell; opening the reply's notification
// lands on the title page scrolled to that reply, marked for a moment.

const env = useAccountsServer();

async function client(email: string) {
  const api = new ApiClient(env.server.url);
  await api.request('POST', 'auth/login', { email, password: PASSWORD });
  const { user } = (await api.request('GET', 'api/v1/users/me')) as { user: { id: number; name: string } };
  return { api, user };
}

describe('community notifications', () => {
  it('opens a reply to your comment from the bell, scrolled to the reply', async () => {
    const { title } = (await env.admin.request('POST', 'api/v1/titles', {
      type: 'movie',
      name: 'Harbor Lights',
      year: 2019,
      release_date: '2019-05-01',
      description: 'A film about a harbour.',
    })) as { title: { id: number; slug: string } };
    const annEmail = await createUser(env);
    const ann = await client(annEmail);
    const bob = await client(await createUser(env));
    const on = `title:${title.id}`;
    const { comment: root } = (await ann.api.request('POST', 'api/v1/comments', {
      commentable: on,
      content: 'Who saw the ending coming?',
    })) as {
      comment: { id: number };
    };
    // enough other comments that the reply sits below the fold
    for (let i = 1; i <= 8; i++) await bob.api.request('POST', 'api/v1/comments', { commentable: on, content: `Filler comment ${i}` });
    const { comment: reply } = (await bob.api.request('POST', 'api/v1/comments', {
      commentable: on,
      content: 'Not me, the lighthouse twist got me.',
      parent_id: root.id,
    })) as { comment: { id: number } };
    const { review } = (await ann.api.request('POST', 'api/v1/reviews', {
      reviewable: 'title',
      id: title.id,
      rating: 8,
      body: 'Moody.',
    })) as {
      review: { id: number };
    };
    await bob.api.request('POST', `api/v1/reviews/${review.id}/feedback`, { helpful: true });
    // the job worker delivers them within a moment
    await expect
      .poll(
        async () => {
          const { pagination } = (await ann.api.request('GET', 'api/v1/notifications')) as { pagination: { data: { type: string }[] } };
          return pagination.data.map((n) => n.type).filter((type) => type.startsWith('comments.') || type.startsWith('reviews.'));
        },
        { timeout: 30_000 },
      )
      .toEqual(['reviews.helpful', 'comments.reply']);

    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await freshPage(env, viewport);
      await withScreenshotOnFailure(page, `community-notifications-${viewport.width}`, async () => {
        await signInUi(env, page, annEmail);
        await signedIn(env, page);
        const desktop = viewport === DESKTOP;
        const list = desktop ? page.getByTestId('notifications-panel') : page.getByTestId('notifications-page');
        const replyText = `${bob.user.name} replied to your comment on Harbor Lights`;
        if (desktop) await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
        else await page.goto(`${env.server.url}/notifications`); // phones reach them from the avatar menu
        await list.getByText(replyText).waitFor();
        await list.getByText(`${bob.user.name} found your review helpful`).waitFor();
        await settled(page);
        await screenshot(page, `community-notifications-list-${viewport.width}`);

        await list.getByText(replyText).click();
        await page.waitForURL((url) => url.pathname === `/titles/${title.id}/${title.slug}` && url.hash === `#comment-${reply.id}`);
        const target = page.locator(`#comment-${reply.id}`);
        await expect.poll(() => target.getAttribute('data-highlight')).toBe('true');
        await expect
          .poll(() =>
            target.evaluate((el) => {
              const box = el.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= innerHeight;
            }),
          )
          .toBe(true);
        await settled(page);
        await screenshot(page, `community-notifications-reply-${viewport.width}`);
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 300_000);
});
