import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, newPage, type RunningServer, screenshot, settled, startServer, withScreenshotOnFailure } from './harness';
import { Client } from './xss-kit';

// The community controls beyond the title header: rating and lists on episode and season pages,
// the one-click watchlist on cards (optimistic, rolled back on failure), reporting a review,
// paging through reviews and editing a profile with avatar, banner and privacy.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'correct-horse-battery';

interface Title {
  id: number;
  name: string;
  slug: string;
}

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let admin: Client;
let alice: { id: number; api: Client; page: Page };
let bob: { id: number; api: Client };
const movies: Title[] = [];
let series: Title;
let episodeId = 0;
const dialogs: string[] = [];
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

async function user(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`;
  const { user } = await admin.call('POST', 'api/v1/users', { email, password: PASSWORD, name, email_verified: true });
  const api = new Client(server.url);
  await api.call('POST', 'auth/login', { email, password: PASSWORD });
  return { id: user.id as number, email, api };
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
  admin = new Client(server.url);
  await admin.call('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
  for (const [name, year, rating, votes] of [
    ['Nebula Drift', 2019, 7.4, 1234],
    ['Nebula Harbor', 2021, 6.1, 87],
    ['Nebula Rising', 2017, 8.2, 40210],
    ['Nebula Quiet', 2022, null, 0],
  ] as const) {
    const { title } = await admin.call('POST', 'api/v1/titles', {
      type: 'movie',
      name,
      year,
      release_date: `${year}-03-01`,
      rating,
      vote_count: votes,
      description: `${name} is a film.`,
    });
    movies.push(title);
  }
  series = (
    await admin.call('POST', 'api/v1/titles', {
      type: 'series',
      name: 'Signal Lost',
      year: 2020,
      description: 'A series about a lost signal.',
    })
  ).title;
  await admin.call('POST', `api/v1/titles/${series.id}/seasons`, { number: 1, description: 'The first season.' });
  episodeId = (
    await admin.call('POST', `api/v1/titles/${series.id}/seasons/1/episodes`, {
      episode_number: 1,
      name: 'Static',
      description: 'The signal fades.',
    })
  ).episode.id;
  await admin.call('POST', `api/v1/titles/${series.id}/seasons/1/episodes`, { episode_number: 2, name: 'Noise' });

  const a = await user('Alice Second');
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  page.setDefaultTimeout(20_000);
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  const res = await context.request.post(`${server.url}/auth/login`, {
    data: { email: a.email, password: PASSWORD },
    headers: { Origin: server.url },
  });
  expect(res.ok()).toBe(true);
  alice = { id: a.id, api: a.api, page };
  const b = await user('Bob Second');
  bob = { id: b.id, api: b.api };
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('community controls', () => {
  it('rates an episode, watchlists it and adds it to a list from the episode page', async () => {
    const { page } = alice;
    const { list } = await alice.api.call('POST', 'api/v1/lists', { name: 'Great episodes', public: true });
    await bob.api.call('POST', 'api/v1/users/me/ratings', { rateable: 'episode', id: episodeId, rating: 6 });
    await withScreenshotOnFailure(page, 'community2-episode', async () => {
      await page.goto(`${server.url}/titles/${series.id}/${series.slug}/season/1/episode/1`);
      const actions = page.getByTestId('episode-actions');
      await actions.getByTestId('local-rating').getByText('1 rating').waitFor();
      await actions.getByRole('radio', { name: '10 out of 10' }).click();
      await poll(() => actions.getByTestId('rating-widget').getAttribute('data-value')).toBe('10');
      await poll(async () => (await alice.api.call('GET', `api/v1/item-state/episode/${episodeId}`)).user_rating).toBe(10);
      // the site's average follows: (6 + 10) / 2 from two ratings
      await poll(() => actions.getByTestId('local-rating').textContent()).toMatch(/8\.0\s*2 ratings/);

      await actions.getByTestId('watchlist-button').click();
      await poll(() => actions.getByTestId('watchlist-button').getAttribute('aria-pressed')).toBe('true');
      await actions.getByTestId('add-to-list').click();
      await page.getByRole('menuitem', { name: 'Great episodes' }).click();
      await page.getByText('Added to Great episodes').waitFor();
      const items = (await alice.api.call('GET', `api/v1/lists/${list.id}`)).items.data as { type: string; item_id: number }[];
      expect(items.map((i) => `${i.type}:${i.item_id}`)).toEqual([`episode:${episodeId}`]);
      const ids = (await alice.api.call('GET', 'api/v1/users/me/watchlist/ids')).items;
      expect(ids.episode).toEqual([episodeId]);

      // after a reload the page remembers all three
      await page.reload();
      await poll(() => actions.getByTestId('rating-widget').getAttribute('data-value')).toBe('10');
      await poll(() => actions.getByTestId('watchlist-button').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('reviews-section').waitFor();
      await page.getByTestId('comments-section').waitFor();
      await shoot(page, 'community2-episode-page');
    });
  });

  it('rates the series and watchlists it from a season page', async () => {
    const { page } = alice;
    await withScreenshotOnFailure(page, 'community2-season', async () => {
      await page.goto(`${server.url}/titles/${series.id}/${series.slug}/season/1`);
      const box = page.getByTestId('season-series-actions');
      await box.getByRole('radio', { name: '7 out of 10' }).click();
      await poll(async () => (await alice.api.call('GET', `api/v1/item-state/title/${series.id}`)).user_rating).toBe(7);
      await box.getByTestId('watchlist-button').click();
      await poll(async () => (await alice.api.call('GET', 'api/v1/users/me/watchlist/ids')).items.title).toEqual([series.id]);
      await shoot(page, 'community2-season-page');
    });
  });

  it('toggles the watchlist from a card at once, from one shared request, and rolls back on failure', async () => {
    const { page } = alice;
    const idsRequests: string[] = [];
    const onRequest = (r: { url(): string }) => r.url().includes('/users/me/watchlist') && idsRequests.push(r.url());
    page.on('request', onRequest);
    await withScreenshotOnFailure(page, 'community2-cards', async () => {
      await page.goto(`${server.url}/search/Nebula`);
      const card = (name: string) => page.getByTestId('title-card-frame').filter({ hasText: name });
      await poll(() => page.getByTestId('title-card-frame').count()).toBe(4);
      // counts come with the search payload: score and vote count on the card
      await poll(() => card('Nebula Drift').getByTestId('card-score').textContent()).toMatch(/7\.4\s*\(1\.2K\)/);
      await poll(() => card('Nebula Rising').getByTestId('card-score').textContent()).toMatch(/8\.2\s*\(40\.2K\)/);
      expect(await card('Nebula Quiet').getByTestId('card-score').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(idsRequests.filter((u) => u.includes('/watchlist/ids'))).toHaveLength(1);

      // the server answers slowly: the card shows the new state before it does
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/v1/users/me/watchlist', async (route) => {
        await held;
        await route.continue();
      });
      const drift = card('Nebula Drift');
      await drift.hover();
      await drift.getByTestId('card-watchlist').click();
      // pressed while the server still holds the request: the flip does not wait for the answer
      await poll(() => drift.getByTestId('card-watchlist').getAttribute('aria-pressed')).toBe('true');
      expect((await alice.api.call('GET', 'api/v1/users/me/watchlist/ids')).items.title).not.toContain(movies[0]!.id);
      release();
      await poll(async () => (await alice.api.call('GET', 'api/v1/users/me/watchlist/ids')).items.title).toContain(movies[0]!.id);
      await page.unroute('**/api/v1/users/me/watchlist');
      await page.mouse.move(5, 5);
      await shoot(page, 'community2-card-row');

      // the title page shows the same state (shared ids)
      await drift.getByTestId('title-card').click();
      await poll(() => page.getByTestId('watchlist-button').getAttribute('aria-pressed')).toBe('true');
      await page.goBack();

      // a refused change flips back with a danger toast
      await page.route('**/api/v1/users/me/watchlist', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Watchlist is down' }) }),
      );
      const harbor = card('Nebula Harbor');
      await harbor.hover();
      await harbor.getByTestId('card-watchlist').click();
      await page.locator('[data-toast-type="danger"]').waitFor();
      await poll(() => harbor.getByTestId('card-watchlist').getAttribute('aria-pressed')).toBe('false');
      await page.unroute('**/api/v1/users/me/watchlist');
      expect((await alice.api.call('GET', 'api/v1/users/me/watchlist/ids')).items.title).not.toContain(movies[1]!.id);
    });
    page.off('request', onRequest);
  });

  it('asks guests to sign in from a card, without asking the server for watchlist ids', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/users/me/') && asked.push(r.url()));
    await page.goto(`${server.url}/search/Nebula`);
    const drift = page.getByTestId('title-card-frame').filter({ hasText: 'Nebula Drift' });
    await drift.hover();
    expect(await drift.getByTestId('card-watchlist').getAttribute('aria-pressed')).toBe('false');
    await drift.getByTestId('card-watchlist').click();
    await page.waitForURL(`${server.url}/login`);
    expect(asked).toEqual([]);
    await context.close();
  });

  it('comments on a news article from its page', async () => {
    const { article } = await admin.call('POST', 'api/v1/news', {
      title: 'Signal Lost renewed',
      body: '<p>A second season is coming.</p>',
    });
    const page = alice.page;
    await page.goto(`${server.url}/news/${article.id}`);
    await page.getByTestId('news-body').getByText('A second season is coming.').waitFor();
    await page.getByTestId('comment-input').fill('Finally, more static.');
    await page.getByTestId('comment-submit').click();
    await page.getByTestId('comment-content').getByText('Finally, more static.').waitFor();
    // stored: a reload (and another reader) sees it
    await page.reload();
    await page.getByTestId('comment-content').getByText('Finally, more static.').waitFor();
  });

  it("reports another user's review with a reason and confirms it", async () => {
    const { page } = alice;
    const movie = movies[0]!;
    const { review } = await bob.api.call('POST', 'api/v1/reviews', {
      reviewable: 'title',
      id: movie.id,
      rating: 2,
      title: 'Spam spam',
      body: 'Buy cheap things at example.com',
      has_spoilers: false,
    });
    await withScreenshotOnFailure(page, 'community2-report', async () => {
      await page.goto(`${server.url}/titles/${movie.id}/${movie.slug}`);
      const card = page.getByTestId('review').filter({ hasText: 'Spam spam' });
      await card.getByTestId('report-review').click();
      const dialog = page.getByTestId('report-dialog');
      await dialog.getByTestId('report-submit').click();
      await dialog.getByText('Please give a reason.').waitFor();
      await dialog.getByTestId('report-reason').fill('This is advertising.');
      await dialog.getByTestId('report-submit').click();
      await page.getByText('Thank you. The report was sent to the moderators.').waitFor();
      await poll(() => page.getByTestId('report-dialog').count()).toBe(0);
      const reports = (await admin.call('GET', 'api/v1/reports?type=review')).pagination.data as {
        reportable_id: number;
        reason: string;
        reporter: { id: number };
      }[];
      expect(reports.map((r) => [r.reportable_id, r.reason, r.reporter.id])).toEqual([[review.id, 'This is advertising.', alice.id]]);
    });
  });

  it('loads a second page of reviews', async () => {
    const movie = movies[2]!;
    for (let i = 0; i < 23; i++) {
      const u = await user(`Critic ${i}`);
      await u.api.call('POST', 'api/v1/reviews', {
        reviewable: 'title',
        id: movie.id,
        rating: (i % 10) + 1,
        title: `Take ${i}`,
        body: `Review number ${i}.`,
        has_spoilers: false,
      });
    }
    const { page } = alice;
    await withScreenshotOnFailure(page, 'community2-reviews-more', async () => {
      await page.goto(`${server.url}/titles/${movie.id}/${movie.slug}`);
      await poll(() => page.getByTestId('review').count()).toBe(20);
      expect(await page.getByTestId('reviews-total').textContent()).toBe('(23)');
      await page.getByTestId('reviews-more').click();
      await poll(() => page.getByTestId('review').count()).toBe(23);
      expect(await page.getByTestId('reviews-more').count()).toBe(0);
      const headings = await page.getByTestId('review-heading').allTextContents();
      expect(new Set(headings).size).toBe(23);
      // newest first: the first critic's review is last
      expect(headings.at(-1)).toBe('Take 0');
      await page.getByTestId('reviews-section').scrollIntoViewIfNeeded();
      await shoot(page, 'community2-title-reviews');
      await page.goto(`${server.url}/titles/${movie.id}/${movie.slug}`);
      await page.getByTestId('title-actions').waitFor();
      await shoot(page, 'community2-title-header');
    });
  });

  it('edits the profile: avatar, banner, name, bio and hidden ratings', async () => {
    const { page } = alice;
    const dir = fs.mkdtempSync(path.join(server.dataDir, 'uploads-'));
    const avatar = path.join(dir, 'avatar.png');
    const banner = path.join(dir, 'banner.jpg');
    const notImage = path.join(dir, 'notes.txt');
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e11d48' } })
      .png()
      .toFile(avatar);
    await sharp({ create: { width: 1800, height: 600, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .toFile(banner);
    fs.writeFileSync(notImage, 'plain text');
    await withScreenshotOnFailure(page, 'community2-profile', async () => {
      await page.goto(`${server.url}/user/${alice.id}/alice-second`);
      await page.getByTestId('edit-profile').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('banner-file').setInputFiles(notImage);
      await dialog.getByText('Please select an image.').waitFor();
      await dialog.getByTestId('avatar-file').setInputFiles(avatar);
      await page.getByText('Uploaded avatar').waitFor();
      await dialog.getByTestId('banner-file').setInputFiles(banner);
      await page.getByText('Uploaded banner').waitFor();
      await dialog.getByTestId('banner-preview').waitFor();
      await dialog.getByTestId('profile-name-input').fill('Alice Renamed');
      await dialog.getByLabel('Bio').fill('Watches everything twice.');
      await dialog.getByTestId('hide-ratings').check();
      await shoot(page, 'community2-profile-edit');
      await dialog.getByTestId('profile-save').click();
      await page.getByText('Profile updated').waitFor();
      await poll(() => page.getByTestId('profile-name').textContent()).toBe('Alice Renamed');
      await page.getByText('Watches everything twice.').waitFor();
      const profile = (await alice.api.call('GET', `api/v1/user-profile/${alice.id}`)).profile;
      expect(profile.banner).toMatch(new RegExp(`^/storage/banners/${alice.id}/[a-f0-9]{16}/banner\\.webp$`));
      expect(profile.avatar).toMatch(/^\/storage\/avatars\//);
      expect(profile.privacy).toEqual({ hide_ratings: true, hide_lists: false });
      await page.waitForURL(`${server.url}/user/${alice.id}/alice-renamed`);
      await page.locator(`img[src="${profile.banner}"]`).waitFor();
      // the navbar follows the new name
      await page.getByRole('button', { name: 'Account' }).getByText('Alice Renamed').waitFor();
      await shoot(page, 'community2-profile');
    });
    // others see the ratings tab as private
    const res = await fetch(`${server.url}/api/v1/user-profile/${alice.id}/ratings`, { headers: { Cookie: bob.api.cookie } });
    expect(res.status).toBe(403);
    expect(dialogs).toEqual([]);
  });
});
