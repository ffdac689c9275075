import fs from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { createTestSeason, createTestTitle } from '../../catalogue/common/factories';
import { DATA_IMPORT_FIXTURES, importForm, zipFolder } from '../../../testing/data-import';
import { createTestUser } from '../../../testing/factories';
import { useTestApp } from '../../../testing/harness';
import { foldName, TitleMatcher } from './data-import.match';
import { type TmdbMockLog, tmdbHandlers } from '../../../testing/tmdb-msw';

const tmdbLog: TmdbMockLog = { api: [], images: [] };
const tmdb = setupServer(
  ...tmdbHandlers(tmdbLog),
  // TMDB's /find answers an IMDb id with the title it knows
  http.get('https://api.themoviedb.org/3/find/:imdb', ({ params }) =>
    HttpResponse.json({ movie_results: params.imdb === 'tt9845021' ? [{ id: 845021 }] : [], tv_results: [], person_results: [] }),
  ),
);
beforeAll(() => tmdb.listen({ onUnhandledFrame: 'error' }));
afterAll(() => tmdb.close());

const t = useTestApp();
const fixture = (...parts: string[]) => fs.readFileSync(path.join(DATA_IMPORT_FIXTURES, ...parts));

/** The demo-like catalogue the fixtures name, with the same name in different years. */
async function seedCatalogue(db: Db) {
  const title = (name: string, year: number, extra: Parameters<typeof createTestTitle>[1] = {}) =>
    createTestTitle(db, { name, year, release_date: `${year}-06-01`, ...extra });
  const ids = {
    amelie: (await title('Amélie', 2001, { original_name: "Le Fabuleux Destin d'Amélie Poulain", imdb_id: 'tt0211915' })).id,
    dune2021: (await title('Dune', 2021, { popularity: 90 })).id,
    dune1984: (await title('Dune', 1984, { popularity: 20 })).id,
    drive: (await title('Drive, She Said', 1971)).id,
    heat: (await title('Heat', 1995)).id,
    heat1986: (await title('Heat', 1986)).id,
    spirited: (await title('Spirited Away', 2001, { original_name: '千と千尋の神隠し' })).id,
    thing: (await title('The Thing', 1982)).id,
    parasite: (await title('Parasite', 2019, { imdb_id: 'tt6751668' })).id,
    shogun: (await title('Shōgun', 2024, { type: 'series', tmdb_id: 126308 })).id,
  };
  await createTestSeason(db, ids.shogun, 1, 2);
  return ids;
}

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  catalogue = await seedCatalogue(t.ctx.db);
});
beforeEach(() => t.ctx.signOut());

async function upload(userId: number, bytes: Buffer | string, name: string, fields: Record<string, string> = {}) {
  await t.ctx.signIn(userId);
  return t.ctx.request('/api/v1/users/me/imports', { method: 'POST', body: importForm(bytes, name, fields) });
}

/** Uploads, runs the job, and answers the finished import. */
async function importFile(userId: number, bytes: Buffer | string, name: string, fields: Record<string, string> = {}) {
  const res = await upload(userId, bytes, name, fields);
  expect(res.status, await res.clone().text()).toBe(202);
  const { import: started } = await res.json();
  await t.ctx.services.jobs.runUntilIdle();
  const done = await (await t.ctx.request(`/api/v1/users/me/imports/${started.id}`)).json();
  return done.import;
}

const ratingOf = async (userId: number, titleId: number, type = 'title') =>
  (
    await t.ctx.db
      .selectFrom('ratings')
      .select('rating')
      .where('user_id', '=', userId)
      .where('rateable_type', '=', type as 'title')
      .where('rateable_id', '=', titleId)
      .executeTakeFirst()
  )?.rating ?? null;

