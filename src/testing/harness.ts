import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createSession } from '../features/accounts/auth/sessions';
import { productModules } from '../features';
import type { FeatureModule, Mount } from '../features/module';
import { createLogger } from '../platform/logger';
import { prepareDatabase } from '../platform/install';
import { createServices } from '../platform/services';
import { createTestUser } from './factories';
import { createTestDatabase, testEngine } from './postgres';

export interface TestContextOptions {
  env?: Record<string, string>;
  webDist?: string;
  /** The server-rendering bundle (src/http/ssr.ts); default none, so every page is client-rendered. */
  ssrEntry?: string;
  /** The feature modules the app is built from (default: the product's). */
  modules?: readonly FeatureModule[];
  /** The routers the app mounts (default: the product's, features/index.ts). */
  routes?: readonly Mount[];
}

/**
 * A migrated temp database and an app instance, for API tests through app.request(). The engine
 * comes from TEST_DATABASE: SQLite in the temp folder (default), or with `postgres` a fresh
 * database on the suite's throwaway cluster (src/testing/postgres.ts), copied from a migrated
 * template. An explicit DATABASE_URL in `env` wins.
 * `request()` keeps a cookie jar and sends a same-origin Origin header on writes, like a browser.
 */
export async function createTestContext(opts: TestContextOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-test-'));
  const pgDatabase = testEngine() === 'postgres' && !opts.env?.DATABASE_URL ? await createTestDatabase() : null;
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password',
    ...(pgDatabase && { DATABASE_URL: pgDatabase.url }),
    ...opts.env,
  });
  const logger = createLogger(config);
  const database = openDatabase(config.DATABASE_URL);
  const modules = opts.modules ?? productModules;
  await prepareDatabase(database.db, config, logger, modules);
  const services = await createServices(database.db, config, logger, modules);
  const app = createApp({
    db: database.db,
    config,
    services,
    routes: opts.routes,
    webDist: opts.webDist ?? path.join(dir, 'no-web-dist'),
    ssrEntry: opts.ssrEntry ?? path.join(dir, 'no-ssr-entry.js'),
  });
  const db = database.db;

  const jar = new Map<string, string>();
  const origin = config.APP_URL;

  /** Sends a request as a browser would; JSON bodies may be given as `json`. */
  async function request(pathname: string, init: RequestInit & { json?: unknown; cookies?: boolean } = {}) {
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    if (init.cookies !== false && jar.size && !headers.has('cookie')) {
      headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', origin);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    const res = await app.request(new URL(pathname, origin).toString(), { ...init, method, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') jar.delete(name!.trim());
      else jar.set(name!.trim(), value);
    }
    return res;
  }

  /** Signs a user in by creating a session directly; the cookie goes into the jar. */
  async function signIn(userId: number, remember = false) {
    const { token } = await createSession(db, userId, { remember });
    jar.set(config.secureCookies ? '__Host-marquee_session' : 'marquee_session', token);
    return token;
  }

  return {
    app,
    db,
    config,
    services,
    dir,
    jar,
    request,
    signIn,
    signOut: () => jar.clear(),
    async close() {
      await database.close();
      await pgDatabase?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * A value for the surrounding file or describe block: `open` makes it before the tests (`each`:
 * before every test) and `close` ends it after. The returned object stands for the current value:
 * use it in tests and hooks, not at module load.
 */
export function useLifecycle<T extends object>(open: () => Promise<T>, close: (value: T) => unknown, { each = false } = {}): T {
  let value: T | undefined;
  const start = async () => {
    value = await open();
  };
  const end = () => value && close(value);
  if (each) {
    beforeEach(start);
    afterEach(end);
  } else {
    beforeAll(start);
    afterAll(end);
  }
  return new Proxy({} as T, {
    get(_, key) {
      if (!value) throw new Error('useLifecycle: the value exists only inside tests and hooks.');
      return Reflect.get(value, key);
    },
  });
}

/** A test context (see useLifecycle); options given as a function are read when it is made. */
export function useTestContext(opts: TestContextOptions | (() => TestContextOptions) = {}, { each = false } = {}): TestContext {
  return useLifecycle(
    () => createTestContext(typeof opts === 'function' ? opts() : opts),
    (ctx) => ctx.close(),
    { each },
  );
}

/** Each test starts signed out with no rate-limit hits counted (sign-in tests run into the limits). */
export function startEachSignedOut(ctx: () => TestContext) {
  beforeEach(async () => {
    ctx().signOut();
    await ctx().db.deleteFrom('rate_limits').execute();
  });
}

export interface TestApp {
  ctx: TestContext;
  /** An administrator and a user with the default role, created once per file. */
  adminId: number;
  userId: number;
}

/**
 * The usual API-test setup in one call: a fresh app before the file's tests (with an admin and a
 * user) and its cleanup after. Read the fields inside tests, not at module load.
 */
export function useTestApp(opts: TestContextOptions = {}): TestApp {
  const state = {} as TestApp;
  beforeAll(async () => {
    state.ctx = await createTestContext(opts);
    state.adminId = (await createTestUser(state.ctx.db, { admin: true })).id;
    state.userId = (await createTestUser(state.ctx.db)).id;
  });
  afterAll(() => state.ctx?.close());
  return state;
}
