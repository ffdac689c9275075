import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../src/db/database';
import { createSession } from '../../src/features/accounts/auth/sessions';
import { describeException } from '../../src/http/errors';
import { createTestUser } from '../../src/testing/factories';
import { ADMIN, launchBrowser, newPage, type RunningServer, screenshot, startServer, withScreenshotOnFailure } from './harness';

// A visitor's and an admin's walk through the web shell, in real Chromium against the real server.

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

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const themeState = (page: Page) =>
  page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    background: document.documentElement.style.getPropertyValue('--mq-background').trim(),
    stored: localStorage.getItem('mq-theme'),
  }));

async function withDb<T>(fn: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>) {
  const { db, close } = openDatabase(`sqlite:${path.join(server.dataDir, 'marquee.db')}`);
  try {
    return await fn(db);
  } finally {
    await close();
  }
}

/** Signs a browser context in by creating a real session row and setting its cookie. */
async function signIn(context: BrowserContext, email: string) {
  const { db, close } = openDatabase(`sqlite:${path.join(server.dataDir, 'marquee.db')}`);
  try {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const { token } = await createSession(db, user.id);
    await context.addCookies([{ name: 'marquee_session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    await close();
  }
}

/** No part of the page is still loading (skeletons and lazy pages are marked aria-busy). */
const loaded = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy]'), null, { timeout: 20_000 });

describe('web shell', () => {
  it('shows the site name, navbar and footer on /', async () => {
    const { page, context, errors } = await newPage(browser, { viewport: DESKTOP, colorScheme: 'dark' });
    await withScreenshotOnFailure(page, 'shell-home', async () => {
      await page.goto(`${server.url}/`);
      await page.getByTestId('navbar').getByTestId('wordmark').getByText('Marquee').waitFor();
      expect(await page.title()).toBe('Marquee');
      const footer = page.getByTestId('footer');
      await footer.getByText(`Copyright © ${new Date().getFullYear()} Marquee, All Rights Reserved`).waitFor();
      await footer.getByRole('link', { name: 'Privacy policy' }).waitFor();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      await page.getByRole('link', { name: 'Register' }).waitFor();
      const navbarHeight = await page.getByTestId('navbar').evaluate((el) => el.getBoundingClientRect().height);
      expect(navbarHeight).toBe(64);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('applies the theme before first paint, switches it and keeps the choice after reload', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP, colorScheme: 'dark' });
    await withScreenshotOnFailure(page, 'shell-theme', async () => {
      await page.goto(`${server.url}/`);
      expect(await themeState(page)).toEqual({ dark: true, background: '11 12 16', stored: null });
      await screenshot(page, 'shell-home-dark-1440');

      // the footer sits below a loading page (which takes the viewport's height) and moves up
      // when the page's content arrives: press the toggle where it ends up, as a person would
      await loaded(page);
      await page.getByTestId('theme-toggle').click();
      await expect.poll(() => themeState(page)).toEqual({ dark: false, background: '248 248 250', stored: 'light' });
      const bodyColour = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(bodyColour).toBe('rgb(248, 248, 250)');

      // The inline script applies the stored choice before any module runs: check at DOMContentLoaded.
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await themeState(page)).toEqual({ dark: false, background: '248 248 250', stored: 'light' });
      await page.getByTestId('theme-toggle').getByText('Dark mode').waitFor();
      await screenshot(page, 'shell-home-light-1440');

      await loaded(page);
      await page.getByTestId('theme-toggle').click();
      await expect.poll(() => themeState(page)).toEqual({ dark: true, background: '11 12 16', stored: 'dark' });
    });
    await context.close();
  });

  it('shows the 404 page for an unknown path and takes the visitor home', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await withScreenshotOnFailure(page, 'shell-404', async () => {
      await page.goto(`${server.url}/no-such-page`);
      await page.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" }).waitFor();
      await page.getByText('Sorry about that! Please visit our homepage to get where you need to go.').waitFor();
      await screenshot(page, 'shell-404-dark-1440');
      await page.getByRole('link', { name: 'Take me there!' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.getByTestId('footer').waitFor();
    });
    await context.close();
  });

  it('accepts the cookie notice with a toast and a 30-day cookie, and does not show it again', async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE, colorScheme: 'light' });
    await withScreenshotOnFailure(page, 'shell-cookie', async () => {
      await page.goto(`${server.url}/`);
      const notice = page.getByTestId('cookie-notice');
      await notice.waitFor();
      await screenshot(page, 'shell-home-light-390');
      await notice.getByRole('button', { name: 'OK' }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Cookie preferences saved' });
      await toast.waitFor();
      expect(await page.locator('[data-toast-type]').count()).toBe(1);
      expect(await notice.count()).toBe(0);

      const cookie = (await context.cookies()).find((c) => c.name === 'cookie_notice');
      expect(cookie?.path).toBe('/');
      const days = (cookie!.expires - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      await page.reload();
      await page.getByTestId('footer').waitFor();
      expect(await page.getByTestId('cookie-notice').count()).toBe(0);
    });
    await context.close();
  });

  it('gives a signed-in admin the avatar menu, notifications and the admin area', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP, colorScheme: 'dark' });
    await signIn(context, ADMIN.email);
    await withScreenshotOnFailure(page, 'shell-admin', async () => {
      await page.goto(`${server.url}/admin/settings/cache`);
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      await page.getByRole('link', { name: 'Cache' }).and(page.locator('[aria-current="page"]')).waitFor();
      await screenshot(page, 'shell-admin-dark-1440');

      await page.getByRole('button', { name: 'Account' }).click();
      const menu = page.getByRole('menu');
      for (const item of ['Admin area', 'Account settings', 'Light mode', 'Log out'])
        await menu.getByRole('menuitem', { name: item }).waitFor();
      // Notifications is a small-screen item; Billing is for subscribers only.
      expect(await menu.getByRole('menuitem', { name: 'Notifications' }).count()).toBe(0);
      expect(await menu.getByRole('menuitem', { name: 'Billing' }).count()).toBe(0);
      await screenshot(page, 'shell-avatar-menu-dark-1440');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      const account = page.getByRole('button', { name: 'Account' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Account'));
      expect(await account.getAttribute('aria-expanded')).toBe('false');

      await page.getByRole('button', { name: 'Notifications' }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByText('Hang tight! Notifications will start showing up here soon.').waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });

      // the menu opens again after a close; Escape and an outside press close it
      for (const close of [() => page.keyboard.press('Escape'), () => page.mouse.click(700, 600)]) {
        await account.click();
        await menu.getByRole('menuitem', { name: 'Log out' }).waitFor();
        await close();
        await menu.waitFor({ state: 'detached' });
      }
    });
    await context.close();
  });

  it('opens the account menu from the keyboard with its first item focused, and Escape returns the focus', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await signIn(context, ADMIN.email);
    await withScreenshotOnFailure(page, 'shell-avatar-keyboard', async () => {
      await page.goto(`${server.url}/pricing`);
      const account = page.getByRole('button', { name: 'Account' });
      const menu = page.getByRole('menu');
      const focusedItem = () =>
        page.evaluate(() => document.activeElement?.getAttribute('role') === 'menuitem' && document.activeElement.textContent);
      const triggerFocused = () => page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Account'));
      for (const key of ['Enter', 'Space', 'ArrowDown']) {
        await account.focus();
        await page.keyboard.press(key);
        await menu.waitFor();
        // the first item (the profile, named after the user) has the focus
        await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
        expect(await focusedItem(), key).toContain(ADMIN.email);
        await page.keyboard.press('ArrowDown');
        expect(await focusedItem(), key).not.toContain(ADMIN.email);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        await triggerFocused();
        expect(await account.getAttribute('aria-expanded')).toBe('false');
      }
      // choosing an item closes the menu
      await page.keyboard.press('Enter');
      await menu.getByRole('menuitem', { name: 'Account settings' }).click();
      await menu.waitFor({ state: 'detached' });
      await page.waitForURL(/\/account/);
    });
    await context.close();
  });

  it('logs out: applies the returned page data and goes to /login', async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await signIn(context, ADMIN.email);
    await withScreenshotOnFailure(page, 'shell-logout', async () => {
      await page.goto(`${server.url}/pricing`);
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL(`${server.url}/login`);
      expect(await page.evaluate(() => document.cookie.includes('marquee_session'))).toBe(false);
      expect((await context.cookies()).some((c) => c.name === 'marquee_session')).toBe(false);
      await page.goto(`${server.url}/`);
      await page.getByRole('link', { name: 'Login' }).waitFor();
    });
    await context.close();
  });

  it('refuses to log out inside the appearance editor with a danger toast', async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE, colorScheme: 'light' });
    await signIn(context, ADMIN.email);
    await withScreenshotOnFailure(page, 'shell-editor-logout', async () => {
      await page.goto(`${server.url}/admin/appearance`);
      await page.getByRole('heading', { name: 'Appearance' }).first().waitFor();
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Notifications' }).waitFor(); // small screens list it
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const toast = page.locator('[data-toast-type="danger"]');
      await toast.getByText("Can't logout while in appearance editor.").waitFor();
      await screenshot(page, 'shell-editor-toast-light-390');
      expect(page.url()).toBe(`${server.url}/admin/appearance`);
    });
    await context.close();
  });

  it('opens the error viewer when an API error carries a debug trace', async () => {
    // A real exception thrown inside a dependency (zod), described exactly as APP_DEBUG renders it.
    let thrown: Error | undefined;
    try {
      z.object({ name: z.string() }).parse({ name: 42 });
    } catch (err) {
      thrown = err as Error;
    }
    const exception = describeException(thrown!);
    const vendorCount = exception.frames.filter((f) => f.vendor).length;
    expect(vendorCount).toBeGreaterThan(0);
    const { page, context } = await newPage(browser, { viewport: DESKTOP, colorScheme: 'dark' });
    await page.route(`${server.url}/api/v1/channel/**`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server Error', exception }) }),
    );
    await withScreenshotOnFailure(page, 'shell-error-viewer', async () => {
      await page.goto(`${server.url}/broken-channel`);
      const viewer = page.getByTestId('error-viewer');
      await viewer.getByRole('heading', { name: 'An error occured' }).waitFor();
      await viewer.getByText(exception.name, { exact: true }).waitFor();
      const expand = viewer.getByRole('button', { name: /Expand vendor frames/ }).first();
      await expand.waitFor();
      await viewer.locator('[data-failing]').first().waitFor();
      expect(await viewer.getByRole('link', { name: 'Download log' }).getAttribute('href')).toBe('/api/v1/logs/error/download-latest');
      const counts = await viewer.getByRole('button', { name: /vendor frames/ }).allInnerTexts();
      expect(counts.map((t) => Number(t.match(/\d+/)?.[0])).reduce((a, b) => a + b, 0)).toBe(vendorCount);
      await expand.click();
      await viewer
        .getByRole('button', { name: /Collapse vendor frames/ })
        .first()
        .waitFor();
      await screenshot(page, 'shell-error-viewer-dark-1440');
      await viewer.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('heading', { name: 'There was an issue loading this page' }).waitFor();
      await page.getByText('Please try again later').waitFor();
    });
    await context.close();
  });

  it('looks finished on a phone in both themes', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const { page, context } = await newPage(browser, { viewport: PHONE, colorScheme });
      await page.goto(`${server.url}/`);
      await page.getByTestId('footer').waitFor();
      const height = await page.getByTestId('navbar').evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBe(48);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
      await screenshot(page, `shell-home-${colorScheme}-390`);
      await page.goto(`${server.url}/no-such-page`);
      await page.getByRole('link', { name: 'Take me there!' }).waitFor();
      await screenshot(page, `shell-404-${colorScheme}-390`);
      await context.close();
    }
  });

  it('gates a banned user to the suspended screen and an unverified one to the verify screen', async () => {
    const banned = await withDb(async (db) => {
      const u = await createTestUser(db, { email: 'banned@example.com' });
      await db.updateTable('users').set({ banned_at: new Date().toISOString() }).where('id', '=', u.id).execute();
      return u;
    });
    const first = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' });
    await signIn(first.context, banned.email);
    await withScreenshotOnFailure(first.page, 'shell-suspended', async () => {
      await first.page.goto(`${server.url}/titles/1/heat`);
      await first.page.getByRole('heading', { name: 'Your account is suspended' }).waitFor();
      await first.page
        .getByText("You can't open Marquee because your account is suspended. Contact the Admin to re-activate your account.")
        .waitFor();
      await first.page.getByRole('button', { name: 'Logout' }).waitFor();
      await screenshot(first.page, 'shell-suspended-dark-390');
    });
    await first.context.close();

    // Turn on e-mail confirmation through the real settings API, as an admin.
    const admin = await newPage(browser);
    await signIn(admin.context, ADMIN.email);
    const saved = await admin.context.request.post(`${server.url}/api/v1/settings`, {
      data: { settings: { require_email_confirmation: true } },
      headers: { Origin: server.url },
    });
    expect(saved.status()).toBe(200);
    await admin.context.close();

    await withDb((db) => createTestUser(db, { email: 'unverified@example.com', verified: false }));
    const { page, context } = await newPage(browser, { viewport: PHONE, colorScheme: 'light' });
    await signIn(context, 'unverified@example.com');
    await withScreenshotOnFailure(page, 'shell-verify', async () => {
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
      await page.getByText('Enter the verification code we sent to un****@example.com').waitFor();
      const code = page.getByLabel('Code');
      expect(await code.getAttribute('placeholder')).toBe('Enter your verification code');
      expect(await code.getAttribute('maxlength')).toBe('6');
      expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await code.getAttribute('inputmode')).toBe('numeric');
      await page.getByRole('button', { name: 'request a resend' }).waitFor();
      await screenshot(page, 'shell-verify-light-390');

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('This field is required.').waitFor();
      await code.fill('123456');
      const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/validate-email-verification-otp') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Next' }).click();
      expect((await request).postDataJSON()).toMatchObject({ code: '123456' });
      // The server's field error lands on the 'code' field, which gets focus.
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.locator('[data-toast-type]').count()).toBe(0);
    });
    await context.close();

    const reset = await newPage(browser);
    await signIn(reset.context, ADMIN.email);
    await reset.context.request.post(`${server.url}/api/v1/settings`, {
      data: { settings: { require_email_confirmation: false } },
      headers: { Origin: server.url },
    });
    await reset.context.close();
  });
});
