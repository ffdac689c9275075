import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { signInAsAdmin } from './catalogue-helpers';
import { ApiClient } from './accounts-kit';
import { ADMIN, launchBrowser, newPage, type RunningServer, startServer } from './harness';

// Shared setup of the appearance editor's browser tests (landing, themes, general/SEO/menus):
// one real server and one Chromium per file, pages that start past the cookie notice.

export const WIDE = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

export interface AppearanceSuite {
  /** The running server (set in beforeAll). */
  readonly server: RunningServer;
  /** A new page (own context) at `viewport`, signed in as the admin when `admin` (the harness's colour scheme unless given). */
  openPage(viewport?: { width: number; height: number }, admin?: boolean, colorScheme?: 'dark' | 'light'): ReturnType<typeof newPage>;
}

/** Starts the server and browser before the file's tests (then `seed` runs) and stops them after. */
export function appearanceSuite(seed?: (server: RunningServer) => Promise<void>): AppearanceSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await seed?.(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    async openPage(viewport = WIDE, admin = false, colorScheme?: 'dark' | 'light') {
      if (!server || !browser) throw new Error('the server and browser start in beforeAll');
      const opened = await newPage(browser, colorScheme ? { viewport, colorScheme } : { viewport });
      opened.page.setDefaultTimeout(60_000);
      await opened.context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
      if (admin) await signInAsAdmin(opened.context, server);
      return opened;
    },
  };
}

/** Creates the movie "Quiet Harbour" through the API as the admin; returns the URL of its page. */
export async function createQuietHarbour(server: RunningServer) {
  const admin = new ApiClient(server.url);
  await admin.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password, remember: false });
  const { title } = await admin.request('POST', 'api/v1/titles', {
    type: 'movie',
    name: 'Quiet Harbour',
    year: 2021,
    description: 'A lighthouse keeper waits for a ship.',
  });
  return `${server.url}/titles/${title.id}/quiet-harbour`;
}
