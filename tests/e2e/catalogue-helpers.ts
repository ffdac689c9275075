import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN, type RunningServer, screenshot, settled } from './harness';

// Shared steps of the catalogue browser tests.

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Starts the server with the demo catalogue: seeding renders artwork first, so allow minutes. */
export const SEED_TIMEOUT_MS = 540_000;

/** Signs the context in as the harness admin through the real login call (cookies land in the browser). */
export async function signInAsAdmin(context: BrowserContext, server: RunningServer) {
  const res = await context.request.post(`${server.url}/auth/login`, {
    data: { email: ADMIN.email, password: ADMIN.password, remember: false },
    headers: { Origin: server.url },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
}

export async function apiGet<T>(server: RunningServer, path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/v1/${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Waits for every image in the viewport to finish loading, then saves a screenshot. */
export async function settledScreenshot(page: Page, name: string) {
  // the cookie notice would cover the bottom of every shot
  await page
    .getByRole('button', { name: 'OK', exact: true })
    .click({ timeout: 500 })
    .catch(() => {});
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(
      () =>
        [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight && i.loading !== 'lazy').every((i) => i.complete),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await settled(page);
  return screenshot(page, name);
}

/** Types into the navbar typeahead and waits for an option with the given text. */
export async function typeahead(page: Page, text: string, expected: string) {
  const input = page.getByTestId('navbar-search');
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 40 });
  const option = page.getByRole('option', { name: new RegExp(expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') }).first();
  await option.waitFor({ timeout: 15_000 });
  return option;
}
