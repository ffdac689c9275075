import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';
import { createTestArticle, createTestPerson, createTestTitle } from '../../catalogue/common/factories';
import { refreshAllChannels } from './channels.queries';
import { scheduledTasks } from '../../../platform/scheduler';

const t = useTestContext({}, { each: true });

/** The rows of the seeded home page, in order. */
const HOME_ROWS = ['trending', 'popular-movies', 'popular-series', 'top-rated', 'genres', 'upcoming', 'latest-news'];
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function asAdmin() {
  const admin = await createTestUser(t.db, { admin: true });
  await t.signIn(admin.id);
  return admin;
}

async function catalogue() {
  const drama = await createTestTitle(t.db, {
    name: 'Slow River',
    type: 'movie',
    popularity: 90,
    rating: 8.1,
    vote_count: 500,
    backdrop: '/storage/b1.webp',
    genres: ['Drama'],
  });
  const comedy = await createTestTitle(t.db, {
    name: 'Loud Neighbours',
    type: 'movie',
    popularity: 50,
    rating: 6.2,
    vote_count: 300,
    genres: ['Comedy'],
  });
  const series = await createTestTitle(t.db, {
    name: 'North Pier',
    type: 'series',
    popularity: 70,
    rating: 8.9,
    vote_count: 1200,
    genres: ['Drama', 'Crime'],
  });
  const soon = await createTestTitle(t.db, { name: 'Not Yet', type: 'movie', popularity: 10, release_date: future(30), genres: ['Drama'] });
  return { drama, comedy, series, soon };
}

