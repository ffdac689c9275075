import { describe, expect, it } from 'vitest';
import { createTestCredit, createTestEpisode, createTestPerson, createTestSeason, createTestTitle } from '../common/factories';
import { useTestApp } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';
import { down as migrateDown, up as migrateUp } from '../../../../migrations/0880_viewer_state_version';

const env = useTestApp();

describe('GET titles', () => {
  it('lists titles paginated and filtered, guests included', async () => {
    const a = await createTestTitle(env.ctx.db, {
      name: 'Alpha Drama',
      genres: ['Drama'],
      keywords: ['heist'],
      countries: ['us'],
      popularity: 50,
      rating: 8,
      runtime: 120,
      language: 'en',
      certification: 'PG-13',
      release_date: '2001-04-25',
    });
    await createTestTitle(env.ctx.db, {
      name: 'Beta Comedy',
      type: 'series',
      genres: ['Comedy'],
      popularity: 20,
      rating: 6,
      runtime: 30,
      language: 'fr',
      release_date: '2010-01-01',
    });
    const res = await env.ctx.request('/api/v1/titles?perPage=1');
    expect(res.status).toBe(200);
    let body = await res.json();
    expect(body.pagination).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(body.pagination.data[0].name).toBe('Alpha Drama');

    const filters: [string, string[]][] = [
      ['type=series', ['Beta Comedy']],
      ['genre=drama', ['Alpha Drama']],
      ['genre=nope', []],
      ['keyword=heist', ['Alpha Drama']],
      ['country=US', ['Alpha Drama']],
      ['language=fr', ['Beta Comedy']],
      ['certification=PG-13', ['Alpha Drama']],
      ['released=2005,2012', ['Beta Comedy']],
      ['released=,2002-01-01', ['Alpha Drama']],
      ['score=7,', ['Alpha Drama']],
      ['runtime=,60', ['Beta Comedy']],
      ['query=alph', ['Alpha Drama']],
      ['orderBy=name&orderDir=desc', ['Beta Comedy', 'Alpha Drama']],
    ];
    for (const [qs, names] of filters) {
      body = await (await env.ctx.request(`/api/v1/titles?${qs}`)).json();
      if (!body.pagination) throw new Error(`${qs}: ${JSON.stringify(body)}`);
      expect(
        body.pagination.data.map((t: { name: string }) => t.name),
        qs,
      ).toEqual(names);
    }
    body = await (await env.ctx.request('/api/v1/titles?with=genres&query=alpha')).json();
    expect(body.pagination.data[0].genres[0].name).toBe('Drama');
    expect(a.id).toBeGreaterThan(0);
  });

  it('rejects unknown orderBy and bad filters with 422', async () => {
    for (const qs of ['orderBy=password', 'orderBy=name;drop', 'type=book', 'score=abc,5', 'released=yesterday']) {
      const res = await env.ctx.request(`/api/v1/titles?${qs}`);
      expect(res.status, qs).toBe(422);
      expect((await res.json()).errors).toBeTruthy();
    }
  });
});

describe('GET upcoming and titles/autocomplete', () => {
  it('lists future titles soonest first, with upcoming episodes', async () => {
    const later = await createTestTitle(env.ctx.db, { name: 'Far Future', release_date: '2099-05-01' });
    const soon = await createTestTitle(env.ctx.db, { name: 'Near Future', release_date: '2098-01-01', type: 'series' });
    await createTestTitle(env.ctx.db, { name: 'Past', release_date: '1999-01-01' });
    const season = await createTestSeason(env.ctx.db, soon.id, 1);
    await createTestEpisode(env.ctx.db, season, { name: 'Tomorrow Ep', release_date: '2098-02-01' });
    const body = await (await env.ctx.request('/api/v1/upcoming')).json();
    expect(body.pagination.data.map((t: { id: number }) => t.id)).toEqual([soon.id, later.id]);
    expect(body.episodes[0]).toMatchObject({ name: 'Tomorrow Ep', title: { id: soon.id } });
    const series = await (await env.ctx.request('/api/v1/upcoming?type=series')).json();
    expect(series.pagination.data.map((t: { id: number }) => t.id)).toEqual([soon.id]);
  });
});

