import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer, withScreenshotOnFailure } from './harness';
import { apiGet, PHONE, SEED_TIMEOUT_MS, signInAsAdmin } from './catalogue-helpers';

// The title, home, person and search pages arrive server-rendered (src/http/ssr.ts), for a guest and for a
// signed-in viewer in their personal space: readable without JavaScript, then hydrated by the client
// without a mismatch, after which the app works as ever.

interface Row {
  id: number;
  name: string;
  slug: string;
}

let server: RunningServer;
let browser: Browser;
let title: Row;
let person: Row;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'true' }, { timeoutMs: SEED_TIMEOUT_MS });
  browser = await launchBrowser();
  title = (await apiGet<{ pagination: { data: Row[] } }>(server, 'titles?perPage=1&type=movie')).pagination.data[0]!;
  person = (await apiGet<{ pagination: { data: Row[] } }>(server, 'people?perPage=1')).pagination.data[0]!;
}, SEED_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Console errors, and any warning about hydration, while the page loads and hydrates. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    const text = msg.text();
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat|did not match|server/i.test(text)))
      problems.push(`${msg.type()}: ${text}`);
  });
  return problems;
}

/** Until React has hydrated the element (its fiber is attached): the markup came from the server. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    },
    selector,
    { timeout: 20_000 },
  );
}

describe('server-rendered catalogue pages', () => {
  it('shows a title page with JavaScript disabled', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await withScreenshotOnFailure(page, 'ssr-no-js-title', async () => {
      const res = await page.goto(`${server.url}/titles/${title.id}/${title.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId('title-name').textContent()).resolves.toContain(title.name);
      expect(await page.getByTestId('title-plot').isVisible()).toBe(true);
      expect(await page.getByTestId('footer').isVisible()).toBe(true);
      // artwork is shown, not left transparent for a script to fade in
      expect(await page.locator('img').count()).toBeGreaterThan(0);
      expect(await page.locator('img.opacity-0').count()).toBe(0);
    });
    await context.close();
  });

  it('hydrates a title page without a mismatch, then navigates client-side', async () => {
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    const problems = consoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v1/titles/')) apiCalls.push(r.url());
    });
    await withScreenshotOnFailure(page, 'ssr-hydrate-title', async () => {
      await page.goto(`${server.url}/titles/${title.id}/${title.slug}`);
      await hydrated(page, '[data-testid="title-page"] nav a');
      // the page rendered from the dehydrated queries: no API round trip for the title or its related titles
      expect(apiCalls).toEqual([]);
      // a full page load would clear this
      await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
      await page.locator('[data-testid="title-page"] nav a').first().click();
      await page.waitForURL(/\/full-credits$/);
      expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('hydrates the home, a person and a search page without a mismatch', async () => {
    const word = encodeURIComponent(title.name.split(' ')[0]!.toLowerCase());
    for (const path of ['/', `/people/${person.id}/${person.slug}`, `/search/${word}`]) {
      const { page, context, errors } = await newPage(browser, { viewport: PHONE });
      const problems = consoleProblems(page);
      await withScreenshotOnFailure(page, `ssr-hydrate-${path}`, async () => {
        const res = await page.goto(`${server.url}${path}`);
        const html = await res!.text();
        expect(html, `${path} arrives server-rendered`).toContain('id="mq-query-state"');
        await hydrated(page, '[data-testid="footer"] button');
        // the cookie notice appears once hydrated, not in the server's markup
        await page.getByTestId('cookie-notice').waitFor();
        expect(html).not.toContain('data-testid="cookie-notice"');
        expect(problems, path).toEqual([]);
        expect(errors, path).toEqual([]);
      });
      await context.close();
    }
  });

  it('hydrates without a mismatch in a browser set to another language and zone', async () => {
    // the browser's own locale and zone would write dates and counts otherwise than the server did
    // ("12.03.2024", "1234"): pages write them in the site's language, on both sides
    for (const path of ['/', `/titles/${title.id}/${title.slug}`]) {
      const { page, context, errors } = await newPage(browser, { viewport: PHONE, locale: 'de-DE', timezoneId: 'Pacific/Kiritimati' });
      const problems = consoleProblems(page);
      await withScreenshotOnFailure(page, `ssr-hydrate-de-${path}`, async () => {
        await page.goto(`${server.url}${path}`);
        await hydrated(page, '[data-testid="footer"] button');
        expect(problems, path).toEqual([]);
        expect(errors, path).toEqual([]);
      });
      await context.close();
    }
  });

  it("hydrates a signed-in viewer's pages without a mismatch, their own state included", async () => {
    const word = encodeURIComponent(title.name.split(' ')[0]!.toLowerCase());
    const { page, context, errors } = await newPage(browser, { viewport: PHONE });
    await signInAsAdmin(context, server);
    const problems = consoleProblems(page);
    await withScreenshotOnFailure(page, 'ssr-hydrate-signed-in', async () => {
      for (const path of ['/', `/people/${person.id}/${person.slug}`, `/search/${word}`, `/titles/${title.id}/${title.slug}`]) {
        const res = await page.goto(`${server.url}${path}`);
        const html = await res!.text();
        expect(html, `${path} arrives server-rendered`).toContain('id="mq-query-state"');
        // the navbar is the signed-in one from the first paint: the account button
        expect(html, path).toContain('aria-label="Account: ');
        await hydrated(page, '[data-testid="footer"] button');
        expect(problems, path).toEqual([]);
      }
      // the title page's own actions work once hydrated, from the state the server rendered
      const button = page.getByTestId('watchlist-button');
      await expect.poll(() => button.textContent()).toContain('Add to watchlist');
      await button.click();
      await expect.poll(() => button.textContent()).toContain('In watchlist');
      await page.reload();
      await expect.poll(() => button.textContent()).toContain('In watchlist');
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  describe('before the scripts have run', () => {
    /** Holds every script request of the page until `release()`; `requested` resolves on the first. */
    async function holdScripts(page: Page) {
      const held: (() => Promise<void>)[] = [];
      let released = false;
      let firstRequest!: () => void;
      const requested = new Promise<void>((resolve) => (firstRequest = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        firstRequest();
        if (released) return route.continue();
        held.push(() => route.continue());
      });
      return {
        requested,
        async release() {
          released = true;
          await Promise.all(held.splice(0).map((go) => go()));
        },
      };
    }

    it('loads the scripts only after the page has painted, and holds a button pressed meanwhile for the app', async () => {
      const { page, context, errors } = await newPage(browser, { viewport: PHONE });
      await withScreenshotOnFailure(page, 'ssr-early-click', async () => {
        const scripts = await holdScripts(page);
        const res = await page.goto(`${server.url}/titles/${title.id}/${title.slug}`, { waitUntil: 'commit' });
        const html = await res!.text();
        // nothing but the stylesheet and the hero image stands between the HTML and the first paint
        expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
        await scripts.requested;
        // a guest's press of 'Add to watchlist' while nothing is hydrated yet
        await page.getByTestId('watchlist-button').click();
        expect(new URL(page.url()).pathname).toBe(`/titles/${title.id}/${title.slug}`);
        await scripts.release();
        // replayed once the page has hydrated: a guest is asked to sign in first
        await page.waitForURL(/\/login/);
        expect(errors).toEqual([]);
      });
      await context.close();
    });

    it("holds a signed-in viewer's comment posted before the page has hydrated, then posts it", async () => {
      const { page, context, errors } = await newPage(browser, { viewport: PHONE });
      await signInAsAdmin(context, server);
      await withScreenshotOnFailure(page, 'ssr-early-comment', async () => {
        const scripts = await holdScripts(page);
        const url = `${server.url}/titles/${title.id}/${title.slug}`;
        await page.goto(url, { waitUntil: 'commit' });
        await scripts.requested;
        const text = 'Posted before the page hydrated.';
        await page.getByTestId('comment-input').fill(text);
        // the comment form is in a lazily loaded part (withBoundary): it hydrates with the rest of the page
        await page.getByTestId('comment-submit').click();
        // held, not submitted by the browser (which would reload the page with '?')
        expect(page.url()).toBe(url);
        await scripts.release();
        await page.getByTestId('comment-content').filter({ hasText: text }).waitFor();
        expect(page.url()).toBe(url);
        expect(errors).toEqual([]);
      });
      await context.close();
    });

    it('replays a press of the theme toggle against the theme the visitor sees, not the server’s', async () => {
      const { page, context, errors } = await newPage(browser, { viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
      await withScreenshotOnFailure(page, 'ssr-early-theme', async () => {
        const scripts = await holdScripts(page);
        await page.goto(`${server.url}/`, { waitUntil: 'commit' });
        await scripts.requested;
        // the server rendered the toggle for no stored choice; the page shows dark (the OS scheme)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
        await page.getByTestId('theme-toggle').click();
        await scripts.release();
        await expect
          .poll(() => page.evaluate(() => [localStorage.getItem('mq-theme'), document.documentElement.classList.contains('dark')]))
          .toEqual(['light', false]);
        expect(errors).toEqual([]);
      });
      await context.close();
    });

    it('hands text typed into the search box before hydration to the app', async () => {
      const { page, context, errors } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
      await withScreenshotOnFailure(page, 'ssr-early-typing', async () => {
        const scripts = await holdScripts(page);
        await page.goto(`${server.url}/`, { waitUntil: 'commit' });
        await scripts.requested;
        const box = page.getByRole('combobox', { name: 'Search' });
        await box.pressSequentially(title.name.split(' ')[0]!.toLowerCase());
        await scripts.release();
        await page.getByTestId('typeahead-option').first().waitFor();
        expect(errors).toEqual([]);
      });
      await context.close();
    });
  });
});
