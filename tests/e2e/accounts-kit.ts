import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ADMIN, launchBrowser, newPage, type RunningServer, startServer } from './harness';

// Shared steps of the accounts browser suites (accounts*.test.ts): one real server per file with
// e-mail confirmation required, an admin API client, and the sign-in steps a person takes.

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const PASSWORD = 'correct-horse-battery';
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** A cookie-authenticated API client speaking to the server like the web does (same Origin). */
export class ApiClient {
  private cookie = '';
  constructor(private readonly base: string) {}
  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.base}/${url}`, {
      method,
      headers: {
        Accept: 'application/json',
        Origin: this.base,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('marquee_session='));
    if (set) this.cookie = set.split(';')[0]!;
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${url} -> ${res.status} ${JSON.stringify(json)}`);
    return json;
  }
}

export interface AccountsEnv {
  server: RunningServer;
  browser: Browser;
  admin: ApiClient;
  /** Plain secrets the flows handed out; none may sit in the database. */
  handedOut: string[];
}

/** Starts the server and browser for the calling test file; the returned object fills in beforeAll. */
export function useAccountsServer(): AccountsEnv {
  const env = { handedOut: [] as string[] } as unknown as AccountsEnv;
  beforeAll(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
    env.admin = new ApiClient(env.server.url);
    await env.admin.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
    await saveSettings(env, { require_email_confirmation: true });
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

export const saveSettings = (env: AccountsEnv, settings: Record<string, unknown>) =>
  env.admin.request('POST', 'api/v1/settings', { settings });

export function readDb<T>(env: AccountsEnv, fn: (db: Database.Database) => T): T {
  const db = new Database(path.join(env.server.dataDir, 'marquee.db'), { readonly: true, fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** The first match of `pattern` in the newest mail to `email` (subject filter optional), from the outgoing-email log. */
export async function mailMatch(env: AccountsEnv, email: string, pattern: RegExp, subjectLike = '%') {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const row = readDb(env, (db) =>
          db
            .prepare('SELECT text FROM outgoing_email_log WHERE "to" = ? AND subject LIKE ? ORDER BY id DESC LIMIT 1')
            .get(email, subjectLike),
        ) as { text: string } | undefined;
        found = row?.text.match(pattern)?.[1];
        return found;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The 6-digit code of the newest verification mail to `email`. */
export const verificationCode = (env: AccountsEnv, email: string) =>
  mailMatch(env, email, /verify your email address:\s*(\d{6})\b/, '%verify your email%');

let userSeq = 0;
/** A verified account made by the admin, optionally with direct permissions. */
export async function createUser(env: AccountsEnv, permissions: string[] = []) {
  const email = `viewer${++userSeq}-${Date.now()}@example.com`;
  await env.admin.request('POST', 'api/v1/users', {
    email,
    password: PASSWORD,
    name: `Viewer ${userSeq}`,
    email_verified: true,
    permissions: permissions.map((name) => ({ name, restrictions: [] })),
  });
  return email;
}

/** An API client signed in as `email` (made by createUser), with the user it is. */
export async function signedInClient(env: AccountsEnv, email: string) {
  const client = new ApiClient(env.server.url);
  await client.request('POST', 'auth/login', { email, password: PASSWORD });
  const { user } = await client.request('GET', 'api/v1/users/me');
  return { client, email, user: user as { id: number; name: string; email: string } };
}

export async function freshPage(env: AccountsEnv, viewport = DESKTOP, colorScheme: 'dark' | 'light' = 'dark') {
  const opened = await newPage(env.browser, { viewport, colorScheme });
  // Generous waits: the machine may be busy with other suites; nothing here asserts timing.
  opened.page.setDefaultTimeout(60_000);
  // The cookie notice is another feature's concern; keep it out of the way.
  await opened.context.addCookies([{ name: 'cookie_notice', value: '1', url: env.server.url }]);
  return opened;
}

export async function signInUi(env: AccountsEnv, page: Page, email: string, password = PASSWORD) {
  await page.goto(`${env.server.url}/login`);
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

export async function signOutUi(env: AccountsEnv, page: Page) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(`${env.server.url}/login`);
}

/** Waits for the signed-in navbar and remembers the session cookie (checked against the database). */
export async function signedIn(env: AccountsEnv, page: Page) {
  await page.getByRole('button', { name: /^Account: / }).waitFor();
  const session = (await page.context().cookies()).find((c) => c.name === 'marquee_session');
  if (session) env.handedOut.push(session.value);
}

/**
 * Waits until at least `count` sign-in-from-a-new-device notices (delivered by the job worker) have
 * reached the client's user, and marks the unread ones read: a test that counts the bell's unread
 * notifications counts only what it caused.
 */
export async function readSignInNotices(client: ApiClient, count: number) {
  type Listed = { pagination: { data: { id: number; type: string; read_at: string | null }[] } };
  let notices: Listed['pagination']['data'] = [];
  await expect
    .poll(
      async () => {
        const { pagination } = (await client.request('GET', 'api/v1/notifications')) as Listed;
        notices = pagination.data.filter((n) => n.type === 'accounts.new_device');
        return notices.length >= count;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const ids = notices.filter((n) => !n.read_at).map((n) => n.id);
  if (ids.length) await client.request('POST', 'api/v1/notifications/mark-as-read', { ids });
}

export const panel = (page: Page, id: string) => page.getByTestId(`panel-${id}`);

/** Every table.column whose text contains one of the handed-out secrets (the mail log is the mailbox, so it is skipped). */
export function plainSecretsInDatabase(env: AccountsEnv) {
  return readDb(env, (db) => {
    const tables = (
      db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]
    ).map((t) => t.name);
    const found: string[] = [];
    for (const table of tables) {
      if (table === 'outgoing_email_log') continue;
      for (const row of db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          for (const secret of env.handedOut) if (value.includes(secret)) found.push(`${table}.${column}`);
        }
      }
    }
    return found;
  });
}
