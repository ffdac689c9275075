import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { createSession } from '../../accounts/auth/sessions';
import { productRoutes } from '../..';
import { api, type Mount } from '../../module';
import { createTestUser } from '../../../testing/factories';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { type Actor, fuzzApi } from '../../../testing/openapi-fuzz';
import { openApiRoutes } from './api-docs.routes';
import { declaredResponse } from './openapi';
import { routeOperations } from './openapi-paths';

// Fuzzing from the published contract: every operation of GET api/v1/openapi.json gets generated and
// malformed requests as a guest, a user and an admin, over real HTTP. `npm test` samples FUZZ_RUNS
// (default 15) per operation with a fresh seed each run; `npm run test:fuzz` sends 200.
// Replay a failure with FUZZ_SEED=<the printed seed>.

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** Something to work on: series with episodes, a movie, a person, a list with an item, a review. */
async function seedCatalogue(ctx: TestContext) {
  const series = await createTitleWithEpisodes(ctx.db, { type: 'series', episodes: 3 });
  await createTitleWithEpisodes(ctx.db, { type: 'movie' });
  const admin = await createTestUser(ctx.db, { admin: true });
  await ctx.signIn(admin.id);
  const created = await Promise.all([
    ctx.request('/api/v1/people', { method: 'POST', json: { name: 'Sigourney Weaver' } }),
    ctx.request('/api/v1/lists', { method: 'POST', json: { name: 'Favourites', public: true } }),
    ctx.request('/api/v1/reviews', {
      method: 'POST',
      json: { reviewable: 'title', id: series.titleId, rating: 8, title: 'Tense', body: 'Good from start to end.' },
    }),
    ctx.request('/api/v1/news', { method: 'POST', json: { title: 'Hello', body: '<p>News</p>' } }),
  ]);
  ctx.signOut();
  return created.map((r) => r.status);
}

const declared = new Map(routeOperations(productRoutes).map((op) => [`${op.method} ${op.path}`, declaredResponse(op)]));

/** A success body that does not match the operation's declared schema (responds.ts, openapi-responses.ts). */
function violation(operation: string, body: unknown) {
  const response = declared.get(operation);
  const issues = response?.kind === 'json' ? response.schema().safeParse(body).error?.issues : undefined;
  return issues ? `violates its declared schema: ${JSON.stringify(issues).slice(0, 300)}` : null;
}

async function startFuzzTarget(routes?: readonly Mount[]) {
  const ctx = await createTestContext({ routes });
  const admin = await createTestUser(ctx.db, { admin: true });
  const user = await createTestUser(ctx.db);
  expect(await seedCatalogue(ctx)).toEqual([201, 201, 201, 201]);
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => server.once('listening', r));
  const ids: Record<'user' | 'admin', number> = { user: user.id, admin: admin.id };
  // a fresh session per operation; an account the fuzz deleted is made again
  const session = async (who: 'user' | 'admin') => {
    try {
      return (await createSession(ctx.db, ids[who])).token;
    } catch {
      ids[who] = (await createTestUser(ctx.db, { admin: who === 'admin' })).id;
      return (await createSession(ctx.db, ids[who])).token;
    }
  };
  const sessions = async (): Promise<Record<Actor, string | null>> => ({
    guest: null,
    user: await session('user'),
    admin: await session('admin'),
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const adminSession = await session('admin');
  const doc = await (await fetch(`${baseUrl}/api/v1/openapi.json`, { headers: { cookie: `marquee_session=${adminSession}` } })).json();
  const fuzz = (operations?: Parameters<typeof fuzzApi>[0]['operations'], runs = RUNS) =>
    fuzzApi({ baseUrl, origin: ctx.config.APP_URL, doc, sessions, cookieName: 'marquee_session', runs, seed: SEED, operations, violation });
  return {
    ctx,
    baseUrl,
    doc,
    fuzz,
    async close() {
      await new Promise((r) => server.close(r));
      await ctx.close();
    },
  };
}

describe('the API under fuzzing', () => {
  let target: Awaited<ReturnType<typeof startFuzzTarget>>;
  beforeAll(async () => {
    target = await startFuzzTarget();
  });
  afterAll(() => target?.close());

  it('answers every generated and malformed request without a 5xx, and stays healthy', { timeout: 60 * 60_000 }, async () => {
    console.log(`fuzz: seed ${SEED}, ${RUNS} requests per operation (replay with FUZZ_SEED=${SEED})`);
    const failures = await target.fuzz();
    // fast-check stops an operation at its first failure: one example request per failing operation
    expect(failures).toEqual([]);
    expect((await fetch(`${target.baseUrl}/health`)).status).toBe(200);
    const file = target.ctx.config.paths.db;
    if (file) {
      const sqlite = new SQLite(file, { readonly: true });
      try {
        expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        sqlite.close();
      }
    }
  });
});

describe('the fuzz test itself', () => {
  // a handler that fails only for some valid inputs: the fuzz has to find them
  const broken = createRouter().post(
    '/',
    validate('json', z.object({ count: z.int().min(0).max(1000), label: z.string().max(20) })),
    (c) => {
      if (c.req.valid('json').count > 100) throw new Error('deliberately broken');
      return c.json({ ok: true });
    },
  );
  const routes: Mount[] = [
    api(
      '/openapi.json',
      openApiRoutes(() => routes),
    ),
    api('/fuzz-broken', broken),
    ...productRoutes,
  ];
  let target: Awaited<ReturnType<typeof startFuzzTarget>>;
  beforeAll(async () => {
    target = await startFuzzTarget(routes);
  });
  afterAll(() => target?.close());

  it('catches a handler that answers 500', async () => {
    const failures = await target.fuzz((op) => op.path === '/api/v1/fuzz-broken', 100);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ operation: 'POST /api/v1/fuzz-broken', status: 500 });
  });
});
