import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer, withScreenshotOnFailure } from './harness';
import { apiGet, DESKTOP, PHONE, SEED_TIMEOUT_MS, settledScreenshot, signInAsAdmin, typeahead } from './catalogue-helpers';

// A visitor browsing the seeded demo catalogue, and an admin editing a title, in real Chromium.

interface TitleRow {
  id: number;
  name: string;
  slug: string;
  type: string;
  seasons_count: number;
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'true' }, { timeoutMs: SEED_TIMEOUT_MS });
  browser = await launchBrowser();
  // the demo catalogue is in place before the first page is opened
  const titles = await apiGet<{ pagination: { total: number } }>(server, 'titles?perPage=1');
  expect(titles.pagination.total).toBeGreaterThanOrEqual(150);
}, SEED_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('catalogue pages', () => {
  it('shows the seeded channels on the home page', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await newPage(browser, { viewport });
      await withScreenshotOnFailure(page, `catalogue-home-${viewport.width}`, async () => {
        await page.goto(`${server.url}/`);
        await page.getByTestId('hero-slider').waitFor();
        for (const slug of ['popular-movies', 'popular-series', 'top-rated', 'genres', 'upcoming', 'latest-news']) {
          await page.locator(`[data-testid="channel-row"][data-channel="${slug}"]`).waitFor({ state: 'attached' });
        }
        // the server-rendered row holds the first screen of cards; the rest arrive once the page hydrates
        const movies = page.locator('[data-channel="popular-movies"] [data-testid="title-card"]');
        await expect.poll(() => movies.count()).toBeGreaterThanOrEqual(10);
        expect(await page.locator('[data-channel="genres"] [data-testid="channel-tile"]').count()).toBeGreaterThan(3);
        expect(await page.locator('[data-channel="latest-news"] [data-testid="news-card"]').count()).toBeGreaterThan(0);
        await settledScreenshot(page, `catalogue-home-${viewport.width}`);
        // the hero's 'More info' opens the title it shows (hovering pauses the rotation)
        const hero = page.getByTestId('hero-slider');
        await hero.hover();
        const slide = hero.locator('[aria-roledescription="slide"][aria-hidden="false"]');
        const heroName = (await slide.getByRole('heading').textContent())!;
        await slide.getByRole('link', { name: 'More info' }).click();
        await page.getByTestId('title-name').getByText(heroName).waitFor();
        expect(errors).toEqual([]);
      });
      await context.close();
    }
  });

  it('finds a seeded title in the navbar typeahead by a prefix and by an accent-free spelling', async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
    await withScreenshotOnFailure(page, 'catalogue-typeahead', async () => {
      const { pagination } = await apiGet<{ pagination: { data: TitleRow[] } }>(
        server,
        'titles?perPage=1&orderBy=popularity&orderDir=desc',
      );
      const seeded = pagination.data[0]!;
      const word = seeded.name.split(/\s+/).find((w) => w.length >= 5 && !/^the$/i.test(w)) ?? seeded.name;
      await page.goto(`${server.url}/`);
      // accept the cookie notice first: the screenshot helper's click on it would close the listbox
      await page.getByRole('button', { name: 'OK', exact: true }).click();
      const option = await typeahead(page, word.slice(0, 4), seeded.name);
      await settledScreenshot(page, 'catalogue-typeahead-1280');
      // keyboard: down to the option and open it
      const options = page.getByRole('option');
      const index = await options.evaluateAll((els, name) => els.findIndex((el) => el.textContent?.includes(name)), seeded.name);
      for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
      expect(await option.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/titles/${seeded.id}/${seeded.slug}`);
      await page.getByTestId('title-name').getByText(seeded.name).waitFor();

      // a title with accents, created through the admin API, is found without typing them
      await signInAsAdmin(context, server);
      const created = await context.request.post(`${server.url}/api/v1/titles`, {
        data: {
          type: 'movie',
          name: 'Amélie à Montréal',
          release_date: '2001-04-25',
          description: 'A shy waitress decides to change the lives of the people around her.',
        },
        headers: { Origin: server.url },
      });
      expect(created.status()).toBe(201);
      const { title } = (await created.json()) as { title: TitleRow };
      const accentFree = await typeahead(page, 'amelie a montr', 'Amélie à Montréal');
      await accentFree.click();
      await page.waitForURL(`**/titles/${title.id}/${title.slug}`);
      await page.getByTestId('title-name').getByText('Amélie à Montréal').waitFor();
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('walks from a series to a season, an episode and a person, and back', async () => {
    const { pagination } = await apiGet<{ pagination: { data: TitleRow[] } }>(
      server,
      'titles?type=series&perPage=20&orderBy=popularity&orderDir=desc',
    );
    const series = pagination.data.find((t) => t.seasons_count > 0)!;
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await newPage(browser, { viewport });
      const w = viewport.width;
      await withScreenshotOnFailure(page, `catalogue-walk-${w}`, async () => {
        await page.goto(`${server.url}/titles/${series.id}/${series.slug}`);
        await page.getByTestId('title-name').getByText(series.name).waitFor();
        await page.getByTestId('title-facts').waitFor();
        expect(await page.getByTestId('cast-card').count()).toBeGreaterThan(0);
        await page.getByTestId('episode-row').first().waitFor();
        await settledScreenshot(page, `catalogue-title-${w}`);

        await page.getByTestId('season-link').first().click();
        await page.waitForURL(`**/titles/${series.id}/${series.slug}/season/1`);
        await page
          .getByTestId('season-page')
          .getByRole('heading', { level: 1, name: /Season 1/ })
          .waitFor();
        await settledScreenshot(page, `catalogue-season-${w}`);

        const firstEpisode = page.getByTestId('episode-row').first();
        const episodeName = (await firstEpisode.locator('h3').textContent())!;
        await firstEpisode.click();
        await page.waitForURL(`**/season/1/episode/1`);
        await page.getByTestId('episode-name').getByText(episodeName).waitFor();
        await settledScreenshot(page, `catalogue-episode-${w}`);

        const person = page.locator('main a[href^="/people/"]').first();
        const personName = (await person.textContent())!.trim();
        await person.click();
        await page.waitForURL('**/people/**');
        await page.getByRole('heading', { level: 1, name: personName }).first().waitFor();
        expect(await page.getByTestId('person-credit-link').count()).toBeGreaterThan(0);
        await settledScreenshot(page, `catalogue-person-${w}`);

        await page.goBack();
        await page.getByTestId('episode-name').getByText(episodeName).waitFor();
        await page.goBack();
        await page.getByTestId('season-page').waitFor();
        await page.goBack();
        await page.getByTestId('title-name').getByText(series.name).waitFor();
        // 'Watch' and trailer buttons follow the title's videos (the demo gives popular titles some)
        const { title: shown } = await apiGet<{ title: { videos?: { category: string }[] } }>(server, `titles/${series.id}`);
        const has = (category: string) => !!shown.videos?.some((v) => v.category === category);
        expect((await page.getByTestId('watch-button').count()) > 0).toBe(has('full'));
        expect((await page.getByTestId('trailer-button').count()) > 0).toBe(has('trailer'));

        // the images page's lightbox works from the keyboard
        await page.getByRole('link', { name: /^All \d+ images$/ }).click();
        await page.getByTestId('title-images-page').waitFor();
        const count = await page.getByRole('button', { name: /^Open image/ }).count();
        expect(count).toBeGreaterThanOrEqual(2);
        await page
          .getByRole('button', { name: /^Open image/ })
          .first()
          .focus();
        await page.keyboard.press('Enter');
        const lightbox = page.getByTestId('lightbox');
        await lightbox.getByText(`1 / ${count}`).waitFor();
        await page.keyboard.press('ArrowRight');
        await lightbox.getByText(`2 / ${count}`).waitFor();
        await page.keyboard.press('Escape');
        await lightbox.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      });
      await context.close();
    }
  });

  it('shows search results with tabs, an empty state, and channel pages', async () => {
    const { pagination } = await apiGet<{ pagination: { data: TitleRow[] } }>(server, 'titles?perPage=1&orderBy=popularity&orderDir=desc');
    const word = pagination.data[0]!.name.split(/\s+/).find((x) => x.length >= 5) ?? pagination.data[0]!.name;
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await newPage(browser, { viewport });
      const w = viewport.width;
      await withScreenshotOnFailure(page, `catalogue-search-${w}`, async () => {
        await page.goto(`${server.url}/search/${encodeURIComponent(word)}`);
        await page.getByTestId('title-card').first().waitFor();
        await settledScreenshot(page, `catalogue-search-${w}`);
        await page.getByRole('link', { name: /^Titles/ }).click();
        await page.waitForURL('**?type=titles');
        await page.getByTestId('search-page-input').fill('qqzzxxnothing');
        await page.getByText('There are no items matching your query').waitFor();

        await page.goto(`${server.url}/movies`);
        await page.getByTestId('channel-page').getByRole('heading', { level: 1, name: 'Movies' }).waitFor();
        expect(await page.getByTestId('title-card').count()).toBeGreaterThanOrEqual(12);
        await settledScreenshot(page, `catalogue-channel-${w}`);
        await page.goto(`${server.url}/channel/movies/drama`);
        await page.getByRole('heading', { level: 1, name: 'Movies: Drama' }).waitFor();
        expect(errors).toEqual([]);
      });
      await context.close();
    }
  });

  it('lets an admin rename a title and shows the new name on its page and in search at once', async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
    await withScreenshotOnFailure(page, 'catalogue-admin-edit', async () => {
      await signInAsAdmin(context, server);
      const { pagination } = await apiGet<{ pagination: { data: TitleRow[] } }>(
        server,
        'titles?type=movie&perPage=1&orderBy=rating&orderDir=desc',
      );
      const movie = pagination.data[0]!;
      await page.goto(`${server.url}/admin/titles`);
      await page.getByTestId('admin-titles-search').fill(movie.name);
      await page.getByTestId('admin-title-row').getByRole('link', { name: movie.name, exact: true }).first().click();
      await page.waitForURL(`**/admin/titles/${movie.id}/edit`);
      const input = page.getByTestId('title-name-input');
      await expect.poll(() => input.inputValue(), { timeout: 20_000 }).toBe(movie.name);
      await input.fill('Zephyrine Lighthouse Keepers');
      await page.getByTestId('save-bar').getByText('You have unsaved changes').waitFor();
      await settledScreenshot(page, 'catalogue-admin-edit-1280');
      await page.getByTestId('save-title').click();
      await page.getByText('Title updated').waitFor();

      await page.getByRole('link', { name: 'View page' }).click();
      await page.getByTestId('title-name').getByText('Zephyrine Lighthouse Keepers').waitFor();
      const option = await typeahead(page, 'zephyr', 'Zephyrine Lighthouse Keepers');
      expect(await option.textContent()).toContain('Zephyrine Lighthouse Keepers');
      const api = await apiGet<{ results: { titles: TitleRow[] } }>(server, `search/${encodeURIComponent(movie.name)}?types=titles`);
      expect(api.results.titles.map((t) => t.id)).not.toContain(movie.id);

      // bulk delete from the list, after a confirmation
      for (const name of ['Quillfeather One', 'Quillfeather Two']) {
        const res = await context.request.post(`${server.url}/api/v1/titles`, {
          data: { type: 'movie', name },
          headers: { Origin: server.url },
        });
        expect(res.status()).toBe(201);
      }
      await page.goto(`${server.url}/admin/titles`);
      await page.getByTestId('admin-titles-search').fill('Quillfeather');
      const rows = page.getByTestId('admin-title-row');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
      await page.getByRole('checkbox', { name: 'Select all' }).check();
      await page.getByTestId('bulk-delete').click();
      await page.getByTestId('confirm-delete').click();
      await page.getByText('Deleted 2 titles').waitFor();
      await page.getByText('No titles found').waitFor();
      expect((await apiGet<{ pagination: { total: number } }>(server, 'titles?query=Quillfeather')).pagination.total).toBe(0);
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});

describe('first paint of the public pages (issue 18)', () => {
  it('preloads the hero a title page shows, keeps the footer still and breaks no CSP rule on title and search pages', async () => {
    const movie = (await apiGet<{ pagination: { data: (TitleRow & { backdrop: string })[] } }>(server, 'titles?perPage=1&type=movie'))
      .pagination.data[0]!;
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    await withScreenshotOnFailure(page, 'first-paint-title', async () => {
      await page.addInitScript(() => {
        const w = window as unknown as { violations: string[]; shifts: number };
        w.violations = [];
        w.shifts = 0;
        document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const backdropBase = movie.backdrop.replace(/-\d+\.webp$/, '-');
      await page.goto(`${server.url}/titles/${movie.id}/${movie.slug}`);
      await page.getByTestId('title-name').waitFor();
      await page.waitForLoadState('networkidle');
      // the HTML preloads the very candidate the hero <img> shows: one download, started early
      const hero = await page.evaluate((base) => {
        const links = performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'link');
        return {
          preloaded: links.map((e) => e.name).filter((url) => new URL(url).pathname.startsWith(base)),
          shown: document.querySelector<HTMLImageElement>('[data-testid="title-hero"] img')?.currentSrc,
        };
      }, backdropBase);
      expect(hero.preloaded).toHaveLength(1);
      expect(hero.preloaded).toEqual([hero.shown]);
      const title = await page.evaluate(() => {
        const { violations, shifts } = window as unknown as { violations: string[]; shifts: number };
        return { violations, shifts };
      });
      expect(title.violations).toEqual([]);
      expect(title.shifts).toBeLessThanOrEqual(0.02);
      await page.goto(`${server.url}/search/${encodeURIComponent(movie.name.split(' ')[0]!)}`);
      await page.getByTestId('title-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      const { violations, shifts } = await page.evaluate(() => {
        const { violations, shifts } = window as unknown as { violations: string[]; shifts: number };
        return { violations, shifts };
      });
      expect(violations).toEqual([]);
      expect(shifts).toBeLessThanOrEqual(0.02);
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});