describe('GET titles/{id}', () => {
  it('returns the title with tags, credits, images, seasons and seo by id or id-slug', async () => {
    const t = await createTestTitle(env.ctx.db, { name: 'Série Noire', type: 'series', genres: ['Crime'], description: 'A dark tale.' });
    const director = await createTestPerson(env.ctx.db, { name: 'Dee Rector' });
    for (let i = 0; i < 20; i++) {
      const p = await createTestPerson(env.ctx.db);
      await createTestCredit(env.ctx.db, { person_id: p.id, title_id: t.id, order: i, character: `Role ${i}` });
    }
    await createTestCredit(env.ctx.db, {
      person_id: director.id,
      title_id: t.id,
      department: 'directing',
      job: 'Director',
      character: null,
    });
    await createTestSeason(env.ctx.db, t.id, 1, 2);
    const res = await env.ctx.request(`/api/v1/titles/${t.id}-serie-noire`);
    expect(res.status).toBe(200);
    const { title, seo } = await res.json();
    expect(title).toMatchObject({ id: t.id, slug: 'serie-noire', description: 'A dark tale.', seasons_count: 1, episodes_count: 2 });
    expect(title.genres.map((g: { name: string }) => g.name)).toEqual(['Crime']);
    expect(title.credits.cast).toHaveLength(15);
    expect(title.credits.cast[0].character).toBe('Role 0');
    expect(title.credits.directors[0].person.name).toBe('Dee Rector');
    expect(title.seasons[0]).toMatchObject({ number: 1, episodes_count: 2 });
    expect(seo).toMatchObject({ canonical: `/titles/${t.id}/serie-noire` });
    for (const sub of ['', '/related', '/credits', '/seasons', '/seasons/1', '/seasons/1/episodes/1']) {
      expect((await env.ctx.request(`/api/v1/titles/999999${sub}`)).status, sub).toBe(404);
    }
  });

  it('lists related titles by shared tags', async () => {
    const base = await createTestTitle(env.ctx.db, { name: 'Base', genres: ['Sci-Fi'], keywords: ['space'] });
    const close = await createTestTitle(env.ctx.db, { name: 'Close', genres: ['Sci-Fi'], keywords: ['space'], popularity: 1 });
    const far = await createTestTitle(env.ctx.db, { name: 'Far', genres: ['Sci-Fi'], popularity: 90 });
    await createTestTitle(env.ctx.db, { name: 'Unrelated', genres: ['Western'] });
    const body = await (await env.ctx.request(`/api/v1/titles/${base.id}/related`)).json();
    expect(body.titles.map((t: { id: number }) => t.id)).toEqual([close.id, far.id]);
  });

  it('gives a signed-in viewer the cached document with their state, changed on the very next request after their writes', async () => {
    const t = await createTestTitle(env.ctx.db, { name: 'Viewer State', type: 'series', description: 'Long. '.repeat(300) });
    const url = `/api/v1/titles/${t.id}`;
    const guestRes = await env.ctx.request(url);
    const guest = JSON.parse(await guestRes.text());
    const [a, b] = [await createTestUser(env.ctx.db), await createTestUser(env.ctx.db)];
    const read = async (headers: Record<string, string> = {}) => {
      const res = await env.ctx.request(url, { headers });
      return { res, text: await res.text() };
    };

    await env.ctx.signIn(a.id);
    let mine = await read();
    const empty = { user_rating: null, in_watchlist: false, user_list_ids: [], is_following: false };
    // the same bytes as serializing the merged response: the guest document with the viewer's fields appended to `title`
    expect(mine.text).toBe(JSON.stringify({ title: { ...guest.title, ...empty }, seo: guest.seo }));
    const emptyEtag = mine.res.headers.get('etag')!;
    expect(emptyEtag).not.toBe(guestRes.headers.get('etag'));
    expect((await read({ 'if-none-match': emptyEtag })).res.status).toBe(304);

    expect(
      (await env.ctx.request('/api/v1/users/me/ratings', { method: 'POST', json: { rateable: 'title', id: t.id, rating: 8 } })).status,
    ).toBe(200);
    expect(
      (await env.ctx.request('/api/v1/users/me/watchlist', { method: 'POST', json: { type: 'title', item_id: t.id } })).status,
    ).toBeLessThan(300);
    const list = (await (await env.ctx.request('/api/v1/lists', { method: 'POST', json: { name: 'Keepers' } })).json()).list;
    await env.ctx.request(`/api/v1/lists/${list.id}/items`, { method: 'POST', json: { type: 'title', item_id: t.id } });
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/follow`, { method: 'POST' })).status).toBeLessThan(300);
    mine = await read({ 'if-none-match': emptyEtag });
    expect(mine.res.status).toBe(200);
    const full = { user_rating: 8, in_watchlist: true, user_list_ids: [list.id], is_following: true };
    const rated = JSON.parse(await (await env.ctx.request(url, { cookies: false })).text()); // the rating moved the local average
    expect(rated.title.local_rating).toBe(8);
    expect(mine.text).toBe(JSON.stringify({ title: { ...rated.title, ...full }, seo: rated.seo }));
    const fullEtag = mine.res.headers.get('etag')!;
    expect(fullEtag).not.toBe(emptyEtag);

    // another viewer never gets a 304 for the first viewer's document
    await env.ctx.signIn(b.id);
    const theirs = await read({ 'if-none-match': fullEtag });
    expect(theirs.res.status).toBe(200);
    expect(JSON.parse(theirs.text).title).toMatchObject(empty);
    expect((await read({ 'if-none-match': theirs.res.headers.get('etag')! })).res.status).toBe(304);

    await env.ctx.signIn(a.id);
    expect((await env.ctx.request(`/api/v1/users/me/ratings/title/${t.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    expect(JSON.parse((await read()).text).title.user_rating).toBeNull();
    env.ctx.signOut();
    expect(JSON.parse((await read()).text)).toEqual({ ...guest, title: { ...guest.title, local_rating: null, local_vote_count: 0 } });
  });

  it("shows each change to the viewer's state on their very next read, whoever made it", async () => {
    const [t, other] = [await createTestTitle(env.ctx.db), await createTestTitle(env.ctx.db)];
    const viewer = await createTestUser(env.ctx.db);
    await env.ctx.signIn(viewer.id);
    const state = async () => {
      const { title } = await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json();
      return { rating: title.user_rating, watchlist: title.in_watchlist, lists: title.user_list_ids, following: title.is_following };
    };
    const write = async (path: string, method: string, json?: unknown) =>
      expect((await env.ctx.request(path, { method, json })).status).toBeLessThan(300);
    const none = { rating: null, watchlist: false, lists: [], following: false };
    expect(await state()).toEqual(none);
    expect(await state()).toEqual(none); // read again: now from what the first read kept

    await write('/api/v1/users/me/ratings', 'POST', { rateable: 'title', id: t.id, rating: 6 });
    expect(await state()).toEqual({ ...none, rating: 6 });
    await write('/api/v1/users/me/ratings', 'POST', { rateable: 'title', id: t.id, rating: 9 });
    expect(await state()).toEqual({ ...none, rating: 9 });
    await write(`/api/v1/users/me/ratings/title/${t.id}`, 'DELETE');
    expect(await state()).toEqual(none);

    await write('/api/v1/users/me/watchlist', 'POST', { type: 'title', item_id: t.id });
    expect(await state()).toEqual({ ...none, watchlist: true });
    await write('/api/v1/users/me/watchlist', 'DELETE', { type: 'title', item_id: t.id });
    expect(await state()).toEqual(none);

    const list = (await (await env.ctx.request('/api/v1/lists', { method: 'POST', json: { name: 'Later' } })).json()).list;
    await write(`/api/v1/lists/${list.id}/items`, 'POST', { type: 'title', item_id: t.id });
    expect(await state()).toEqual({ ...none, lists: [list.id] });
    await write(`/api/v1/lists/${list.id}/items`, 'DELETE', { type: 'title', item_id: t.id });
    expect(await state()).toEqual(none);
    await write(`/api/v1/lists/${list.id}/items`, 'POST', { type: 'title', item_id: t.id });
    expect(await state()).toEqual({ ...none, lists: [list.id] });
    await write(`/api/v1/lists/${list.id}`, 'DELETE');
    expect(await state()).toEqual(none);

    await write(`/api/v1/titles/${t.id}/follow`, 'POST');
    expect(await state()).toEqual({ ...none, following: true });
    await write(`/api/v1/titles/${t.id}/follow`, 'DELETE');
    expect(await state()).toEqual(none);

    // a write to another title leaves this one's state as it was
    await write('/api/v1/users/me/ratings', 'POST', { rateable: 'title', id: other.id, rating: 3 });
    expect(await state()).toEqual(none);

    // written past this process (another server on the database, the CLI, an import): seen at once too
    await env.ctx.db.insertInto('ratings').values({ user_id: viewer.id, rateable_type: 'title', rateable_id: t.id, rating: 4 }).execute();
    expect(await state()).toEqual({ ...none, rating: 4 });
    await env.ctx.db.updateTable('ratings').set({ rating: 5 }).where('user_id', '=', viewer.id).where('rateable_id', '=', t.id).execute();
    expect(await state()).toEqual({ ...none, rating: 5 });
    const kept = (await (await env.ctx.request('/api/v1/lists', { method: 'POST', json: { name: 'Kept' } })).json()).list;
    await write(`/api/v1/lists/${kept.id}/items`, 'POST', { type: 'title', item_id: t.id });
    expect(await state()).toEqual({ ...none, rating: 5, lists: [kept.id] });
    await env.ctx.db.updateTable('lists').set({ workspace_id: 1 }).where('id', '=', kept.id).execute(); // moved to a workspace
    expect(await state()).toEqual({ ...none, rating: 5 });
    await env.ctx.db.deleteFrom('ratings').where('user_id', '=', viewer.id).execute();
    expect(await state()).toEqual(none);
  });

  it('needs titles.view', async () => {
    const t = await createTestTitle(env.ctx.db);
    const role = await env.ctx.db.selectFrom('roles').select('id').where('guests', '=', 1).executeTakeFirstOrThrow();
    const user = await createTestUser(env.ctx.db, { roleIds: [] });
    await env.ctx.signIn(user.id);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}`)).status).toBe(403);
    env.ctx.signOut();
    expect(role.id).toBeGreaterThan(0);
  });
});

describe('migration 0880: the viewer state version', () => {
  it('goes down and up again, its triggers with it', async () => {
    const { db } = env.ctx;
    const [t, user] = [await createTestTitle(db), await createTestUser(db)];
    const version = async () =>
      (await db.selectFrom('users').select('item_state_version').where('id', '=', user.id).executeTakeFirstOrThrow()).item_state_version;
    await migrateDown(db);
    await migrateUp(db);
    expect(await version()).toBe(0);
    await db.insertInto('ratings').values({ user_id: user.id, rateable_type: 'title', rateable_id: t.id, rating: 7 }).execute();
    expect(await version()).toBe(1);
    await db.insertInto('ratings').values({ user_id: user.id, rateable_type: 'episode', rateable_id: t.id, rating: 7 }).execute();
    expect(await version()).toBe(1); // only what a title read shows counts
  });
});
