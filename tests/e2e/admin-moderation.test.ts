import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, newPage, type RunningServer, screenshot, settled, startServer, withScreenshotOnFailure } from './harness';
import { Client } from './xss-kit';

// Moderation and tag admin end to end: a viewer comments and reviews on a title page, two others
// report the comment; the admin finds it with the 'Reported' filter, dismisses one report, deletes
// the comment and the review (both leave the public page), then creates, renames and deletes a
// genre and a keyword (a rename shows on the title page at once). Screens at 1280 and 390 wide.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'correct-horse-battery';
const COMMENT = 'Buy cheap harbour tickets at my shop!!!';
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let admin: Client;
let title: { id: number; slug: string };
let titleUrl = '';

async function viewer(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`;
  const { user } = await admin.call('POST', 'api/v1/users', { email, password: PASSWORD, name, email_verified: true });
  const api = new Client(server.url);
  await api.call('POST', 'auth/login', { email, password: PASSWORD });
  return { id: user.id as number, email, api };
}

/** A browser page signed in as `email` through the real login call. */
async function pageAs(email: string, password = PASSWORD) {
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  page.setDefaultTimeout(30_000);
  await context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  const res = await context.request.post(`${server.url}/auth/login`, { data: { email, password }, headers: { Origin: server.url } });
  expect(res.ok()).toBe(true);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Row controls render twice (phone and wide layouts): the one on screen. */
const shown = (scope: Locator, id: string) => scope.locator(`[data-testid="${id}"]:visible`);
const confirm = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  browser = await launchBrowser();
  admin = new Client(server.url);
  await admin.call('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
  title = (
    await admin.call('POST', 'api/v1/titles', {
      type: 'movie',
      name: 'Quiet Harbour',
      year: 2021,
      description: 'A lighthouse keeper waits for a ship.',
    })
  ).title;
  titleUrl = `${server.url}/titles/${title.id}/${title.slug}`;
  await admin.call('POST', `api/v1/titles/${title.id}/tags/keyword`, { name: 'lighthouse' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('admin moderation', () => {
  it('finds a reported comment, dismisses a report, deletes the comment and a review', async () => {
    const [vera, rex, ida] = [await viewer('Vera Poster'), await viewer('Rex Reporter'), await viewer('Ida Reporter')];
    // Vera comments on the title page; her review and a harmless comment go through the API.
    const veraPage = await pageAs(vera.email);
    await veraPage.goto(titleUrl);
    await veraPage.getByTestId('comment-input').fill(COMMENT);
    await veraPage.getByTestId('comment-submit').click();
    await veraPage.getByTestId('comment-content').filter({ hasText: COMMENT }).waitFor();
    await vera.api.call('POST', 'api/v1/comments', { commentable: `title:${title.id}`, content: 'Lovely photography.' });
    await vera.api.call('POST', 'api/v1/reviews', {
      reviewable: 'title',
      id: title.id,
      rating: 3,
      title: 'Too slow',
      body: 'Nothing happens for two hours.',
    });
    const spam = (await admin.call('GET', `api/v1/moderation/comments?query=${encodeURIComponent('cheap harbour')}`)).pagination.data[0];

    // Rex reports it from the page, Ida through the API.
    const rexPage = await pageAs(rex.email);
    await rexPage.goto(titleUrl);
    const spamItem = rexPage.getByTestId('comment').filter({ hasText: COMMENT });
    await spamItem.getByTestId('report-comment').click();
    await rexPage.getByTestId('report-reason').fill('Advertising a shop.');
    await rexPage.getByTestId('report-submit').click();
    await rexPage.getByText('Thank you. The report was sent to the moderators.').waitFor();
    await ida.api.call('POST', `api/v1/comments/${spam.id}/report`, { reason: 'Spam link bait.' });

    const page = await pageAs(ADMIN.email, ADMIN.password);
    await withScreenshotOnFailure(page, 'admin-moderation-comments', async () => {
      await page.goto(`${server.url}/admin/comments`);
      await poll(() => page.getByTestId('moderation-row').count()).toBe(2);
      await page.getByRole('button', { name: 'Reported', exact: true }).click();
      await poll(() => page.getByTestId('moderation-row').count()).toBe(1);
      const row = page.getByTestId('moderation-row');
      expect(await row.getByTestId('row-excerpt').textContent()).toBe(COMMENT);
      expect(await row.getByTestId('row-author').textContent()).toBe('Vera Poster');
      expect(await shown(row, 'row-target').getAttribute('href')).toBe(`/titles/${title.id}/${title.slug}`);
      expect(await shown(row, 'reports-count').textContent()).toBe('2');
      await shoot(page, 'admin-comments-reported');

      // one report dismissed, one left
      await shown(row, 'reports-count').click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.getByTestId('report-row').count()).toBe(2);
      await shoot(page, 'admin-comments-reports-dialog');
      await dialog.getByTestId('report-row').filter({ hasText: 'Advertising a shop.' }).getByTestId('dismiss-report').click();
      await poll(() => dialog.getByTestId('report-row').count()).toBe(1);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await poll(() => shown(row, 'reports-count').textContent()).toBe('1');
      const left = (await admin.call('GET', `api/v1/reports?type=comment&reportable_id=${spam.id}`)).pagination.data;
      expect(left.map((r: { reason: string }) => r.reason)).toEqual(['Spam link bait.']);

      // delete it, with a confirm
      await shown(row, 'row-delete').click();
      await confirm(page);
      await page.getByText('No comments found').waitFor();
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await poll(() => page.getByTestId('moderation-row').count()).toBe(1);
      await shoot(page, 'admin-comments-all');
      // the author filter: clicking Vera's name leaves her comment only; removing the chip clears it
      await rex.api.call('POST', 'api/v1/comments', { commentable: `title:${title.id}`, content: 'Rex was here.' });
      await page.reload();
      await poll(() => page.getByTestId('moderation-row').count()).toBe(2);
      await page.getByTestId('moderation-row').filter({ hasText: 'Lovely photography.' }).getByTestId('row-author').click();
      await page.getByTestId('filter-chip').filter({ hasText: 'By Vera Poster' }).waitFor();
      await poll(() => page.getByTestId('moderation-row').count()).toBe(1);
      await page.getByTestId('filter-chip').getByRole('button', { name: 'Remove filter' }).click();
      await poll(() => page.getByTestId('moderation-row').count()).toBe(2);
    });

    await veraPage.goto(titleUrl);
    await veraPage.getByTestId('comment-content').filter({ hasText: 'Lovely photography.' }).waitFor();
    expect(await veraPage.getByTestId('comment-content').filter({ hasText: COMMENT }).count()).toBe(0);
    await veraPage.getByTestId('review').filter({ hasText: 'Nothing happens' }).waitFor();

    await withScreenshotOnFailure(page, 'admin-moderation-reviews', async () => {
      await page.goto(`${server.url}/admin/reviews`);
      const row = page.getByTestId('moderation-row');
      await poll(() => row.count()).toBe(1);
      expect(await row.getByTestId('row-excerpt').textContent()).toBe('Nothing happens for two hours.');
      await shoot(page, 'admin-reviews');
      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await page.getByTestId('bulk-delete').click();
      await confirm(page);
      await page.getByText('No reviews found').waitFor();
    });
    await veraPage.goto(titleUrl);
    await veraPage.getByTestId('comment-content').filter({ hasText: 'Lovely photography.' }).waitFor();
    expect(await veraPage.getByTestId('review').count()).toBe(0);
    expect((await admin.call('GET', `api/v1/reviews?reviewable=title:${title.id}`)).pagination.total).toBe(0);
  });

  it('creates, renames and deletes a genre and a keyword', async () => {
    const page = await pageAs(ADMIN.email, ADMIN.password);
    const viewerPage = await pageAs((await viewer('Tag Watcher')).email);
    await withScreenshotOnFailure(page, 'admin-tags', async () => {
      // genre: created here, attached on the title, renamed, then deleted
      await page.goto(`${server.url}/admin/genres`);
      await page.getByText('No genres found').waitFor();
      await page.getByTestId('tag-new').click();
      await page.getByTestId('tag-name').fill('Coastal Noir');
      await page.getByTestId('tag-save').click();
      const genreRow = page.locator('[data-testid="tag-row"]').filter({ hasText: 'Coastal Noir' });
      await genreRow.waitFor();
      // a duplicate name is refused on the field
      await page.getByTestId('tag-new').click();
      await page.getByTestId('tag-name').fill('coastal noir');
      await page.getByTestId('tag-save').click();
      await page.getByText('A tag with this name already exists.').waitFor();
      expect(await page.getByTestId('tag-name').getAttribute('aria-invalid')).toBe('true');
      await shoot(page, 'admin-genres-duplicate');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      const genre = (await admin.call('GET', 'api/v1/title-tags/genre?query=coastal')).pagination.data[0];
      await admin.call('POST', `api/v1/titles/${title.id}/tags/genre`, { tag_id: genre.id });
      await page.reload();
      await poll(() => genreRow.getByTestId('tag-titles-count').textContent()).toBe('1');
      await genreRow.getByTestId('tag-rename').click();
      await page.getByTestId('tag-name').fill('Harbour Noir');
      await page.getByTestId('tag-save').click();
      await page.locator('[data-testid="tag-row"]').filter({ hasText: 'Harbour Noir' }).waitFor();
      await shoot(page, 'admin-genres');
      await viewerPage.goto(titleUrl);
      await viewerPage.getByText('Harbour Noir').first().waitFor();

      await page.locator('[data-testid="tag-row"]').filter({ hasText: 'Harbour Noir' }).getByTestId('tag-delete').click();
      await page.getByRole('dialog').getByText('It is removed from 1 title.').waitFor();
      await confirm(page);
      await page.getByText('No genres found').waitFor();

      // keyword: the title's 'lighthouse' renamed, a new one created, both deleted in bulk
      await page.goto(`${server.url}/admin/keywords`);
      const kwRow = page.locator('[data-testid="tag-row"]').filter({ hasText: 'lighthouse' });
      await poll(() => kwRow.getByTestId('tag-titles-count').textContent()).toBe('1');
      await kwRow.getByTestId('tag-rename').click();
      await page.getByTestId('tag-name').fill('Lighthouse keeper');
      await page.getByTestId('tag-save').click();
      await page.locator('[data-testid="tag-row"]').filter({ hasText: 'Lighthouse keeper' }).waitFor();
      await page.getByTestId('tag-new').click();
      await page.getByTestId('tag-name').fill('fog horn');
      await page.getByTestId('tag-save').click();
      await poll(() => page.getByTestId('tag-row').count()).toBe(2);
      await page.getByTestId('tags-search').fill('fog');
      await poll(() => page.getByTestId('tag-row').count()).toBe(1);
      await page.getByTestId('tags-search').fill('');
      await poll(() => page.getByTestId('tag-row').count()).toBe(2);
      await shoot(page, 'admin-keywords');
      await viewerPage.goto(titleUrl);
      await viewerPage.getByTestId('title-facts').getByText('Lighthouse keeper').waitFor();

      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await page.getByTestId('bulk-delete').click();
      await confirm(page);
      await page.getByText('No keywords found').waitFor();
      const left = await admin.call('GET', `api/v1/titles/${title.id}`);
      expect([left.title.genres, left.title.keywords]).toEqual([[], []]);

      await page.goto(`${server.url}/admin/tags?type=country`);
      await page.getByTestId('admin-tags-country').waitFor();
      await shoot(page, 'admin-tags-country');
    });
  });
});
