import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin } from './catalogue-helpers';
import { ADMIN, launchBrowser, newPage, type RunningServer, screenshot, startServer, withScreenshotOnFailure } from './harness';

// The admin settings and logs screens against the real server: a general-tab save that the
// navbar and title show after reload, a server field error, a write-only secret that never comes
// back, the unsaved-changes guard between tabs, and a password-reset mail in the e-mail log.

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SECRET = 'recaptcha-secret-7f3a9c2e41';
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function adminPage(viewport = WIDE) {
  const opened = await newPage(browser, { viewport });
  opened.page.setDefaultTimeout(60_000);
  await opened.context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  await signInAsAdmin(opened.context, server);
  return opened;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('admin settings', () => {
  it('saves the site name, shows field errors, keeps secrets write-only and guards unsaved edits', async () => {
    const { page, context, errors } = await adminPage();
    await withScreenshotOnFailure(page, 'admin-settings', async () => {
      await page.goto(`${server.url}/admin/settings`);
      const siteName = page.getByLabel('Site name');
      await poll(() => siteName.inputValue()).toBe('Marquee');
      await screenshot(page, 'admin-settings-general-1280');

      // a save reaches the navbar and the page title, also after a reload
      await siteName.fill('Cinema Paradiso');
      await expect(page.getByTestId('settings-dirty').innerText()).resolves.toBe('You have unsaved changes');
      await page.getByTestId('settings-save').click();
      await page.getByText('Settings saved').waitFor();
      await page.reload();
      await poll(() => page.getByLabel('Site name').inputValue()).toBe('Cinema Paradiso');
      await poll(() => page.getByTestId('wordmark').first().innerText()).toContain('Cinema Paradiso');
      await poll(() => page.title()).toContain('Cinema Paradiso');

      // an invalid value: the server's message under the field, nothing saved
      await page.getByLabel('Site name').fill('');
      await page.getByTestId('settings-save').click();
      const fieldError = page.locator('#setting-branding-site_name-error');
      await poll(() => fieldError.innerText()).toBe('This field is required.');
      await expect(page.getByLabel('Site name').getAttribute('aria-invalid')).resolves.toBe('true');
      await screenshot(page, 'admin-settings-field-error-1280');
      await page.getByRole('button', { name: 'Discard' }).click();
      await poll(() => page.getByLabel('Site name').inputValue()).toBe('Cinema Paradiso');

      // a secret is set through the form and never comes back
      await page.getByTestId('tab-recaptcha').click();
      await page.waitForURL(`${server.url}/admin/settings/recaptcha`);
      const secret = page.getByTestId('secret-recaptcha.secret_key');
      await poll(() => secret.getByTestId('secret-status').innerText()).toBe('Not set');
      await secret.getByRole('button', { name: 'Set value' }).click();
      await secret.getByRole('textbox').fill(SECRET);
      await page.getByTestId('settings-save').click();
      await page.getByText('Settings saved').waitFor();
      await poll(() => secret.getByTestId('secret-status').innerText()).toBe('Set');
      await expect(secret.getByRole('textbox').count()).resolves.toBe(0);
      await page.reload();
      await poll(() => page.getByTestId('secret-recaptcha.secret_key').getByTestId('secret-status').innerText()).toBe('Set');
      expect(await page.content()).not.toContain(SECRET);
      const api = await (await context.request.get(`${server.url}/api/v1/settings`)).text();
      expect(api).not.toContain(SECRET);
      expect(JSON.parse(api).settings['recaptcha.secret_key']).toBe('********');
      await screenshot(page, 'admin-settings-recaptcha-1280');

      // leaving a tab with unsaved edits asks first; Cancel stays, Discard leaves
      await page.getByLabel('Score threshold').fill('0.7');
      await page.getByTestId('tab-queue').click();
      const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
      await dialog.waitFor();
      await screenshot(page, 'admin-settings-leave-guard-1280');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${server.url}/admin/settings/recaptcha`);
      await expect(page.getByLabel('Score threshold').inputValue()).resolves.toBe('0.7');
      await page.getByTestId('tab-queue').click();
      await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
      await page.waitForURL(`${server.url}/admin/settings/queue`);
      // the queue tab shows the real job counts
      await poll(() => page.getByTestId('queue-count-failed').innerText()).toMatch(/^\d+$/);
      await screenshot(page, 'admin-settings-queue-1280');
      await page.getByTestId('tab-websockets').click();
      await poll(() => page.getByTestId('settings-notice').innerText()).toMatch(/does not use WebSockets/);
      // the discarded edit was never saved
      const saved = JSON.parse(await (await context.request.get(`${server.url}/api/v1/settings`)).text());
      expect(saved.settings['recaptcha.threshold']).toBe(0.5);
      // back to the short default name: the phone checks below are about these pages, not the navbar
      const reset = await context.request.post(`${server.url}/api/v1/settings`, {
        data: { settings: { 'branding.site_name': 'Marquee' } },
        headers: { Origin: server.url },
      });
      expect(reset.ok()).toBe(true);
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('fits a phone', async () => {
    const { page, context } = await adminPage(PHONE);
    await withScreenshotOnFailure(page, 'admin-settings-phone', async () => {
      await page.goto(`${server.url}/admin/settings/uploading`);
      await page.getByLabel('Maximum file size (MB)').waitFor();
      await poll(() => noSideScroll(page)).toBe(true);
      await screenshot(page, 'admin-settings-uploading-390');
    });
    await context.close();
  }, 120_000);
});

describe('admin logs', () => {
  it('lists a password-reset mail and opens it safely; filters the error log', async () => {
    const { page, context, errors } = await adminPage();
    await withScreenshotOnFailure(page, 'admin-logs', async () => {
      const res = await context.request.post(`${server.url}/auth/forgot-password`, {
        data: { email: ADMIN.email },
        headers: { Origin: server.url },
      });
      expect(res.ok()).toBe(true);

      // the mail is queued after the answer: reload until it is logged
      const row = page.getByRole('row').filter({ hasText: 'reset your password' });
      await poll(async () => {
        await page.goto(`${server.url}/admin/logs/outgoing-email`);
        await page.getByTestId('logs-outgoing-email').waitFor();
        await page.waitForLoadState('networkidle');
        return row.count();
      }).toBe(1);
      await expect(row.innerText()).resolves.toMatch(/admin@example\.com[\s\S]*logged/);
      await screenshot(page, 'admin-logs-outgoing-email-1280');

      await row.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.innerText()).toContain(ADMIN.email);
      const frame = dialog.getByTestId('email-html');
      await expect(frame.getAttribute('sandbox')).resolves.toBe('');
      await poll(() => frame.contentFrame().locator('body').innerText()).toMatch(/reset/i);
      await screenshot(page, 'admin-logs-email-html-1280');
      await dialog.getByRole('button', { name: 'Plain text' }).click();
      await poll(() => dialog.getByTestId('email-text').innerText()).toMatch(/\/password\/reset\//);
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      // search narrows the list; no match shows the empty state
      await page.getByTestId('logs-search').fill('no-such-mail-subject');
      await page.getByText('There are no items matching your query').waitFor();

      // the schedule tab (default): a recorded run opens with its output
      const db = new Database(path.join(server.dataDir, 'marquee.db'));
      try {
        db.prepare('INSERT INTO schedule_log (command, status, output, duration_ms, ran_at) VALUES (?, ?, ?, ?, ?)').run(
          'logs:prune',
          'completed',
          'removed 3 old rows',
          42,
          new Date().toISOString(),
        );
      } finally {
        db.close();
      }
      await page.getByTestId('tab-schedule').click();
      await page.waitForURL(`${server.url}/admin/logs`);
      const run = page.getByRole('row').filter({ hasText: 'logs:prune' });
      await poll(() => run.innerText()).toMatch(/completed[\s\S]*42 ms/);
      await run.getByRole('button').click();
      await poll(() => page.getByRole('dialog').innerText()).toContain('removed 3 old rows');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

      // the error tab with its level filter and download action
      await page.getByTestId('tab-error').click();
      await page.waitForURL(`${server.url}/admin/logs/error`);
      await page.getByTestId('logs-level').selectOption('warn');
      await poll(() => new URL(page.url()).searchParams.get('level')).toBe('warn');
      await screenshot(page, 'admin-logs-error-1280');
      // the newest data/logs/error-*.log is downloaded, or the server's reason is shown
      const logsDir = path.join(server.dataDir, 'logs');
      const files = fs.existsSync(logsDir)
        ? fs
            .readdirSync(logsDir)
            .filter((f) => /^error-.*\.log$/.test(f))
            .sort()
        : [];
      const downloadButton = page.getByRole('button', { name: 'Download latest log file' });
      if (files.length) {
        const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
        expect(download.suggestedFilename()).toBe(files.at(-1));
      } else {
        await downloadButton.click();
        await page.getByText('There is no error log yet.').waitFor();
      }
    });
    expect(errors).toEqual([]);
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.goto(`${server.url}/admin/logs/outgoing-email`);
    await phone.page.getByRole('row').filter({ hasText: 'reset your password' }).waitFor();
    await poll(() => noSideScroll(phone.page)).toBe(true);
    await screenshot(phone.page, 'admin-logs-outgoing-email-390');
    await phone.context.close();
  }, 240_000);
});