async function listItemsOf(userId: number, where: { watchlist: true } | { name: string }) {
  let q = t.ctx.db
    .selectFrom('list_items')
    .innerJoin('lists', 'lists.id', 'list_items.list_id')
    .select(['list_items.item_id', 'list_items.order', 'lists.public', 'lists.description'])
    .where('lists.user_id', '=', userId);
  q = 'watchlist' in where ? q.where('lists.watchlist_of', '=', userId) : q.where('lists.name', '=', where.name);
  return q.orderBy('list_items.order').execute();
}

/** A user who already gave Dune (2021) an 8, to see an import keep or overwrite it. */
async function userWhoRatedDune() {
  const user = await createTestUser(t.ctx.db);
  await t.ctx.db
    .insertInto('ratings')
    .values({ user_id: user.id, rateable_type: 'title', rateable_id: catalogue.dune2021, rating: 8 })
    .execute();
  return user;
}

/** The user's diary in date order. */
const diaryOf = (userId: number) =>
  t.ctx.db
    .selectFrom('watch_history')
    .select(['title_id', 'episode_id', 'watched_at', 'rewatch', 'rating', 'source'])
    .where('user_id', '=', userId)
    .orderBy('watched_at')
    .execute();

const letterboxdZip = () => zipFolder(path.join(DATA_IMPORT_FIXTURES, 'letterboxd'));

describe('POST users/me/imports: Letterboxd export ZIP', () => {
  it('brings ratings, watchlist, diary, reviews and lists, keeps an existing rating, and changes nothing when imported again', async () => {
    const user = await userWhoRatedDune();
    const zip = await letterboxdZip();

    const first = await importFile(user.id, zip, 'letterboxd-cinephile-2024-04-02-10-00-utc.zip');
    expect(first).toMatchObject({
      source: 'letterboxd',
      status: 'done',
      progress: 1,
      totals: { imported: 13, updated: 0, skipped: 2, unmatched: 1 },
    });

    // half stars to 1-10, the same name in another year is another film, a quoted comma is one name
    expect(await ratingOf(user.id, catalogue.amelie)).toBe(9);
    expect(await ratingOf(user.id, catalogue.dune1984)).toBe(4);
    expect(await ratingOf(user.id, catalogue.dune2021)).toBe(8); // the user's own rating stays
    expect(await ratingOf(user.id, catalogue.drive)).toBe(1);
    // the watchlist, one film found by its original (Japanese) title
    expect((await listItemsOf(user.id, { watchlist: true })).map((i) => i.item_id)).toEqual([catalogue.heat, catalogue.spirited]);
    // the list, in its order, private as older exports say nothing of visibility
    const favourites = await listItemsOf(user.id, { name: 'Favourites' });
    expect(favourites.map((i) => [i.item_id, i.order])).toEqual([
      [catalogue.heat, 1],
      [catalogue.dune2021, 2],
      [catalogue.amelie, 3],
    ]);
    expect(favourites[0]).toMatchObject({ public: 0, description: 'Films I love, in order' });
    // the diary with dates and rewatches; watched.csv adds only what the diary does not have
    expect(await diaryOf(user.id)).toMatchObject([
      { title_id: catalogue.heat, watched_at: '2023-12-31', rewatch: 0, rating: null, source: 'letterboxd' },
      { title_id: catalogue.amelie, watched_at: '2024-03-01', rewatch: 0, rating: 9, source: 'letterboxd' },
      { title_id: catalogue.amelie, watched_at: '2024-03-04', rewatch: 1, rating: 10, source: 'letterboxd' },
      { title_id: catalogue.thing, watched_at: '2024-03-06', rewatch: 0, rating: null, source: 'letterboxd' },
    ]);
    // the review as plain text
    const review = await t.ctx.db.selectFrom('reviews').select(['body', 'rating']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(review).toEqual({ body: 'Charming, and sweet & funny.\nWould watch again.', rating: 9 });

    const again = await importFile(user.id, zip, 'letterboxd-cinephile-2024-04-02-10-00-utc.zip');
    expect(again.totals).toEqual({ imported: 0, updated: 0, skipped: 15, unmatched: 1 });
    expect(await diaryOf(user.id)).toHaveLength(4);
    expect(await listItemsOf(user.id, { name: 'Favourites' })).toHaveLength(3);
  });

  it('overwrites the existing ratings when asked to', async () => {
    const user = await userWhoRatedDune();
    const done = await importFile(user.id, await letterboxdZip(), 'export.zip', {
      overwrite: 'true',
    });
    expect(done.totals).toMatchObject({ updated: 1, unmatched: 1 });
    expect(await ratingOf(user.id, catalogue.dune2021)).toBe(7);
  });

  it('lists the unmatched rows and the loose matches in report.csv, for its owner only', async () => {
    const user = await createTestUser(t.ctx.db);
    const done = await importFile(user.id, await letterboxdZip(), 'export.zip');
    const res = await t.ctx.request(`/api/v1/users/me/imports/${done.id}/report.csv`);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await res.text()).trim().split('\n')).toEqual([
      'file,line,kind,name,year,imdb_id,tmdb_id,status,matched_title_id,confidence',
      'ratings.csv,6,rating,A Film Nobody Has Heard Of,1999,,,unmatched,,',
      `diary.csv,4,history,The Thing,1981,,,"matched by name, year one off",${catalogue.thing},0.7`,
    ]);
    const other = await createTestUser(t.ctx.db);
    await t.ctx.signIn(other.id);
    expect((await t.ctx.request(`/api/v1/users/me/imports/${done.id}/report.csv`)).status).toBe(404);
    expect((await t.ctx.request(`/api/v1/users/me/imports/${done.id}`)).status).toBe(404);
  });

  it("lists the user's own imports, newest first, with their totals and report", async () => {
    const user = await createTestUser(t.ctx.db);
    const first = await importFile(user.id, fixture('imdb', 'ratings.csv'), 'ratings.csv');
    const second = await importFile(user.id, await letterboxdZip(), 'export.zip');
    const { imports } = await (await t.ctx.request('/api/v1/users/me/imports')).json();
    expect(imports.map((i: { id: number; source: string; status: string }) => [i.id, i.source, i.status])).toEqual([
      [second.id, 'letterboxd', 'done'],
      [first.id, 'imdb', 'done'],
    ]);
    expect(imports[0]).toMatchObject({ totals: second.totals, report_url: `/api/v1/users/me/imports/${second.id}/report.csv` });
    await t.ctx.signIn((await createTestUser(t.ctx.db)).id);
    expect(await (await t.ctx.request('/api/v1/users/me/imports')).json()).toEqual({ imports: [] });
  });
});

