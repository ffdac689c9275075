import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';
import { TmdbClient } from './tmdb.client';
import { type TmdbMockLog, tmdbHandlers } from '../../../testing/tmdb-msw';
import { importTmdbList, importTmdbPerson, importTmdbTitle, type TmdbDeps } from './tmdb.service';

const log: TmdbMockLog = { api: [], images: [] };
const server = setupServer(...tmdbHandlers(log));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let t: TestContext;
let deps: TmdbDeps;
beforeEach(async () => {
  t = await createTestContext();
  log.api.length = 0;
  log.images.length = 0;
  deps = { db: t.db, client: new TmdbClient({ apiKey: 'test-key' }), storage: t.services.storage, cache: t.services.cache };
});
afterEach(async () => {
  server.resetHandlers();
  await t.close();
});

describe('TMDB import of one item', () => {
  it('imports a movie with genres, keywords, countries, certification, credits and images', async () => {
    const { id } = await importTmdbTitle(deps, 'movie', 845021);
    expect(log.api).toEqual(['/movie/845021']);
    const title = await t.db.selectFrom('titles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(title).toMatchObject({
      type: 'movie',
      name: 'The Lantern Keeper',
      tmdb_id: 845021,
      imdb_id: 'tt9845021',
      year: 2024,
      runtime: 124,
      certification: 'PG-13',
      language: 'en',
      budget: 42000000,
      revenue: 118250000,
      rating: 7.641,
      vote_count: 2318,
    });
    expect(title.poster).toMatch(/^\/storage\/images\/imported\/.+-342\.webp$/);
    expect(title.backdrop).toMatch(/-1280\.webp$/);
    const tags = await t.db
      .selectFrom('title_tag')
      .innerJoin('tags', 'tags.id', 'title_tag.tag_id')
      .select(['tags.type', 'tags.name'])
      .where('title_id', '=', id)
      .orderBy('tags.type')
      .orderBy('tags.name')
      .execute();
    expect(tags).toEqual([
      { type: 'country', name: 'GB' },
      { type: 'country', name: 'IE' },
      { type: 'genre', name: 'Drama' },
      { type: 'genre', name: 'Mystery' },
      { type: 'keyword', name: 'island' },
      { type: 'keyword', name: 'lighthouse' },
      { type: 'keyword', name: 'prophecy' },
    ]);
    const credits = await t.db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.name', 'credits.department', 'credits.job', 'credits.character'])
      .where('title_id', '=', id)
      .orderBy('credits.id')
      .execute();
    expect(credits).toEqual([
      { name: 'Maren Ashcroft', department: 'cast', job: null, character: 'Isla Penrose' },
      { name: 'Tobias Renwick', department: 'cast', job: null, character: 'Harbourmaster Quill' },
      { name: 'Odile Marchetti', department: 'directing', job: 'Director', character: null },
      { name: 'Odile Marchetti', department: 'writing', job: 'Screenplay', character: null },
      { name: 'Felix Amundsen', department: 'sound', job: 'Original Music Composer', character: null },
    ]);
    // poster, primary backdrop, one extra backdrop, the cast and crew profiles that exist
    expect(log.images.sort()).toEqual([
      'w1280/bW9xR4kT2mLp6YcV1nQ8sDz3aFj.jpg',
      'w1280/qN1Zf0Xq3x7d8Lk2PbYk1hW5uEo.jpg',
      'w500/eZ3kF8mJxQ1cVtD9bYpR2sLw4nH.jpg',
      'w500/hT5bC2nQwE7rY1uI9oP3aS6dF8g.jpg',
      'w780/7gKI9hpEMcZUQpNgKrkDzJpbnNS.jpg',
    ]);
    const images = await t.db
      .selectFrom('images')
      .select(['type', 'order'])
      .where('model_type', '=', 'title')
      .where('model_id', '=', id)
      .orderBy('order')
      .execute();
    expect(images).toEqual([
      { type: 'poster', order: 0 },
      { type: 'backdrop', order: 1 },
      { type: 'backdrop', order: 2 },
    ]);

    // a second import updates the same rows and reuses the stored images
    log.images.length = 0;
    const again = await importTmdbTitle(deps, 'movie', 845021);
    expect(again.id).toBe(id);
    expect(again.summary).toMatchObject({ created: 0, updated: 1 });
    expect(log.images).toEqual([]);
    expect(await t.db.selectFrom('credits').select('id').where('title_id', '=', id).execute()).toHaveLength(5);
  });

  it('imports a series with both seasons, episodes, stills, creators and episode credits', async () => {
    const { id } = await importTmdbTitle(deps, 'series', 204118);
    expect(log.api).toEqual(['/tv/204118', '/tv/204118/season/1', '/tv/204118/season/2']);
    const title = await t.db.selectFrom('titles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(title).toMatchObject({
      type: 'series',
      name: 'Harbor Lights',
      seasons_count: 2,
      episodes_count: 4,
      certification: 'TV-MA',
      runtime: 48,
      year: 2022,
    });
    const episodes = await t.db
      .selectFrom('episodes')
      .select(['season_number', 'episode_number', 'name', 'poster', 'runtime'])
      .where('title_id', '=', id)
      .orderBy('season_number')
      .orderBy('episode_number')
      .execute();
    expect(episodes.map((e) => `${e.season_number}x${e.episode_number} ${e.name}`)).toEqual([
      '1x1 Low Tide',
      '1x2 The Undertow',
      '2x1 Spring Tide',
      '2x2 Slack Water',
    ]);
    expect(episodes[0]!.poster).toMatch(/-300\.webp$/);
    expect(episodes[1]!.poster).toBeNull();
    const creator = await t.db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.name', 'credits.job'])
      .where('title_id', '=', id)
      .where('department', '=', 'creators')
      .execute();
    expect(creator).toEqual([{ name: 'Odile Marchetti', job: 'Creator' }]);
    const episodeCredits = await t.db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.name', 'credits.department', 'credits.character'])
      .where('credits.episode_id', 'is not', null)
      .orderBy('credits.id')
      .execute();
    expect(episodeCredits).toEqual([
      { name: 'Lowenna Price', department: 'cast', character: 'Kerensa Rowe' },
      { name: 'Odile Marchetti', department: 'directing', character: null },
      { name: 'Anselm Varga', department: 'writing', character: null },
    ]);
    // Odile Marchetti is one person across creator, producer and episode credits
    expect(await t.db.selectFrom('people').select('id').where('tmdb_id', '=', 3456789).execute()).toHaveLength(1);
  });

  it('imports a person with biography and links credits to titles already imported', async () => {
    await importTmdbTitle({ ...deps, images: false }, 'series', 204118);
    const { id, linked } = await importTmdbPerson(deps, 1234567);
    const person = await t.db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      name: 'Maren Ashcroft',
      birth_date: '1986-04-12',
      birth_place: 'Falmouth, Cornwall, England, UK',
      gender: 'female',
      known_for: 'acting',
      imdb_id: 'nm4123456',
    });
    expect(person.biography).toMatch(/Bristol Old Vic/);
    expect(person.poster).toMatch(/-342\.webp$/);
    // the series credit existed already; the movie is not in the catalogue
    expect(linked).toBe(0);
    await importTmdbTitle({ ...deps, images: false }, 'movie', 845021);
    const second = await importTmdbPerson({ ...deps, images: false }, 1234567);
    expect(second.id).toBe(id);
    expect(
      await t.db.selectFrom('credits').select('title_id').where('person_id', '=', id).where('episode_id', 'is', null).execute(),
    ).toHaveLength(2);
  });

  it('fails with TMDB’s message for an unknown id and stores nothing', async () => {
    await expect(importTmdbTitle(deps, 'movie', 1)).rejects.toThrow(/could not be found/);
    expect(await t.db.selectFrom('titles').select('id').execute()).toHaveLength(0);
  });
});

