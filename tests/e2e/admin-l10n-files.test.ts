import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, screenshot, startServer, withScreenshotOnFailure } from './harness';

// The admin Localizations, Translate and Files screens against the real server: an admin adds a
// language, translates two strings found by search, saves, switches the site to it and sees them;
// exports, re-imports (and sees the server refuse a broken file), deletes the language. On Files an
// image uploaded through the API shows with its thumbnail, is found by search and deleted.

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

async function open(viewport: { width: number; height: number }) {
  const opened = await newPage(browser, { viewport });
  opened.page.setDefaultTimeout(30_000);
  await opened.context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  await signInAsAdmin(opened.context, server);
  return opened;
}

async function api<T>(context: BrowserContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const res = await context.request[method](`${server.url}/api/v1/${path}`, { data: data as object, headers: { Origin: server.url } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const sourceRow = (page: Page, text: string) =>
  page.getByTestId('translate-row').filter({ has: page.getByTestId('translate-source').getByText(text, { exact: true }) });
const germanRow = (page: Page) => page.locator('[data-testid="localization-row"][data-language="de"]');

async function rowAction(page: Page, action: string) {
  await germanRow(page).getByTestId('localization-actions').click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('admin localizations', () => {
  it('adds a language, translates, switches the site to it, exports, imports and deletes it', async () => {
    const { context, page, errors } = await open(DESKTOP);
    await withScreenshotOnFailure(page, 'admin-l10n', async () => {
      await page.goto(`${server.url}/admin/localizations`);
      await page.locator('[data-testid="localization-row"][data-language="en"]').getByTestId('default-badge').waitFor();

      // add: the name comes from the chosen code; a taken code is refused on its field
      await page.getByTestId('add-localization').click();
      await page.getByTestId('localization-language').selectOption('en');
      await page.getByTestId('localization-save').click();
      await page.getByText('A localization for this language already exists.').waitFor();
      await page.getByTestId('localization-name').fill('');
      await page.getByTestId('localization-language').selectOption('de');
      await expect(page.getByTestId('localization-name').inputValue()).resolves.toBe('German');
      await page.getByTestId('localization-name').fill('Deutsch');
      await page.getByTestId('localization-save').click();
      await germanRow(page).waitFor();
      const total = (await api<{ strings: string[] }>(context, 'get', 'localizations/source-strings')).strings.length;
      expect(total).toBeGreaterThan(500);
      await expect(germanRow(page).getByTestId('translated-count').innerText()).resolves.toBe(`0 / ${total}`);
      await screenshot(page, 'admin-localizations-1280');

      // translate two strings, each found by search
      await germanRow(page).getByTestId('translate-link').click();
      await page.waitForURL(/\/admin\/localizations\/\d+\/translate$/);
      await poll(() => page.getByTestId('translate-row').count()).toBe(50);
      await page.getByTestId('translate-search').fill('add localization');
      await sourceRow(page, 'Add localization').getByTestId('translate-input').fill('Sprache hinzufügen');
      await page.getByTestId('translate-search').fill('localizations');
      await sourceRow(page, 'Localizations').getByTestId('translate-input').fill('Sprachen');
      await page.getByText('2 unsaved changes').waitFor();
      await screenshot(page, 'admin-translate-1280');
      // the client sends PUT as POST with X-HTTP-Method-Override
      const saved = page.waitForResponse((r) => /\/localizations\/\d+$/.test(new URL(r.url()).pathname) && r.request().method() !== 'GET');
      await page.getByTestId('translate-save').click();
      expect(JSON.parse((await saved).request().postData() ?? '{}').lines).toEqual({
        'Add localization': 'Sprache hinzufügen',
        Localizations: 'Sprachen',
      });
      await page.getByText('0 unsaved changes').waitFor();
      // a translated string can be found by its translation; "untranslated only" hides it
      await page.getByTestId('translate-search').fill('Sprachen');
      await poll(() => page.getByTestId('translate-source').allInnerTexts()).toEqual(['Localizations']);
      await page.getByTestId('untranslated-only').check();
      await page.getByText('Nothing to translate here').waitFor();

      // the site in German: the footer's language menu, then the admin screen speaks it
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Deutsch' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      await page.goto(`${server.url}/admin/localizations`);
      await page.getByRole('heading', { name: 'Sprachen', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Sprache hinzufügen' }).waitFor();
      await poll(() => germanRow(page).getByTestId('translated-count').innerText()).toBe(`2 / ${total}`);
      await screenshot(page, 'admin-localizations-german-1280');

      // export: the server's JSON file with the two lines
      const downloading = page.waitForEvent('download');
      await rowAction(page, 'Export');
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('localization-de.json');
      const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
      expect(file).toEqual({
        name: 'Deutsch',
        language: 'de',
        lines: { 'Add localization': 'Sprache hinzufügen', Localizations: 'Sprachen' },
      });

      // import: a broken file is refused with the server's reason; a good one adds its line
      const broken = `${tmpDir()}/broken.json`;
      fs.writeFileSync(broken, JSON.stringify({ lines: { Files: 42 } }));
      let chooser = page.waitForEvent('filechooser');
      await rowAction(page, 'Import');
      await (await chooser).setFiles(broken);
      await page.getByText(/The file could not be imported\. lines\.Files: /).waitFor();
      const good = `${tmpDir()}/good.json`;
      fs.writeFileSync(good, JSON.stringify({ ...file, lines: { ...file.lines, Files: 'Dateien' } }));
      chooser = page.waitForEvent('filechooser');
      await rowAction(page, 'Import');
      await (await chooser).setFiles(good);
      await page.getByText('Translations imported').waitFor();
      await poll(() => germanRow(page).getByTestId('translated-count').innerText()).toBe(`3 / ${total}`);

      // the default language cannot be deleted; German can, after confirming
      await page.locator('[data-testid="localization-row"][data-language="en"]').getByTestId('localization-actions').click();
      await expect(page.getByRole('menuitem', { name: 'Delete' }).getAttribute('aria-disabled')).resolves.toBe('true');
      await page.keyboard.press('Escape');
      await rowAction(page, 'Delete');
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await germanRow(page).waitFor({ state: 'detached' });
      const list = await api<{ pagination: { data: { language: string }[] } }>(context, 'get', 'localizations');
      expect(list.pagination.data.map((l) => l.language)).toEqual(['en']);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await open(PHONE);
    await page.goto(`${server.url}/admin/localizations`);
    await page.getByTestId('localization-row').first().waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'admin-localizations-390');
    await page.getByTestId('translate-link').first().click();
    await page.getByTestId('translate-row').first().waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'admin-translate-390');
    await context.close();
  });
});

describe('admin files', () => {
  it('shows an uploaded image with its thumbnail, finds it by search and deletes it', async () => {
    const { context, page, errors } = await open(DESKTOP);
    await withScreenshotOnFailure(page, 'admin-files', async () => {
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a7' } })
        .png()
        .toBuffer();
      const upload = async (name: string, buffer: Buffer, mimeType: string) => {
        const res = await context.request.post(`${server.url}/api/v1/file-entries`, {
          multipart: { file: { name, mimeType, buffer } },
          headers: { Origin: server.url },
        });
        if (res.status() !== 201) throw new Error(`upload ${name}: ${res.status()} ${await res.text()}`);
        return (await res.json()).fileEntry as { id: number; size: number };
      };
      const poster = await upload('green-poster.png', png, 'image/png');
      await upload('captions.vtt', Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'), 'text/vtt');

      await page.goto(`${server.url}/admin/files`);
      await poll(() => page.getByTestId('file-row').count()).toBe(2);
      const row = page.getByTestId('file-row').filter({ hasText: 'green-poster.png' });
      await poll(() => row.getByTestId('file-thumb').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
      await expect(row.getByTestId('file-download').getAttribute('href')).resolves.toBe(`/api/v1/file-entries/${poster.id}/download`);
      await expect(row.innerText()).resolves.toMatch(/Admin|admin@example\.com/);
      await screenshot(page, 'admin-files-1280');

      // the owner's name filters by owner (kept in the address); the chip clears it
      await row.getByRole('button', { name: 'Admin' }).click();
      await page.getByTestId('owner-filter').waitFor();
      expect(new URL(page.url()).searchParams.get('userId')).toMatch(/^\d+$/);
      await poll(() => page.getByTestId('file-row').count()).toBe(2);
      await page.getByTestId('owner-filter').click();
      await page.getByTestId('owner-filter').waitFor({ state: 'detached' });
      // sorting by size puts the image (bigger than the captions) first
      await page.getByTestId('files-sort').selectOption('file_size:desc');
      await poll(() => page.getByTestId('file-row').first().innerText()).toMatch(/green-poster\.png/);
      await page.getByTestId('files-sort').selectOption('file_size:asc');
      await poll(() => page.getByTestId('file-row').first().innerText()).toMatch(/captions\.vtt/);

      await page.getByTestId('files-search').fill('green');
      await poll(() => page.getByTestId('file-row').count()).toBe(1);
      await page.getByTestId('files-type').selectOption('other');
      await page.getByText('No files found').waitFor();
      await page.getByTestId('files-type').selectOption('image');
      await row.waitFor();

      await row.getByTestId('file-delete').click();
      await page.getByTestId('confirm-delete').click();
      await page.getByText('No files found').waitFor();
      const left = await api<{ pagination: { data: { name: string }[] } }>(context, 'get', 'file-entries');
      expect(left.pagination.data.map((f) => f.name)).toEqual(['captions.vtt']);
      expect((await context.request.get(`${server.url}/api/v1/file-entries/${poster.id}/download`)).status()).toBe(404);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await open(PHONE);
    await page.goto(`${server.url}/admin/files`);
    await page.getByTestId('file-row').first().waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'admin-files-390');
    await context.close();
  });
});

function tmpDir() {
  const dir = fs.mkdtempSync(`${process.env.TMPDIR ?? '/tmp'}/mq-l10n-`);
  return dir;
}