describe('POST users/me/imports: IMDb and Trakt', () => {
  it('matches IMDb ratings by tconst, then by name and year, skipping empty ratings', async () => {
    const user = await createTestUser(t.ctx.db);
    const done = await importFile(user.id, fixture('imdb', 'ratings.csv'), 'ratings.csv');
    expect(done).toMatchObject({ source: 'imdb', totals: { imported: 2, updated: 0, skipped: 0, unmatched: 1 } });
    expect(await ratingOf(user.id, catalogue.parasite)).toBe(9);
    expect(await ratingOf(user.id, catalogue.heat)).toBe(8);
    expect(await ratingOf(user.id, catalogue.amelie)).toBeNull();
    const watchlist = await importFile(user.id, fixture('imdb', 'WATCHLIST.csv'), 'WATCHLIST.csv');
    expect(watchlist.totals.imported).toBe(1);
    expect((await listItemsOf(user.id, { watchlist: true })).map((i) => i.item_id)).toEqual([catalogue.parasite]);
  });

  it('imports a Trakt export: episodes watched and rated, movie ratings, watchlist and a public list', async () => {
    const user = await createTestUser(t.ctx.db);
    const done = await importFile(user.id, await zipFolder(path.join(DATA_IMPORT_FIXTURES, 'trakt')), 'trakt-export.zip');
    expect(done).toMatchObject({ source: 'trakt', status: 'done', totals: { imported: 7, unmatched: 1 } });
    const episodes = await t.ctx.db
      .selectFrom('episodes')
      .select(['id', 'episode_number'])
      .where('title_id', '=', catalogue.shogun)
      .orderBy('episode_number')
      .execute();
    expect(await diaryOf(user.id)).toMatchObject([
      { title_id: catalogue.shogun, episode_id: episodes[0]!.id, watched_at: '2024-07-01T20:00:00.000Z', source: 'trakt' },
      { title_id: catalogue.shogun, episode_id: episodes[1]!.id, watched_at: '2024-07-02T20:00:00.000Z', source: 'trakt' },
    ]);
    expect(await ratingOf(user.id, episodes[0]!.id, 'episode')).toBe(9);
    expect(await ratingOf(user.id, catalogue.heat)).toBe(7);
    expect((await listItemsOf(user.id, { watchlist: true })).map((i) => i.item_id)).toEqual([catalogue.parasite]);
    const picks = await listItemsOf(user.id, { name: 'Weekend picks' });
    expect(picks.map((i) => i.item_id)).toEqual([catalogue.heat, catalogue.shogun]);
    expect(picks[0]).toMatchObject({ public: 1, description: 'For Saturdays' });
  });

  it('lets an admin import the missing titles from TMDB, then applies their rows', async () => {
    const user = await createTestUser(t.ctx.db);
    const done = await importFile(user.id, fixture('trakt', 'ratings-movies.json'), 'ratings-movies.json');
    expect(done.totals).toEqual({ imported: 1, updated: 0, skipped: 0, unmatched: 1 });

    await t.ctx.signIn(user.id);
    expect((await t.ctx.request(`/api/v1/users/me/imports/${done.id}/import-missing-titles`, { method: 'POST' })).status).toBe(403);
    await t.ctx.signIn(t.adminId);
    const refused = await t.ctx.request(`/api/v1/users/me/imports/${done.id}/import-missing-titles`, { method: 'POST' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/TMDB API key/);

    await t.ctx.services.settings.save({ 'tmdb.api_key': 'test-key' });
    const res = await t.ctx.request(`/api/v1/users/me/imports/${done.id}/import-missing-titles`, { method: 'POST' });
    expect(res.status).toBe(202);
    await t.ctx.services.jobs.runUntilIdle();
    const lantern = await t.ctx.db.selectFrom('titles').select('id').where('tmdb_id', '=', 845021).executeTakeFirstOrThrow();
    expect(await ratingOf(user.id, lantern.id)).toBe(8);
    const after = (await (await t.ctx.request(`/api/v1/users/me/imports/${done.id}`)).json()).import;
    expect(after.totals).toEqual({ imported: 2, updated: 0, skipped: 0, unmatched: 0 });
    await t.ctx.services.settings.save({ 'tmdb.api_key': '' });
  });
});

describe('POST users/me/imports: refusals', () => {
  it('refuses a file that is not an export, or not the one the user chose', async () => {
    const user = await createTestUser(t.ctx.db);
    const png = await upload(user.id, Buffer.from('\x89PNG\r\n\x1a\n0000'), 'ratings.csv');
    expect(png.status).toBe(422);
    expect((await png.json()).message).toMatch(/not an export we can read/);

    const claimed = await upload(user.id, fixture('imdb', 'ratings.csv'), 'ratings.csv', { source: 'letterboxd' });
    expect(claimed.status).toBe(422);
    expect((await claimed.json()).message).toBe('This file looks like a IMDb export, not a Letterboxd one.');

    const emptyZip = await upload(user.id, await zipFolder(path.join(DATA_IMPORT_FIXTURES, 'imdb')), 'letterboxd.zip');
    expect(emptyZip.status).toBe(422);
    expect((await emptyZip.json()).message).toBe('This ZIP file holds IMDb CSV files: upload them one at a time.');

    const damaged = await upload(user.id, (await letterboxdZip()).subarray(0, 200), 'export.zip');
    expect(damaged.status).toBe(422);
    expect((await damaged.json()).message).toMatch(/damaged or incomplete/);
    expect(await t.ctx.db.selectFrom('data_imports').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('reports a damaged file inside an export as a failed import, with what was wrong', async () => {
    const user = await createTestUser(t.ctx.db);
    const dir = fs.mkdtempSync(path.join(t.ctx.dir, 'trakt-'));
    fs.writeFileSync(path.join(dir, 'watched-movies.json'), '[{"movie": {"title": "Heat", "ids": {');
    const done = await importFile(user.id, await zipFolder(dir), 'trakt.zip');
    expect(done).toMatchObject({ status: 'failed', message: 'watched-movies.json is not valid JSON.' });
  });

  it('refuses a file over the size limit, and everything when importing is turned off', async () => {
    const user = await createTestUser(t.ctx.db);
    await t.ctx.services.settings.save({ 'import.max_file_mb': 1 });
    const big = `Const,Your Rating\n${'tt0000001,5\n'.repeat(100_000)}`;
    const res = await upload(user.id, big, 'ratings.csv');
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('The file is larger than the 1 MB this site accepts.');
    await t.ctx.services.settings.save({ 'import.max_file_mb': 25, 'import.enabled': false });
    const off = await upload(user.id, fixture('imdb', 'ratings.csv'), 'ratings.csv');
    expect(off.status).toBe(403);
    await t.ctx.services.settings.save({ 'import.enabled': true });
    t.ctx.signOut();
    expect((await t.ctx.request('/api/v1/users/me/imports', { method: 'POST', body: importForm('x', 'a.csv') })).status).toBe(401);
  });
});

describe('matching rows to titles', () => {
  const matcher = () => new TitleMatcher(t.ctx.db);

  it('folds accents, case and punctuation, and tells films of the same name apart by year', async () => {
    expect(await matcher().match({ name: 'AMELIE', year: 2001, mediaType: 'movie' })).toEqual({
      titleId: catalogue.amelie,
      episodeId: null,
      confidence: 1,
    });
    expect((await matcher().match({ name: 'Dune', year: 1984, mediaType: 'movie' }))?.titleId).toBe(catalogue.dune1984);
    expect((await matcher().match({ name: 'Dune', year: 2021, mediaType: null }))?.titleId).toBe(catalogue.dune2021);
    expect((await matcher().match({ name: 'Heat', year: 1986, mediaType: 'movie' }))?.titleId).toBe(catalogue.heat1986);
    // a year one off is taken with a lower confidence; two off is another film
    expect(await matcher().match({ name: 'Dune', year: 1985, mediaType: 'movie' })).toMatchObject({
      titleId: catalogue.dune1984,
      confidence: 0.7,
    });
    expect(await matcher().match({ name: 'Dune', year: 2000, mediaType: 'movie' })).toBeNull();
    // no year: only a name one title carries
    expect(await matcher().match({ name: 'Dune', year: null, mediaType: 'movie' })).toBeNull();
    expect(await matcher().match({ name: 'Drive she said', year: null, mediaType: 'movie' })).toMatchObject({
      titleId: catalogue.drive,
      confidence: 0.5,
    });
  });

  it('prefers the IMDb or TMDB id, and keeps series and movies apart', async () => {
    expect((await matcher().match({ name: 'Something else', year: 1900, imdbId: 'tt6751668', mediaType: 'movie' }))?.titleId).toBe(
      catalogue.parasite,
    );
    expect((await matcher().match({ name: 'Shogun', year: 2024, tmdbId: 126308, mediaType: 'series' }))?.titleId).toBe(catalogue.shogun);
    expect(await matcher().match({ name: 'Shōgun', year: 2024, mediaType: 'movie' })).toBeNull();
    expect(foldName("Le Fabuleux Destin d'Amélie Poulain")).toBe('le fabuleux destin d amelie poulain');
  });
});