describe('TMDB lists and rate limits', () => {
  it('imports every title of a list page', async () => {
    const progress: number[] = [];
    const summary = await importTmdbList({ ...deps, images: false }, 'movie/popular', 1, (done) => void progress.push(done));
    expect(summary).toMatchObject({ created: 2, skipped: 0 });
    expect(progress).toEqual([1, 2]);
    const names = (await t.db.selectFrom('titles').select('name').orderBy('name').execute()).map((r) => r.name);
    expect(names).toEqual(['Meridian Drift', 'The Lantern Keeper']);
  });

  it('waits and retries when TMDB answers 429 with Retry-After', async () => {
    let calls = 0;
    server.use(
      http.get('https://api.themoviedb.org/3/person/:id', ({ params }) => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json(
            { status_code: 25, status_message: 'Your request count (41) is over the allowed limit of 40.', success: false },
            { status: 429, headers: { 'Retry-After': '3' } },
          );
        return HttpResponse.json({ id: Number(params.id), name: 'Retry Person' });
      }),
    );
    const sleeps: number[] = [];
    const client = new TmdbClient({ apiKey: 'test-key', sleep: async (ms) => void sleeps.push(ms) });
    const person = await client.get<{ name: string }>('/person/5');
    expect(person.name).toBe('Retry Person');
    expect(calls).toBe(2);
    expect(sleeps).toEqual([3000]);
  });

  it('keeps to the request window: the request over the limit waits for a free slot', async () => {
    const sleeps: number[] = [];
    const client = new TmdbClient({
      apiKey: 'test-key',
      maxRequests: 2,
      windowMs: 150,
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise((r) => setTimeout(r, ms));
      },
    });
    for (let i = 0; i < 3; i++) await client.get('/person/1234567');
    expect(client.requests).toBe(3);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThan(0);
  });

  it('sends a v4 read token as a Bearer header instead of api_key', async () => {
    let auth: string | null = null;
    let apiKeyParam: string | null = 'unset';
    server.use(
      http.get('https://api.themoviedb.org/3/person/:id', ({ request }) => {
        auth = request.headers.get('authorization');
        apiKeyParam = new URL(request.url).searchParams.get('api_key');
        return HttpResponse.json({ id: 1, name: 'X' });
      }),
    );
    await new TmdbClient({ apiKey: 'aaa.bbb.ccc' }).get('/person/1');
    expect(auth).toBe('Bearer aaa.bbb.ccc');
    expect(apiKeyParam).toBeNull();
  });
});

