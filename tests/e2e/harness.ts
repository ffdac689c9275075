import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort } from '../../src/testing/free-port';
import { SERVER_ADMIN, serverEnv } from '../../src/testing/server-env';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results');
export const ADMIN = SERVER_ADMIN;

export { freePort } from '../../src/testing/free-port';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server (`src/main.ts`) on a free loopback port with a temp data folder. With
 * ROLE=worker it serves no HTTP: it is ready once it logs that it runs the background work.
 */
export async function startServer(env: Record<string, string> = {}, opts: { timeoutMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const worker = env.ROLE === 'worker';
  let log = '';
  // tsx as a loader in this one process, not its CLI: the CLI runs the server in a second node
  // process, which a SIGKILL of the first (the crash tests) left running as an orphan
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/main.ts')], {
    cwd: ROOT,
    env: serverEnv({ port, dataDir, logLevel: worker ? 'info' : 'warn' }, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  // seeding the demo catalogue (SEED_DEMO=true) writes its rows before the server listens (pictures are drawn later)
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if (worker ? log.includes('serving no HTTP') : (await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error(`server did not become healthy:\n${log}`);
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

/** Debian's Chromium, headless, with the flags this machine needs and a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; colorScheme?: 'dark' | 'light'; locale?: string; timezoneId?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    colorScheme: opts.colorScheme ?? 'dark',
    ...(opts.locale ? { locale: opts.locale } : {}),
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/**
 * Waits until the page holds still, instead of sleeping before a screenshot: web fonts loaded,
 * the images in view decoded, and no scrolling or layout change across two animation frames
 * (smooth scrolling, a relayout after a viewport change, content arriving). Spinners and other
 * endless animations do not count.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      const inView = [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight && i.loading !== 'lazy');
      if (!inView.every((i) => i.complete)) return false;
      const moving = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const layout = () => [scrollX, scrollY, document.documentElement.scrollWidth, document.documentElement.scrollHeight].join();
      const before = layout();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return !moving && layout() === before;
    },
    null,
    { timeout: 15_000 },
  );
}

/** Saves a screenshot under test-results/ (gitignored): call on failure, or to look at a page. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Screenshots of the page at each viewport once it has settled (`<name>-<width>.png`), then back at the first. */
export async function screenshotsAt(page: Page, name: string, viewports: { width: number; height: number }[]) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await settled(page);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(viewports[0]!);
}

/** Runs a browser step and keeps a screenshot if it throws. */
export async function withScreenshotOnFailure<T>(page: Page, name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    await screenshot(page, `FAILED-${name}`).catch(() => {});
    throw err;
  }
}
