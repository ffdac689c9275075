import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';
import { type TmdbMockLog, tmdbHandlers } from '../../../testing/tmdb-msw';
import { TmdbClient } from './tmdb.client';
import { importTmdbList, importTmdbTitle } from './tmdb.service';

// TMDB refusing the key, rate limiting, failing, hanging or sending garbage: the import fails with
// a message naming TMDB and what to do, the admin sees it on the job, and no title is half-stored.
const TMDB = 'https://api.themoviedb.org/3';
const log: TmdbMockLog = { api: [], images: [] };
const server = setupServer(...tmdbHandlers(log));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  server.resetHandlers();
  await t.close();
});

/** A client that retries without waiting, so the tests see what is left after the retries. */
const client = (opts: Partial<ConstructorParameters<typeof TmdbClient>[0]> = {}) =>
  new TmdbClient({ apiKey: 'test-key', sleep: async () => undefined, ...opts });
const titles = () => t.db.selectFrom('titles').select('name').execute();
const tmdbStatus: Record<string, () => Response> = {
  '500': () => HttpResponse.json({ status_code: 11, status_message: 'Internal error.', success: false }, { status: 500 }),
  '429': () => HttpResponse.json({ status_code: 25, status_message: 'Your request count is over the limit.' }, { status: 429 }),
};

describe('TMDB failures in the client', () => {
  it.each([
    ['500', 502, /^TMDB answered 500 \(Internal error\.\)\. Try the import again in a few minutes/],
    ['429', 503, /^TMDB is limiting requests from this server\. Try the import again/],
  ])('a TMDB that keeps answering %s after the retries is a %i naming TMDB', async (code, status, message) => {
    server.use(http.get(`${TMDB}/movie/:id`, tmdbStatus[code]!));
    const tmdb = client({ maxRetries: 2 });
    const err = await importTmdbTitle({ db: t.db, client: tmdb, images: false }, 'movie', 845021).catch((e) => e);
    expect(err).toMatchObject({ status, provider: 'TMDB' });
    expect(err.message).toMatch(message);
    expect(tmdb.requests).toBe(3);
    expect(await titles()).toEqual([]);
  });

  it('gives up on a TMDB that does not answer in time with a 504', async () => {
    server.use(http.get(`${TMDB}/movie/:id`, () => delay('infinite')));
    const err = await importTmdbTitle({ db: t.db, client: client({ timeoutMs: 50, maxRetries: 1 }), images: false }, 'movie', 845021).catch(
      (e) => e,
    );
    expect(err).toMatchObject({ status: 504, message: 'TMDB did not answer in time. Try the import again in a few minutes.' });
    expect(await titles()).toEqual([]);
  });

  it('names TMDB when it cannot be reached (503)', async () => {
    server.use(http.get(`${TMDB}/movie/:id`, () => HttpResponse.error()));
    const err = (await client({ maxRetries: 0 })
      .get('/movie/845021')
      .catch((e: unknown) => e)) as Error;
    expect(err).toMatchObject({ status: 503, provider: 'TMDB' });
    expect(err.message).toMatch(/^TMDB could not be reached\. Check this server's internet connection/);
  });

  it('stores nothing of a series when a season fails after the series was read', async () => {
    server.use(http.get(`${TMDB}/tv/:id/season/:n`, ({ params }) => (params.n === '2' ? tmdbStatus['500']!() : undefined)));
    const err = await importTmdbTitle({ db: t.db, client: client({ maxRetries: 0 }), images: false }, 'series', 204118).catch((e) => e);
    expect(err).toMatchObject({ status: 502, provider: 'TMDB' });
    expect(await titles()).toEqual([]);
    expect(await t.db.selectFrom('episodes').select('id').execute()).toEqual([]);
  });

  it('ends a list import with TMDB’s failure instead of skipping every title', async () => {
    server.use(http.get(`${TMDB}/movie/:id`, ({ params }) => (params.id === '845022' ? tmdbStatus['500']!() : undefined)));
    const err = await importTmdbList({ db: t.db, client: client({ maxRetries: 0 }), images: false }, 'movie/popular', 1).catch((e) => e);
    expect(err).toMatchObject({ status: 502, provider: 'TMDB' });
    // the title read before TMDB failed is there, whole
    expect(await titles()).toEqual([{ name: 'The Lantern Keeper' }]);
  });
});

describe('POST tmdb/import while TMDB fails', () => {
  async function importAsAdmin(apiKey = 'test-key') {
    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    await t.services.settings.save({ 'tmdb.api_key': apiKey });
    const res = await t.request('/api/v1/tmdb/import', { method: 'POST', json: { type: 'movie', tmdb_id: 845021 } });
    expect(res.status).toBe(202);
    const { job } = await res.json();
    await t.services.jobs.runUntilIdle();
    return (await (await t.request(`/api/v1/tmdb/import/${job.id}`)).json()).job;
  }

  // the job keeps TMDB's message while it waits for its retry (and after its last attempt)
  it('shows on the job where to fix a refused API key, and imports nothing', async () => {
    const job = await importAsAdmin('revoked-key');
    expect(job).toMatchObject({
      status: 'pending',
      error: 'TMDB refused the API key: check the TMDB API key in Settings → Content → TMDB import (or TMDB_API_KEY).',
    });
    expect(await titles()).toEqual([]);
  });

  it('ends the job failed with TMDB’s message after its last attempt, and imports nothing', async () => {
    const first = await importAsAdmin('revoked-key');
    // the retry now rather than after its back-off: the last of the job's 2 attempts
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('id', '=', first.id)
      .execute();
    await t.services.jobs.runUntilIdle();
    const res = await t.request(`/api/v1/tmdb/import/${first.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).job).toMatchObject({
      status: 'failed',
      result: null,
      error: 'TMDB refused the API key: check the TMDB API key in Settings → Content → TMDB import (or TMDB_API_KEY).',
    });
    expect(await titles()).toEqual([]);
  });

  it('shows on the job that TMDB answered with something that is not JSON', async () => {
    server.use(http.get(`${TMDB}/movie/:id`, () => new HttpResponse('<html><body>Bad gateway</body></html>', { status: 200 })));
    const job = await importAsAdmin();
    expect(job.error).toBe('TMDB sent an answer that is not JSON. Try the import again in a few minutes.');
    expect(await titles()).toEqual([]);
  });
});
