import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, PHONE, SEED_TIMEOUT_MS, signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, settled, startServer, withScreenshotOnFailure } from './harness';

// axe-core on the pages a visitor, a member and an admin see most, on the seeded demo catalogue,
// at phone and desktop widths in the default light and dark themes: no serious or critical
// violation of WCAG 2.2 AA (target size included). One context per width and theme.

interface Row {
  id: number;
  slug?: string;
}

let server: RunningServer;
let browser: Browser;
const paths: { guest: [string, string][]; member: [string, string][] } = { guest: [], member: [] };

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'true' }, { timeoutMs: SEED_TIMEOUT_MS });
  browser = await launchBrowser();
  const first = async (path: string) => (await apiGet<{ pagination: { data: Row[] } }>(server, path)).pagination.data[0]!;
  const series = await first('titles?perPage=1&type=series');
  const person = await first('people?perPage=1');
  const video = await first('videos?perPage=1');
  paths.guest = [
    ['home', '/'],
    ['title', `/titles/${series.id}/${series.slug}`],
    ['season', `/titles/${series.id}/${series.slug}/season/1`],
    ['person', `/people/${person.id}`],
    ['search', '/search?query=the'],
    ['watch', `/watch/${video.id}`],
    ['pricing', '/pricing'],
    ['login', '/login'],
  ];
  paths.member = [
    ['lists', '/lists'],
    ['admin titles', '/admin/titles'],
  ];
}, SEED_TIMEOUT_MS + 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The serious and critical violations on the page, one line per rule: `rule: n × target, …`. */
async function audit(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  // audit the page as it reads once loaded, not its skeletons
  await page.waitForFunction(() => !document.querySelector('.skeleton, [aria-busy="true"]'), null, { timeout: 20_000 });
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      it(`has no serious or critical violations at ${viewport.width} px in the ${colorScheme} theme`, async () => {
        const { page, context, errors } = await newPage(browser, { viewport, colorScheme });
        const found: Record<string, string[]> = {};
        await withScreenshotOnFailure(page, `a11y-${colorScheme}-${viewport.width}`, async () => {
          for (const [name, path] of paths.guest) found[name] = await audit(page, path);
          await signInAsAdmin(context, server);
          for (const [name, path] of paths.member) found[name] = await audit(page, path);
        });
        await context.close();
        expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({});
        expect(errors).toEqual([]);
      }, 360_000); // ten pages, each loaded and audited in full: minutes on a busy 2-core machine
    }
  }
});

describe('keyboard focus', () => {
  it('keeps the focused control clear of the navbar, the phone tab bar and the cookie notice', async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await withScreenshotOnFailure(page, 'a11y-focus-phone', async () => {
      await page.goto(`${server.url}/`);
      await page.getByTestId('cookie-notice').waitFor();
      await page.locator('[data-testid="channel-row"] [data-testid="title-card"]').first().waitFor();
      const hidden: string[] = [];
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press('Tab');
        const covered = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const bars = [
            document.querySelector('[data-testid="cookie-notice"] > div'),
            document.querySelector('[data-mobile-tab-bar]'),
            document.querySelector('[data-testid="navbar"]'),
          ].filter((bar): bar is Element => !!bar && !bar.contains(el));
          // what is painted at the middle of the focused control: a bar drawn over it hides it
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          const over = top && !el.contains(top) && bars.find((bar) => bar.contains(top));
          return over ? `${el.outerHTML.slice(0, 80)} under ${over.outerHTML.slice(0, 60)}` : null;
        });
        if (covered) hidden.push(covered);
      }
      expect(hidden).toEqual([]);
    });
    await context.close();
  });

  it('skips a card row in one step', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await withScreenshotOnFailure(page, 'a11y-skip-row', async () => {
      await page.goto(`${server.url}/`);
      const row = page.locator('[data-channel="popular-movies"]');
      await row.getByTestId('title-card').first().waitFor();
      // the server-rendered row holds the first screen of cards; the rest arrive once the page hydrates
      await expect.poll(() => row.locator('ul a').count()).toBeGreaterThan(10);
      // the skip link is the row's first tab stop, shown once focused
      await row.getByTestId('title-card').first().focus();
      await page.keyboard.press('Shift+Tab');
      const skip = row.getByTestId('skip-row');
      await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(skip.innerText()).resolves.toMatch(/^Skip /);
      expect((await skip.boundingBox())!.width).toBeGreaterThan(40);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      // the next tab stop is past every card of the row (and its arrows)
      const inRow = await row.evaluate((el) => el.contains(document.activeElement));
      const after = await row.evaluate((el) => !!(el.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING));
      expect({ inRow, after }).toEqual({ inRow: false, after: true });
    });
    await context.close();
  });
});
