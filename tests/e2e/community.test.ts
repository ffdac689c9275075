import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, PASSWORD } from './accounts-kit';
import { ADMIN, launchBrowser, newPage, type RunningServer, screenshot, settled, startServer, withScreenshotOnFailure } from './harness';

// Two viewers using the community features in real Chromium: ratings, watchlist, lists (private
// ones stay invisible to others), reviews, comments, profiles, and user text that must stay inert.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const XSS = '<img src=x onerror=alert(1)> <script>alert(1)</script>';

interface Title {
  id: number;
  name: string;
  slug: string;
}
interface Viewer {
  id: number;
  email: string;
  name: string;
  api: ApiClient;
  context: BrowserContext;
  page: Page;
}

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const titles: Title[] = [];
const dialogs: string[] = [];
let alice: Viewer;
let bob: Viewer;
let listId = 0;
let admin: ApiClient;

const titleUrl = (t: Title) => `${server.url}/titles/${t.id}/${t.slug}`;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

async function viewer(admin: ApiClient, name: string): Promise<Viewer> {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`;
  const created = (await admin.request('POST', 'api/v1/users', { email, password: PASSWORD, name, email_verified: true })) as {
    user: { id: number };
  };
  const api = new ApiClient(server.url);
  await api.request('POST', 'auth/login', { email, password: PASSWORD });
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  page.setDefaultTimeout(30_000);
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  const res = await context.request.post(`${server.url}/auth/login`, {
    data: { email, password: PASSWORD, remember: false },
    headers: { Origin: server.url },
  });
  expect(res.ok()).toBe(true);
  return { id: created.user.id, email, name, api, context, page };
}

async function listOrder(page: Page) {
  return page.getByTestId('list-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));
}

async function shoot(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  browser = await launchBrowser();
  admin = new ApiClient(server.url);
  await admin.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
  for (const [name, year] of [
    ['Harbor Lights', 2019],
    ['Quiet Orbit', 2021],
    ['Paper Tigers', 2017],
  ] as const) {
    const { title } = (await admin.request('POST', 'api/v1/titles', {
      type: 'movie',
      name,
      year,
      release_date: `${year}-05-01`,
      description: `${name} is a film.`,
    })) as { title: Title };
    titles.push(title);
  }
  alice = await viewer(admin, 'Alice Example');
  bob = await viewer(admin, 'Bob Example');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('community', () => {
  it('sends guests who click the title actions to the login page', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await page.goto(titleUrl(titles[0]!));
    await page.getByTestId('watchlist-button').click();
    await page.waitForURL(`${server.url}/login`);
    await context.close();
  });

  it('rates, watchlists, makes a private list of three titles in a chosen order and sees it on the profile', async () => {
    const { page } = alice;
    await withScreenshotOnFailure(page, 'community-lists', async () => {
      const [first, second, third] = titles as [Title, Title, Title];
      await page.goto(titleUrl(first));
      // rating: click 7, then change with the keyboard to 8, remove, and set 8 again
      await page.getByRole('radio', { name: '7 out of 10' }).click();
      await poll(() => page.getByTestId('rating-widget').getAttribute('data-value')).toBe('7');
      await page.getByRole('radio', { name: '7 out of 10' }).press('ArrowRight');
      await poll(() => page.getByTestId('rating-widget').getAttribute('data-value')).toBe('8');
      await poll(
        async () =>
          ((await alice.api.request('GET', 'api/v1/users/me/ratings')) as { pagination: { data: { rating: number }[] } }).pagination.data[0]
            ?.rating,
      ).toBe(8);
      await page.getByTestId('remove-rating').click();
      await poll(
        async () =>
          ((await alice.api.request('GET', 'api/v1/users/me/ratings')) as { pagination: { data: unknown[] } }).pagination.data.length,
      ).toBe(0);
      await page.getByRole('radio', { name: '8 out of 10' }).click();
      await poll(
        async () =>
          ((await alice.api.request('GET', 'api/v1/users/me/ratings')) as { pagination: { data: { rating: number }[] } }).pagination.data[0]
            ?.rating,
      ).toBe(8);

      // watchlist
      await page.getByTestId('watchlist-button').click();
      await poll(() => page.getByTestId('watchlist-button').getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await poll(() => page.getByTestId('watchlist-button').getAttribute('aria-pressed')).toBe('true');
      await poll(() => page.getByTestId('rating-widget').getAttribute('data-value')).toBe('8');
      await shoot(page, 'community-title-header');
      await page.goto(`${server.url}/watchlist`);
      await page.getByTestId('list-item').filter({ hasText: first.name }).waitFor();

      // a public list, made from /lists/new
      await page.goto(`${server.url}/lists`);
      await page.getByTestId('new-list').click();
      await page.getByTestId('list-name-input').fill('Weekend picks');
      await page.getByTestId('list-public').check();
      await page.getByTestId('list-save').click();
      await page.waitForURL(/\/lists\/\d+$/);
      listId = Number(page.url().split('/').pop());
      await page.getByText('This list has no items yet.').waitFor();

      // three titles added from their pages' 'Add to list' menu
      for (const t of [first, second, third]) {
        await page.goto(titleUrl(t));
        await page.getByTestId('add-to-list').click();
        const item = page.getByRole('menuitem', { name: 'Weekend picks' });
        expect(await item.getAttribute('data-in-list')).toBe('false');
        await item.click();
        await page.getByText('Added to Weekend picks').waitFor();
      }
      await page.goto(titleUrl(first));
      await page.getByTestId('add-to-list').click();
      await poll(() => page.getByRole('menuitem', { name: 'Weekend picks' }).getAttribute('data-in-list')).toBe('true');
      await page.keyboard.press('Escape');

      // reorder: keyboard button, then drag and drop
      await page.goto(`${server.url}/lists/${listId}`);
      await poll(() => listOrder(page)).toEqual([first.name, second.name, third.name]);
      await page.getByRole('button', { name: `Move ${first.name} down` }).focus();
      await page.keyboard.press('Enter');
      await poll(() => listOrder(page)).toEqual([second.name, first.name, third.name]);
      await page.getByTestId('list-item').nth(2).dragTo(page.getByTestId('list-item').nth(0));
      await poll(() => listOrder(page)).toEqual([third.name, second.name, first.name]);
      await page.reload();
      await poll(() => listOrder(page)).toEqual([third.name, second.name, first.name]);

      // search within the list, layouts, sort by name
      await page.getByTestId('list-search').fill('zzz');
      await page.getByText('There are no items matching your query').waitFor();
      await page.getByTestId('list-search').fill('Orbit');
      await poll(() => listOrder(page)).toEqual([second.name]);
      await page.getByTestId('list-search').fill('');
      await page.getByTestId('layout-list').click();
      await poll(() => page.getByTestId('list-items').getAttribute('data-layout')).toBe('list');
      await page.getByTestId('list-sort').selectOption('name');
      await poll(() => listOrder(page)).toEqual([first.name, third.name, second.name]);
      await page.getByTestId('list-sort').selectOption('custom');
      await poll(() => listOrder(page)).toEqual([third.name, second.name, first.name]);
      await shoot(page, 'community-list');

      // make it private
      await page.getByTestId('edit-list').click();
      await page.getByTestId('list-public').uncheck();
      await page.getByTestId('list-save').click();
      await page.getByTestId('list-private').waitFor();

      // the profile (reached through a wrong slug) shows it
      await page.goto(`${server.url}/user/${alice.id}/wrong-slug`);
      await page.waitForURL(`${server.url}/user/${alice.id}/alice-example`);
      await page.getByTestId('profile-name').getByText('Alice Example').waitFor();
      await page.locator(`[data-testid="list-tile"][data-list-id="${listId}"]`).waitFor();
      await page.getByTestId('edit-profile').waitFor();
      await shoot(page, 'community-profile');
    });
  });

  it('keeps the private list from a second user, on its URL and on the profile', async () => {
    const { page } = bob;
    await withScreenshotOnFailure(page, 'community-private', async () => {
      await page.goto(`${server.url}/lists/${listId}`);
      await page.getByText("Looks like you've found the doorway to the great nothing").waitFor();
      await page.goto(`${server.url}/user/${alice.id}/alice-example`);
      await page.getByTestId('follow-button').waitFor();
      await page.getByTestId('profile-tab-lists').waitFor();
      expect(await page.locator(`[data-testid="list-tile"][data-list-id="${listId}"]`).count()).toBe(0);
      await page.getByTestId('follow-button').click();
      await poll(() => page.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('publishes a review another user finds helpful, and a comment thread, all with user HTML kept inert', async () => {
    const title = titles[0]!;
    await withScreenshotOnFailure(alice.page, 'community-review', async () => {
      const { page } = alice;
      await page.goto(titleUrl(title));
      await page.getByTestId('write-review').click();
      await page.getByTestId('review-rating').selectOption('9');
      await page.getByTestId('review-title').fill('Luminous');
      await page.getByTestId('review-body').fill(`A quiet wonder. ${XSS}`);
      await page.getByTestId('review-submit').click();
      const own = page.locator('[data-testid="review"][data-own="true"]');
      await own.getByText('Luminous').waitFor();
      expect(await own.getByTestId('review-body-text').textContent()).toContain(XSS);
      expect(await own.locator('img, script').count()).toBe(0);

      await page.getByTestId('comment-input').fill(`First! ${XSS} see https://example.com/info`);
      await page.getByTestId('comment-submit').click();
      const comment = page.getByTestId('comment-content').first();
      await comment.getByText('First!', { exact: false }).waitFor();
      expect(await comment.textContent()).toContain(XSS);
      expect(await comment.locator('img, script').count()).toBe(0);
      expect(await comment.locator('a[href="https://example.com/info"]').count()).toBe(1);
    });
    await withScreenshotOnFailure(bob.page, 'community-review-bob', async () => {
      const { page } = bob;
      await page.goto(titleUrl(title));
      const review = page.getByTestId('review').filter({ hasText: 'Luminous' });
      await review.getByTestId('review-helpful').click();
      await poll(() => review.getByTestId('helpful-count').textContent()).toBe('1');
      await review.getByTestId('review-helpful').click();
      await poll(() => review.getByTestId('helpful-count').textContent()).toBe('1');

      await page.getByTestId('comment-reply').first().click();
      await page.getByLabel('Write a reply').fill(`Agreed ${XSS}`);
      await page.getByRole('button', { name: 'Post' }).last().click();
      const reply = page.locator('[data-testid="comment"][data-depth="1"]');
      await reply.getByText('Agreed', { exact: false }).waitFor();
      expect(await reply.getByTestId('comment-content').textContent()).toContain(XSS);
      await page.getByRole('button', { name: 'Upvote' }).first().click();
      await poll(() => page.getByTestId('comment-score').first().textContent()).toBe('1');
      await page.getByTestId('reviews-section').scrollIntoViewIfNeeded();
      await shoot(page, 'community-title-reviews');
    });
    // Alice sees her own review first and the helpful vote
    await alice.page.reload();
    const firstReview = alice.page.getByTestId('review').first();
    await poll(() => firstReview.getAttribute('data-own')).toBe('true');
    await poll(() => firstReview.getByTestId('helpful-count').textContent()).toBe('1');
    await alice.page.getByTestId('comments-section').scrollIntoViewIfNeeded();
    await shoot(alice.page, 'community-comments');
    expect(dialogs).toEqual([]);
  });

  it('sorts reviews for a visitor, edits a reply and leaves a stub for a deleted comment with replies', async () => {
    const title = titles[0]!;
    await bob.api.request('POST', 'api/v1/reviews', {
      reviewable: 'title',
      id: title.id,
      rating: 3,
      title: 'Not for me',
      body: 'Too slow.',
      has_spoilers: false,
    });
    const { page, context } = await newPage(browser, { viewport: DESKTOP, colorScheme: 'light' });
    await context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await withScreenshotOnFailure(page, 'community-sort', async () => {
      await page.goto(titleUrl(title));
      const headings = () => page.getByTestId('review-heading').allTextContents();
      await poll(headings).toHaveLength(2);
      await page.getByTestId('reviews-sort').selectOption('lowest');
      await poll(headings).toEqual(['Not for me', 'Luminous']);
      await page.getByTestId('reviews-sort').selectOption('highest');
      await poll(headings).toEqual(['Luminous', 'Not for me']);
      await page.getByTestId('reviews-sort').selectOption('most_helpful');
      await poll(headings).toEqual(['Luminous', 'Not for me']);
      await page.getByTestId('reviews-section').scrollIntoViewIfNeeded();
      await shoot(page, 'community-title-reviews-light');
    });
    await context.close();

    await bob.page.goto(titleUrl(title));
    const reply = bob.page.locator('[data-testid="comment"][data-depth="1"]');
    await reply.getByRole('button', { name: 'Edit' }).click();
    await reply.getByLabel('Edit comment').fill('Agreed, edited');
    await reply.getByRole('button', { name: 'Post' }).click();
    await poll(() => reply.getByTestId('comment-content').textContent()).toBe('Agreed, edited');

    await alice.page.goto(titleUrl(title));
    const root = alice.page.locator('[data-testid="comment"][data-depth="0"]').first();
    await root.getByRole('button', { name: 'Delete' }).first().click();
    await alice.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await alice.page.getByText('This comment was deleted.').waitFor();
    await alice.page.getByText('Agreed, edited').waitFor();
    expect(dialogs).toEqual([]);
  });

  it('rolls the watchlist button back with a danger toast when the server refuses the change', async () => {
    const { title: doomed } = (await admin.request('POST', 'api/v1/titles', { type: 'movie', name: 'Vanishing Act', year: 2020 })) as {
      title: Title;
    };
    const { page } = alice;
    await page.goto(titleUrl(doomed));
    await poll(() => page.getByTestId('watchlist-button').getAttribute('aria-pressed')).toBe('false');
    // the title disappears after the page has loaded, so adding it is refused for real (404)
    await admin.request('DELETE', `api/v1/titles/${doomed.id}`);
    await page.getByTestId('watchlist-button').click();
    await page.locator('[data-toast-type="danger"]').waitFor();
    await poll(() => page.getByTestId('watchlist-button').getAttribute('aria-pressed')).toBe('false');
  });
});
