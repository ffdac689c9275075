import { describe, expect, it } from 'vitest';
import { createTestEpisode, createTestPerson, createTestSeason } from '../../catalogue/common/factories';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

async function makeList(body: Record<string, unknown> = {}) {
  const res = await kit.call('POST', 'lists', { name: 'My Favourites', ...body });
  expect(res.status).toBe(201);
  return res.body.list;
}

describe('lists', () => {
  it('creates, shows, updates and deletes a list (owner only)', async () => {
    const owner = await kit.user();
    const other = await kit.user();
    await kit.as(owner);
    const list = await makeList({ description: 'Best ones', public: true, layout: 'list', sort: 'name' });
    expect(list).toMatchObject({
      name: 'My Favourites',
      slug: 'my-favourites',
      public: true,
      layout: 'list',
      sort: 'name',
      is_watchlist: false,
    });

    const shown = await kit.call('GET', `lists/${list.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.list.user.id).toBe(owner.id);
    expect(shown.body.items.total).toBe(0);
    expect((await kit.call('GET', 'lists/my-favourites')).body.list.id).toBe(list.id);

    const updated = await kit.call('PUT', `lists/${list.id}`, { name: 'Renamed', layout: 'grid' });
    expect(updated.body.list).toMatchObject({ name: 'Renamed', slug: 'renamed', layout: 'grid', sort: 'name' });

    await kit.as(other);
    expect((await kit.call('PUT', `lists/${list.id}`, { name: 'Hijack' })).status).toBe(403);
    expect((await kit.call('DELETE', `lists/${list.id}`)).status).toBe(403);

    await kit.as(owner);
    expect((await kit.call('DELETE', `lists/${list.id}`)).body.deleted).toBe(1);
    expect((await kit.call('GET', `lists/${list.id}`)).status).toBe(404);
  });

  it('validates writes with field errors and needs a signed-in, non-banned user', async () => {
    expect((await kit.call('POST', 'lists', { name: 'x' })).status).toBe(401);
    const u = await kit.user();
    await kit.as(u);
    const bad = await kit.call('POST', 'lists', { name: '  ', layout: 'table', public: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'layout', 'public']));
    const list = await makeList();
    const badItem = await kit.call('POST', `lists/${list.id}/items`, { type: 'song', item_id: -1 });
    expect(badItem.status).toBe(422);
    expect(Object.keys(badItem.body.errors)).toEqual(expect.arrayContaining(['type', 'item_id']));
    expect((await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: 999999 })).status).toBe(404);

    await kit.t.db.updateTable('users').set({ banned_at: new Date().toISOString() }).where('id', '=', u.id).execute();
    const banned = await kit.call('POST', 'lists', { name: 'Nope' });
    expect(banned.status).toBe(403);
  });

  it('adds titles, people and episodes, removes, reorders and sorts them', async () => {
    const owner = await kit.user();
    await kit.as(owner);
    const list = await makeList();
    const a = await kit.title({ name: 'Alpha', release_date: '2001-01-01', rating: 5 });
    const b = await kit.title({ name: 'Bravo', release_date: '2020-01-01', rating: 9 });
    const c = await kit.title({ name: 'Charlie', release_date: '2010-01-01', rating: 7 });
    const person = await createTestPerson(kit.t.db, { name: 'Zed Person' });
    const series = await kit.title({ name: 'Series', type: 'series' });
    const season = await createTestSeason(kit.t.db, series.id, 1);
    const episode = await createTestEpisode(kit.t.db, season, { name: 'Pilot' });

    for (const t of [c, a, b])
      expect((await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t.id })).status).toBe(201);
    // Adding again is harmless.
    const again = await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: a.id });
    expect(again.status).toBe(200);
    expect(again.body.added).toBe(false);
    await kit.call('POST', `lists/${list.id}/items`, { type: 'person', item_id: person.id });
    await kit.call('POST', `lists/${list.id}/items`, { type: 'episode', item_id: episode.id });

    let shown = await kit.call('GET', `lists/${list.id}`);
    expect(shown.body.list.items_count).toBe(5);
    expect(shown.body.items.data.map((i: { item: { name: string } }) => i.item.name)).toEqual([
      'Charlie',
      'Alpha',
      'Bravo',
      'Zed Person',
      'Pilot',
    ]);

    const removed = await kit.call('DELETE', `lists/${list.id}/items`, { type: 'person', item_id: person.id });
    expect(removed.body.removed).toBe(true);
    await kit.call('DELETE', `lists/${list.id}/items`, { type: 'episode', item_id: episode.id });

    shown = await kit.call('GET', `lists/${list.id}`);
    const ids = shown.body.items.data.map((i: { id: number }) => i.id);
    const reorder = await kit.call('POST', `lists/${list.id}/reorder`, { ids: [ids[2], ids[0], ids[1]] });
    expect(reorder.status).toBe(200);
    const names = async (query = '') =>
      (await kit.call('GET', `lists/${list.id}${query}`)).body.items.data.map((i: { item: { name: string } }) => i.item.name);
    expect(await names()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(await names('?sortBy=name')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('?sortBy=release_date')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(await names('?sortBy=rating')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(await names('?sortBy=date_added')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(await names('?query=arl')).toEqual(['Charlie']);
    expect(await names('?query=nothing-like-this')).toEqual([]);

    // The list's stored sort applies when none is asked for.
    await kit.call('PUT', `lists/${list.id}`, { sort: 'name' });
    expect(await names()).toEqual(['Alpha', 'Bravo', 'Charlie']);

    const wrong = await kit.call('POST', `lists/${list.id}/reorder`, { ids: [999999] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.ids).toBeDefined();
  });

  it('keeps private lists invisible (404) to others in every place, but not to the owner or admins', async () => {
    const owner = await kit.user({ name: 'Owner Person' });
    const other = await kit.user();
    const admin = await kit.admin();
    await kit.as(owner);
    const secret = await makeList({ name: 'Secret Zebra Picks', public: false });
    const open = await makeList({ name: 'Open Zebra Picks', public: true });
    expect((await kit.call('POST', 'comments', { commentable: `list:${secret.id}`, content: 'note to self' })).status).toBe(201);
    expect((await kit.call('GET', `user-profile/${owner.id}/comments`)).body.pagination.total).toBe(1);

    const listNames = (res: { body: { pagination: { data: { name: string }[] } } }) => res.body.pagination.data.map((l) => l.name);
    // Owner sees both on their profile filter.
    expect(listNames(await kit.call('GET', `lists?userId=${owner.id}`))).toEqual(
      expect.arrayContaining(['Secret Zebra Picks', 'Open Zebra Picks']),
    );

    for (const viewer of [other, null]) {
      await kit.as(viewer);
      expect(listNames(await kit.call('GET', 'lists'))).toEqual(['Open Zebra Picks']);
      expect(listNames(await kit.call('GET', `lists?userId=${owner.id}`))).toEqual(['Open Zebra Picks']);
      expect((await kit.call('GET', `lists/${secret.id}`)).status).toBe(404);
      expect((await kit.call('GET', 'lists/secret-zebra-picks')).status).toBe(404);
      expect(listNames(await kit.call('GET', `user-profile/${owner.id}/lists`))).toEqual(['Open Zebra Picks']);
      expect((await kit.call('GET', `user-profile/${owner.id}`)).body.profile.counts.lists).toBe(1);
      const search = await kit.call('GET', 'search/zebra?types=lists');
      expect(search.body.results.lists.map((l: { name: string }) => l.name)).toEqual(['Open Zebra Picks']);
      expect((await kit.call('GET', `comments?commentable=list:${secret.id}`)).status).toBe(404);
      // Comments on a private list would reveal it: they are left out of the profile too.
      expect((await kit.call('GET', `user-profile/${owner.id}/comments`)).body.pagination.total).toBe(0);
      expect((await kit.call('GET', `user-profile/${owner.id}`)).body.profile.counts.comments).toBe(0);
    }
    await kit.as(other);
    // Editing a list you cannot see is also a 404, never a 403 that would confirm it exists.
    expect((await kit.call('PUT', `lists/${secret.id}`, { name: 'x' })).status).toBe(404);
    expect((await kit.call('POST', `lists/${secret.id}/items`, { type: 'title', item_id: 1 })).status).toBe(404);
    expect((await kit.call('POST', 'comments', { commentable: `list:${secret.id}`, content: 'hi' })).status).toBe(404);

    await kit.as(admin);
    expect((await kit.call('GET', `lists/${secret.id}`)).status).toBe(200);
    expect((await kit.call('PUT', `lists/${secret.id}`, { description: 'moderated' })).status).toBe(200);

    // Turning a public list private removes it from search at once.
    await kit.as(owner);
    await kit.call('PUT', `lists/${open.id}`, { public: false });
    await kit.as(other);
    expect((await kit.call('GET', 'search/zebra?types=lists')).body.results.lists).toEqual([]);
  });

  it('enforces the lists.create count quota with a 403 distinct from a missing permission', async () => {
    const limited = await kit.limitedUser([{ name: 'lists.create', count: 1 }, { name: 'lists.view' }]);
    await kit.as(limited);
    await makeList();
    // The watchlist does not count towards the quota.
    await kit.call('POST', 'users/me/watchlist', { type: 'title', item_id: (await kit.title()).id });
    const over = await kit.call('POST', 'lists', { name: 'Second' });
    expect(over.status).toBe(403);
    expect(over.body.message).toMatch(/limit of 1/);

    const without = await kit.limitedUser([{ name: 'lists.view' }]);
    await kit.as(without);
    const denied = await kit.call('POST', 'lists', { name: 'Nope' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).not.toMatch(/limit/);
  });

  it("tells which of the user's lists hold an item (the 'Add to list' menu)", async () => {
    const u = await kit.user();
    await kit.as(u);
    const t = await kit.title();
    const one = await makeList({ name: 'One' });
    await makeList({ name: 'Two' });
    await kit.call('POST', `lists/${one.id}/items`, { type: 'title', item_id: t.id });
    const res = await kit.call('GET', `users/me/lists?item=title:${t.id}`);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.lists.map((l: { name: string; has_item: boolean }) => [l.name, l.has_item]));
    expect(byName).toEqual({ Watchlist: false, One: true, Two: false });
    expect(res.body.lists[0].is_watchlist).toBe(true);
    expect((await kit.call('GET', 'users/me/lists?item=song:1')).status).toBe(422);
    await kit.as(null);
    expect((await kit.call('GET', 'users/me/lists')).status).toBe(401);
  });

  it('refuses to delete the watchlist', async () => {
    const u = await kit.user();
    await kit.as(u);
    const { body } = await kit.call('GET', 'users/me/watchlist');
    const res = await kit.call('DELETE', `lists/${body.list.id}`);
    expect(res.status).toBe(422);
  });
});
