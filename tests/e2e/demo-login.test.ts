import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, type RunningServer, screenshot, settled, startServer, withScreenshotOnFailure } from './harness';

// Demo mode (APP_DEMO=true): /login comes prefilled with a seeded demo account that signs in,
// and the demo account buttons fill the form with the others.

const DEMO_EMAILS = ['viewer@demo.marquee.local', 'subscriber@demo.marquee.local', 'admin@demo.marquee.local'];

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ APP_DEMO: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openLogin(viewport = { width: 1440, height: 900 }) {
  const opened = await newPage(browser, { viewport });
  opened.page.setDefaultTimeout(60_000);
  await opened.context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  await opened.page.goto(`${server.url}/login`);
  await opened.page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  return opened;
}

const fields = (page: Page) => ({ email: page.getByLabel('Email'), password: page.getByLabel('Password', { exact: true }) });

describe('the login page in demo mode', () => {
  it('is prefilled with a demo account whose credentials sign in', async () => {
    const { page, context, errors } = await openLogin();
    await withScreenshotOnFailure(page, 'demo-login-prefilled', async () => {
      const { email, password } = fields(page);
      expect(DEMO_EMAILS).toContain(await email.inputValue());
      expect(await password.inputValue()).toBe('marquee-demo');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: /^Account: / }).waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/login');
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills the form with the account a demo button names, at phone and desktop widths', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const { page, context, errors } = await openLogin(viewport);
      await withScreenshotOnFailure(page, `demo-login-${viewport.width}`, async () => {
        const demo = page.getByTestId('demo-accounts');
        await demo.getByRole('heading', { name: 'This is a demo' }).waitFor();
        await demo.getByRole('button', { name: 'Subscriber' }).click();
        expect(await fields(page).email.inputValue()).toBe('subscriber@demo.marquee.local');
        expect(await demo.getByRole('button', { name: 'Subscriber' }).getAttribute('aria-pressed')).toBe('true');
        expect(await demo.getByRole('button', { name: 'Viewer' }).getAttribute('aria-pressed')).toBe('false');
        await settled(page);
        await screenshot(page, `demo-login-${viewport.width}`);
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await page.getByRole('button', { name: /^Account: / }).waitFor();
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