describe('default channels', () => {
  it('seeds a home page of rows and the navbar pages on a fresh install', async () => {
    const channels = await t.db.selectFrom('channels').select(['slug']).execute();
    expect(channels.map((c) => c.slug)).toEqual(expect.arrayContaining(['home', ...HOME_ROWS, 'movies', 'series', 'people', 'news']));
    const res = await t.request('/api/v1/channel/home');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.channel).toMatchObject({ slug: 'home', content_type: 'channels', hide_title: true });
    expect(body.channel.items.data.map((c: { slug: string }) => c.slug)).toEqual(HOME_ROWS);
    expect(scheduledTasks().map((s) => s.name)).toContain('channels:refresh');
  });

  it('fills rows from saved queries: popular, top rated, upcoming, news, people', async () => {
    const { drama, comedy, series, soon } = await catalogue();
    const article = await createTestArticle(t.db, { title: 'Festival opens', body: '<p>The <b>festival</b> opens tonight.</p>' });
    const person = await createTestPerson(t.db, { name: 'Ines Voss', popularity: 99 });
    await refreshAllChannels(t.db);
    const home = await (await t.request('/api/v1/channel/home')).json();
    const row = (slug: string) => home.channel.items.data.find((c: { slug: string }) => c.slug === slug);
    expect(row('popular-movies').items.map((i: { id: number }) => i.id)).toEqual([drama.id, comedy.id, soon.id]);
    expect(row('popular-series').items.map((i: { id: number }) => i.id)).toEqual([series.id]);
    expect(row('top-rated').items.map((i: { id: number }) => i.id)).toEqual([series.id, drama.id, comedy.id]);
    expect(row('upcoming').items.map((i: { id: number }) => i.id)).toEqual([soon.id]);
    expect(row('trending').items.map((i: { id: number }) => i.id)).toEqual([drama.id]);
    expect(row('trending').items[0]).toMatchObject({
      model_type: 'title',
      name: 'Slow River',
      slug: 'slow-river',
      backdrop: '/storage/b1.webp',
      genres: [expect.objectContaining({ name: 'Drama' })],
    });
    expect(row('latest-news').items[0]).toMatchObject({ id: article.id, model_type: 'news', excerpt: 'The festival opens tonight.' });
    const people = await (await t.request('/api/v1/channel/people')).json();
    expect(people.channel.items.data[0]).toMatchObject({ id: person.id, model_type: 'person', name: 'Ines Voss' });
  });

  it('fills the trailers channel from approved, ready trailers and shows public lists', async () => {
    const { drama } = await catalogue();
    const video = (name: string, extra: Record<string, unknown>) =>
      t.db
        .insertInto('videos')
        .values({
          name,
          type: 'embed',
          src: 'https://www.youtube.com/embed/abc',
          title_id: drama.id,
          category: 'trailer',
          approved: 1,
          status: 'ready',
          ...extra,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const trailer = await video('Official trailer', {});
    await video('Pending trailer', { approved: 0 });
    await video('A clip', { category: 'clip' });
    await refreshAllChannels(t.db);
    const trailers = await (await t.request('/api/v1/channel/latest-trailers')).json();
    expect(trailers.channel.items.data).toEqual([
      expect.objectContaining({
        id: trailer.id,
        model_type: 'video',
        name: 'Official trailer',
        title: { id: drama.id, name: 'Slow River', slug: 'slow-river' },
      }),
    ]);

    await asAdmin();
    const owner = await createTestUser(t.db);
    const list = (name: string, isPublic: number) =>
      t.db
        .insertInto('lists')
        .values({ user_id: owner.id, name, slug: name.toLowerCase().replace(/ /g, '-'), public: isPublic, items_count: 2 } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const open = await list('Rainy day films', 1);
    const closed = await list('My secrets', 0);
    const { channel } = await (
      await t.request('/api/v1/channel', { method: 'POST', json: { name: 'Community lists', content_type: 'lists' } })
    ).json();
    expect(
      (await t.request(`/api/v1/channel/${channel.id}/add`, { method: 'POST', json: { item: { type: 'list', id: open.id } } })).status,
    ).toBe(200);
    expect(
      (await t.request(`/api/v1/channel/${channel.id}/add`, { method: 'POST', json: { item: { type: 'list', id: closed.id } } })).status,
    ).toBe(422);
    const page = await (await t.request(`/api/v1/channel/${channel.id}`)).json();
    expect(page.channel.items.data).toEqual([expect.objectContaining({ id: open.id, model_type: 'list', name: 'Rainy day films' })]);
  });

  it('paginates a channel and narrows it by a restriction value', async () => {
    const { drama, soon } = await catalogue();
    await refreshAllChannels(t.db);
    const page = await (await t.request('/api/v1/channel/movies?perPage=2&page=2')).json();
    expect(page.channel.items).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page.channel.items.data).toHaveLength(1);
    const dramas = await (await t.request('/api/v1/channel/movies?restriction=drama')).json();
    expect(dramas.channel.items.data.map((i: { id: number }) => i.id)).toEqual([drama.id, soon.id]);
    expect(dramas.restriction).toEqual({ type: 'genre', value: 'drama', name: 'Drama' });
    const none = await (await t.request('/api/v1/channel/movies?restriction=western')).json();
    expect(none.channel.items.total).toBe(0);
    // by id and id-slug too
    const id = page.channel.id;
    expect((await t.request(`/api/v1/channel/${id}`)).status).toBe(200);
    expect((await t.request(`/api/v1/channel/${id}-movies`)).status).toBe(200);
    expect((await t.request('/api/v1/channel/no-such-channel')).status).toBe(404);
  });
});

describe('channel writes', () => {
  it('creates a manual channel, adds, reorders and removes items', async () => {
    await asAdmin();
    const { drama, comedy, series } = await catalogue();
    const created = await t.request('/api/v1/channel', {
      method: 'POST',
      json: { name: 'Staff picks', layout: 'carousel', content_type: 'titles' },
    });
    expect(created.status).toBe(201);
    const { channel } = await created.json();
    expect(channel).toMatchObject({ slug: 'staff-picks', auto_update: null, layout: 'carousel' });
    for (const id of [drama.id, comedy.id, series.id]) {
      const res = await t.request(`/api/v1/channel/${channel.id}/add`, { method: 'POST', json: { item: { type: 'title', id } } });
      expect(res.status).toBe(200);
    }
    const reordered = await t.request('/api/v1/channel/reorder-items', {
      method: 'POST',
      json: {
        channel_id: channel.id,
        items: [
          { type: 'title', id: series.id },
          { type: 'title', id: drama.id },
        ],
      },
    });
    expect((await reordered.json()).channel.items.data.map((i: { id: number }) => i.id)).toEqual([series.id, drama.id, comedy.id]);
    const removed = await t.request(`/api/v1/channel/${channel.id}/remove`, {
      method: 'POST',
      json: { item: { type: 'title', id: drama.id } },
    });
    expect((await removed.json()).channel.items.data.map((i: { id: number }) => i.id)).toEqual([series.id, comedy.id]);
    // the public page shows the change at once (cache invalidated)
    const page = await (await t.request('/api/v1/channel/staff-picks')).json();
    expect(page.channel.items.total).toBe(2);
    // a deleted title leaves the channel at the next refresh
    await t.db.deleteFrom('titles').where('id', '=', series.id).execute();
    await refreshAllChannels(t.db);
    t.services.cache.clear();
    const after = await (await t.request('/api/v1/channel/staff-picks')).json();
    expect(after.channel.items.data.map((i: { id: number }) => i.id)).toEqual([comedy.id]);
    expect(after.channel.items.total).toBe(1);
  });

  it('refuses wrong item types, missing items and hand edits of query channels', async () => {
    await asAdmin();
    const { drama } = await catalogue();
    const { channel } = await (
      await t.request('/api/v1/channel', { method: 'POST', json: { name: 'People I like', content_type: 'people' } })
    ).json();
    const wrongType = await t.request(`/api/v1/channel/${channel.id}/add`, {
      method: 'POST',
      json: { item: { type: 'title', id: drama.id } },
    });
    expect(wrongType.status).toBe(422);
    const missing = await t.request(`/api/v1/channel/${channel.id}/add`, { method: 'POST', json: { item: { type: 'person', id: 99999 } } });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors['item.id']).toBeDefined();
    const movies = await (await t.request('/api/v1/channel/movies')).json();
    expect(
      (await t.request(`/api/v1/channel/${movies.channel.id}/add`, { method: 'POST', json: { item: { type: 'title', id: drama.id } } }))
        .status,
    ).toBe(422);
    const bad = await t.request('/api/v1/channel', {
      method: 'POST',
      json: { name: 'X', content_type: 'people', auto_update: 'popular_movies' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.auto_update).toBeDefined();
    const badLayout = await t.request('/api/v1/channel', { method: 'POST', json: { name: 'X', layout: 'spiral' } });
    expect(badLayout.status).toBe(422);
    const dupe = await t.request('/api/v1/channel', { method: 'POST', json: { name: 'Movies again', slug: 'movies' } });
    expect(dupe.status).toBe(422);
  });

  it('updates a channel’s saved query and re-runs it on update-content', async () => {
    await asAdmin();
    const { drama, series } = await catalogue();
    const movies = (await (await t.request('/api/v1/channel/movies')).json()).channel;
    const updated = await t.request(`/api/v1/channel/${movies.id}`, {
      method: 'PUT',
      json: { auto_update: 'top_rated_titles', name: 'Best of' },
    });
    expect(updated.status).toBe(200);
    const page = await (await t.request('/api/v1/channel/movies')).json();
    expect(page.channel.name).toBe('Best of');
    expect(page.channel.items.data.map((i: { id: number }) => i.id).slice(0, 2)).toEqual([series.id, drama.id]);
    const newcomer = await createTestTitle(t.db, { name: 'Perfect Ten', rating: 9.9, vote_count: 50 });
    const refreshed = await t.request(`/api/v1/channel/${movies.id}/update-content`, { method: 'POST' });
    expect((await refreshed.json()).channel.items.data[0].id).toBe(newcomer.id);
    // method override: PUT sent as POST with _method
    const overridden = await t.request(`/api/v1/channel/${movies.id}?_method=PUT`, { method: 'POST', json: { description: 'Top rated.' } });
    expect(overridden.status).toBe(200);
    expect((await overridden.json()).channel.description).toBe('Top rated.');
  });

  it('lists channels by name with a search filter', async () => {
    const all = await (await t.request('/api/v1/channel?perPage=100')).json();
    expect(all.pagination.total).toBeGreaterThanOrEqual(12);
    const found = await (await t.request('/api/v1/channel?query=popular')).json();
    expect(found.pagination.data.map((c: { slug: string }) => c.slug)).toEqual(['popular-movies', 'popular-series']);
    const wildcard = await (await t.request('/api/v1/channel?query=%25')).json();
    expect(wildcard.pagination.total).toBe(0);
  });

  it('deletes channels but never the home page', async () => {
    await asAdmin();
    const home = (await (await t.request('/api/v1/channel/home')).json()).channel;
    expect((await t.request(`/api/v1/channel/${home.id}`, { method: 'DELETE' })).status).toBe(409);
    const upcoming = (await (await t.request('/api/v1/channel/upcoming')).json()).channel;
    expect((await t.request(`/api/v1/channel/${upcoming.id}`, { method: 'DELETE' })).status).toBe(200);
    const rows = (await (await t.request('/api/v1/channel/home')).json()).channel.items.data.map((c: { slug: string }) => c.slug);
    expect(rows).not.toContain('upcoming');
  });

  it('needs channels.update to write and channels.view to read', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    expect((await t.request('/api/v1/channel', { method: 'POST', json: { name: 'Mine' } })).status).toBe(403);
    expect((await t.request('/api/v1/channel/home')).status).toBe(200);
    t.signOut();
    expect((await t.request('/api/v1/channel', { method: 'POST', json: { name: 'Mine' } })).status).toBe(401);
    const guests = await t.db.selectFrom('roles').select('id').where('guests', '=', 1).executeTakeFirstOrThrow();
    await t.db.deleteFrom('role_permissions').where('role_id', '=', guests.id).execute();
    t.services.cache.clear();
    expect((await t.request('/api/v1/channel/home')).status).toBe(401);
  });
});
