import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, settledScreenshot, signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, startServer, withScreenshotOnFailure } from './harness';

// The admin news and custom page screens end to end: an article written with the toolbar (bold,
// heading, link) and a linked title is published and read on the public page; an XSS payload typed
// in source mode is stripped by the server and the editor shows what was kept; the article is
// edited, found by search and deleted after confirming. A custom page is created and opened at its
// public address. Lists and editors are photographed at 1280 and 390 px.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(page: Page, method: 'POST' | 'GET', url: string, data?: unknown): Promise<{ status: number; body: T }> {
  const res = await page.context().request.fetch(`${server.url}/api/v1/${url}`, { method, data, headers: { Origin: server.url } });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

async function adminPage(viewport = DESKTOP) {
  const opened = await newPage(browser, { viewport });
  await signInAsAdmin(opened.context, server);
  // the cookie notice would cover the save bar
  await opened.page.goto(`${server.url}/admin`);
  await opened.page
    .getByRole('button', { name: 'OK', exact: true })
    .click({ timeout: 3000 })
    .catch(() => {});
  return opened;
}

const editor = (page: Page) => page.getByTestId('html-editor-content');
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
// the machine is shared: a list may take a few seconds to load
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('admin news', () => {
  it('writes an article with the toolbar, strips a source-mode payload, edits and deletes it', async () => {
    const { page, errors } = await adminPage();
    const created = await api<{ title: { id: number } }>(page, 'POST', 'titles', { type: 'movie', name: 'Harbour Lights', year: 2025 });
    expect(created.status).toBe(201);

    await withScreenshotOnFailure(page, 'admin-news', async () => {
      await page.goto(`${server.url}/admin/news`);
      await page.getByText('No news yet').waitFor();
      await page.getByRole('link', { name: 'Add article' }).click();
      await page.waitForURL(/\/admin\/news\/add$/);

      // an empty form stays put with messages under the fields
      await page.getByTestId('save-article').click();
      await page.getByText('The title field is required.').waitFor();
      await page.getByText('The body field is required.').waitFor();
      expect(await page.getByTestId('news-title').getAttribute('aria-invalid')).toBe('true');

      await page.getByTestId('news-title').fill('Harbour Lights wins at the festival');
      await editor(page).click();
      await page.keyboard.type('The jury called it ');
      await tool(page, 'Bold').click();
      await page.keyboard.type('a quiet triumph');
      await tool(page, 'Bold').click();
      await page.keyboard.type('.');
      await page.keyboard.press('Enter');
      await tool(page, 'Heading').click();
      await page.keyboard.type('What happens next');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Read the full review');
      for (let i = 0; i < 'full review'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
      await tool(page, 'Link').click();
      const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
      await linkDialog.getByLabel('Address').fill('javascript:alert(1)');
      await linkDialog.getByTestId('url-dialog-apply').click();
      await linkDialog.getByText('Enter an address starting with https:// or mailto:').waitFor();
      await linkDialog.getByLabel('Address').fill('https://reviews.example.com/harbour');
      // The admin applies the link and clicks into the next field before the browser draws its next
      // frame (a busy machine): the editor, which takes the focus back a frame after a dialog, must
      // leave it there, or what they type next would replace the words just linked.
      const focused = await page.evaluate(async () => {
        document.querySelector<HTMLButtonElement>('[data-testid="url-dialog-apply"]')!.click();
        for (let i = 0; i < 3; i++) await Promise.resolve();
        document.querySelector<HTMLInputElement>('input[name="source"]')!.focus();
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        return document.activeElement?.getAttribute('name');
      });
      expect(focused).toBe('source');
      await linkDialog.waitFor({ state: 'detached' });
      // the selected words became the link (a selection lost on the way would insert the address instead)
      await editor(page).getByRole('link', { name: 'full review', exact: true }).waitFor();

      await page.keyboard.type('Festival Daily');
      await expect(page.getByLabel('Source name').inputValue()).resolves.toBe('Festival Daily');
      await editor(page).getByRole('link', { name: 'full review', exact: true }).waitFor();
      // back in the editor, the caret in the link lights the Link button
      await editor(page).getByRole('link', { name: 'full review', exact: true }).click();
      await poll(() => tool(page, 'Link').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('titles-picker').fill('Harbour');
      await page.getByRole('option', { name: /Harbour Lights/ }).click();
      await page.getByTestId('linked-titles').getByText('Harbour Lights (2025)').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await settledScreenshot(page, 'admin-news-editor-1280');

      await page.getByTestId('save-article').click();
      await page.waitForURL(/\/admin\/news\/\d+\/edit$/);
      const articleId = Number(/news\/(\d+)\/edit/.exec(page.url())![1]);
      await page.getByText('Article published').waitFor();
      // what was saved is what the editor showed: the link included
      const published = await api<{ article: { body: string } }>(page, 'GET', `news/${articleId}`);
      expect(published.body.article.body).toContain('href="https://reviews.example.com/harbour"');

      // the public article shows the formatting, the link and the linked title
      await page.getByTestId('view-public').click();
      await page.waitForURL(`${server.url}/news/${articleId}`);
      const body = page.getByTestId('news-body');
      await body.waitFor();
      await expect(body.locator('strong').innerText()).resolves.toBe('a quiet triumph');
      await expect(body.locator('h2').innerText()).resolves.toBe('What happens next');
      await expect(body.getByRole('link', { name: 'full review' }).getAttribute('href')).resolves.toBe(
        'https://reviews.example.com/harbour',
      );
      await page.getByTestId('news-page').getByText('Festival Daily').waitFor();
      await page.getByTestId('news-page').getByText('Harbour Lights').first().waitFor();
      await settledScreenshot(page, 'public-news-article-1280');

      // a payload typed in source mode is sent as typed; the server keeps only the safe part
      await page.goto(`${server.url}/admin/news/${articleId}/edit`);
      await page.getByTestId('html-editor-source-toggle').click();
      const source = page.getByTestId('html-editor-source');
      await expect(source.inputValue()).resolves.toContain('<strong>a quiet triumph</strong>');
      await source.fill(
        '<p>Safe <em>words</em></p><img src="https://img.example.com/x.png" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">trap</a>',
      );
      await page.getByTestId('save-article').click();
      await page.getByText('Article saved').waitFor();
      await poll(() => source.inputValue()).not.toMatch(/onerror|<script|javascript:/i);
      await expect(source.inputValue()).resolves.toContain('<em>words</em>');
      const stored = await api<{ article: { body: string } }>(page, 'GET', `news/${articleId}`);
      expect(stored.body.article.body).not.toMatch(/onerror|script|javascript:/i);
      expect(stored.body.article.body).toContain('src="https://img.example.com/x.png"');
      // back in rich mode the editor shows the kept content
      await page.getByTestId('html-editor-source-toggle').click();
      await editor(page).locator('em', { hasText: 'words' }).waitFor();
      await page.goto(`${server.url}/news/${articleId}`);
      await page.getByTestId('news-body').getByText('Safe').waitFor();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

      // rename, then find it in the list by search and delete it after confirming
      await page.goto(`${server.url}/admin/news/${articleId}/edit`);
      await page.getByTestId('news-title').fill('Harbour Lights takes the top prize');
      await page.getByTestId('save-article').click();
      await page.getByText('Article saved').waitFor();
      await api(page, 'POST', 'news', { title: 'Another story', body: '<p>Other</p>' });
      await page.goto(`${server.url}/admin/news`);
      await poll(() => page.getByTestId('admin-news-row').count()).toBe(2);
      // newest first puts 'Another story' on top; title Z-A puts the renamed article there
      await poll(() => page.getByTestId('admin-news-row').first().innerText()).toMatch(/Another story/);
      await page.getByTestId('admin-news-sort').selectOption('title:desc');
      await page.waitForURL(/orderBy=title&orderDir=desc/);
      await poll(() => page.getByTestId('admin-news-row').first().innerText()).toMatch(/Harbour Lights takes the top prize/);
      await settledScreenshot(page, 'admin-news-list-1280');
      await page.getByTestId('admin-news-search').fill('top prize');
      await poll(() => page.getByTestId('admin-news-row').count()).toBe(1);
      await page.getByRole('checkbox', { name: 'Select Harbour Lights takes the top prize' }).check();
      await page.getByTestId('bulk-delete').click();
      const dialog = page.getByRole('dialog', { name: 'Delete 1 article?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await poll(() => page.getByTestId('admin-news-row').count()).toBe(1);
      await page.getByTestId('bulk-delete').click();
      await dialog.getByTestId('confirm-delete').click();
      await page.getByText('No articles found').waitFor();
      expect((await api(page, 'GET', `news/${articleId}`)).status).toBe(404);
    });
    expect(errors).toEqual([]);
  });
});

describe('admin custom pages', () => {
  it('refuses an empty title, creates a page and opens it at its public address', async () => {
    const { page, errors } = await adminPage();
    await withScreenshotOnFailure(page, 'admin-pages', async () => {
      await page.goto(`${server.url}/admin/custom-pages`);
      await page.getByTestId('admin-page-row').first().waitFor();
      await settledScreenshot(page, 'admin-pages-list-1280');
      await page.getByRole('link', { name: 'Add page' }).click();
      await page.waitForURL(/\/admin\/custom-pages\/new$/);
      await page.getByTestId('save-page').click();
      await page.getByText('The title is required.').waitFor();

      await page.getByTestId('page-title').fill('About Marquee');
      await page.getByTestId('page-slug').fill('About Us');
      await page.getByTestId('save-page').click();
      await page.getByText('Use lowercase letters, numbers and dashes.').waitFor();
      await page.getByTestId('page-slug').fill('about-marquee');
      await editor(page).click();
      await page.keyboard.type('We love ');
      await tool(page, 'Italic').click();
      await page.keyboard.type('films');
      await tool(page, 'Italic').click();
      await page.keyboard.press('Enter');
      await tool(page, 'Bulleted list').click();
      await page.keyboard.type('Movies');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Series');
      await settledScreenshot(page, 'admin-page-editor-1280');
      await page.getByTestId('save-page').click();
      await page.waitForURL(/\/admin\/custom-pages\/\d+\/edit$/);
      await page.getByText('Page created').waitFor();

      // a second page may not take the same slug: the server's message lands under the field
      await page.goto(`${server.url}/admin/custom-pages/new`);
      await page.getByTestId('page-title').fill('Duplicate');
      await page.getByTestId('page-slug').fill('about-marquee');
      await page.getByTestId('save-page').click();
      await page.getByText('This slug is already in use.').waitFor();

      await page.goto(`${server.url}/admin/custom-pages?query=marquee`);
      const row = page.getByTestId('admin-page-row').filter({ hasText: 'About Marquee' });
      await row.getByRole('link', { name: 'View About Marquee' }).click();
      await page.waitForURL(`${server.url}/pages/about-marquee`);
      const view = page.getByTestId('custom-page');
      await expect(view.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('About Marquee');
      await expect(view.locator('em').innerText()).resolves.toBe('films');
      await expect(view.locator('li').allInnerTexts()).resolves.toEqual(['Movies', 'Series']);
      await settledScreenshot(page, 'public-custom-page-1280');
    });
    expect(errors).toEqual([]);
  });

  it('fits the lists and editors on a phone', async () => {
    const { page, errors } = await adminPage(PHONE);
    await api(page, 'POST', 'news', {
      title: 'A phone-sized headline that is long enough to need truncating',
      body: '<p>Body</p>',
      source: 'Wire',
    });
    await withScreenshotOnFailure(page, 'admin-news-pages-phone', async () => {
      for (const [url, ready, shot] of [
        ['/admin/news', 'admin-news-row', 'admin-news-list-390'],
        ['/admin/news/add', 'html-editor-content', 'admin-news-editor-390'],
        ['/admin/custom-pages', 'admin-page-row', 'admin-pages-list-390'],
        ['/admin/custom-pages/new', 'html-editor-content', 'admin-page-editor-390'],
      ] as const) {
        await page.goto(`${server.url}${url}`);
        await page.getByTestId(ready).first().waitFor();
        expect(await noSideScroll(page)).toBe(true);
        await settledScreenshot(page, shot);
      }
    });
    expect(errors).toEqual([]);
  });
});