describe('POST tmdb/import', () => {
  it('queues an import job for admins, which imports the title when it runs', async () => {
    const admin = await createTestUser(t.db, { admin: true });
    await t.signIn(admin.id);
    await t.services.settings.save({ 'tmdb.api_key': 'test-key' });
    const res = await t.request('/api/v1/tmdb/import', { method: 'POST', json: { type: 'series', tmdb_id: 204118 } });
    expect(res.status).toBe(202);
    const { job } = (await res.json()) as { job: { id: number; status: string } };
    expect(job.status).toBe('pending');
    await t.services.jobs.runUntilIdle();
    const status = await (await t.request(`/api/v1/tmdb/import/${job.id}`)).json();
    expect(status.job).toMatchObject({ status: 'completed', progress: 1, result: { created: 1 } });
    expect(await t.db.selectFrom('titles').select('name').where('tmdb_id', '=', 204118).executeTakeFirst()).toEqual({
      name: 'Harbor Lights',
    });
  });

  it('validates the body, needs an API key and the titles.create permission', async () => {
    const admin = await createTestUser(t.db, { admin: true });
    await t.signIn(admin.id);
    const noKey = await t.request('/api/v1/tmdb/import', { method: 'POST', json: { type: 'movie', tmdb_id: 5 } });
    expect(noKey.status).toBe(422);
    await t.services.settings.save({ 'tmdb.api_key': 'test-key' });
    const bad = await t.request('/api/v1/tmdb/import', { method: 'POST', json: { list: 'movie/everything', pages: 500 } });
    expect(bad.status).toBe(422);
    const user = await createTestUser(t.db);
    t.signOut();
    await t.signIn(user.id);
    expect((await t.request('/api/v1/tmdb/import', { method: 'POST', json: { type: 'movie', tmdb_id: 5 } })).status).toBe(403);
    t.signOut();
    expect((await t.request('/api/v1/tmdb/import', { method: 'POST', json: { type: 'movie', tmdb_id: 5 } })).status).toBe(401);
  });
});
