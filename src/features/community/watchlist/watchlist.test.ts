import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

describe('watchlist', () => {
  it("is every user's private default list, created on first use", async () => {
    const u = await kit.user();
    await kit.as(u);
    const first = await kit.call('GET', 'users/me/watchlist');
    expect(first.status).toBe(200);
    expect(first.body.list).toMatchObject({ name: 'Watchlist', is_watchlist: true, public: false, items_count: 0 });
    expect((await kit.call('GET', 'users/me/watchlist')).body.list.id).toBe(first.body.list.id);
    await kit.as(await kit.user());
    expect((await kit.call('GET', `lists/${first.body.list.id}`)).status).toBe(404);
    await kit.as(null);
    expect((await kit.call('GET', 'users/me/watchlist')).status).toBe(401);
  });

  it('adds and removes idempotently and shows the state on the title payload', async () => {
    const u = await kit.user();
    const t = await kit.title({ name: 'Watch Me' });
    await kit.as(u);
    for (let i = 0; i < 2; i++) {
      const add = await kit.call('POST', 'users/me/watchlist', { type: 'title', item_id: t.id });
      expect(add.status).toBe(200);
      expect(add.body).toMatchObject({ in_watchlist: true, added: i === 0 });
    }
    let wl = await kit.call('GET', 'users/me/watchlist');
    expect(wl.body.items.data.map((i: { item: { name: string } }) => i.item.name)).toEqual(['Watch Me']);
    expect((await kit.call('GET', `titles/${t.id}`)).body.title.in_watchlist).toBe(true);
    const list = (await kit.call('POST', 'lists', { name: 'Other' })).body.list;
    await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t.id });
    expect((await kit.call('GET', `titles/${t.id}`)).body.title.user_list_ids).toEqual([list.id]);

    for (let i = 0; i < 2; i++) {
      const rm = await kit.call('DELETE', 'users/me/watchlist', { type: 'title', item_id: t.id });
      expect(rm.body).toMatchObject({ in_watchlist: false, removed: i === 0 });
    }
    wl = await kit.call('GET', 'users/me/watchlist');
    expect(wl.body.items.total).toBe(0);
    expect((await kit.call('GET', `titles/${t.id}`)).body.title.in_watchlist).toBe(false);

    expect((await kit.call('POST', 'users/me/watchlist', { type: 'title', item_id: 987654 })).status).toBe(404);
    expect((await kit.call('POST', 'users/me/watchlist', { type: 'x' })).status).toBe(422);
  });
});

describe('GET users/me/watchlist/ids', () => {
  it("lists the ids on the user's watchlist by type, for cards, and needs a login", async () => {
    expect((await kit.call('GET', 'users/me/watchlist/ids')).status).toBe(401);
    const [x, y, z] = [await kit.title(), await kit.title(), await kit.title()];
    const u = await kit.user();
    await kit.as(u);
    expect((await kit.call('GET', 'users/me/watchlist/ids')).body).toEqual({ items: { title: [], episode: [], person: [] } });
    await kit.call('POST', 'users/me/watchlist', { type: 'title', item_id: x.id });
    await kit.call('POST', 'users/me/watchlist', { type: 'title', item_id: z.id });
    // a custom list's items are not the watchlist
    const list = (await kit.call('POST', 'lists', { name: 'Other' })).body.list;
    await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: y.id });
    const ids = (await kit.call('GET', 'users/me/watchlist/ids')).body.items;
    expect([...ids.title].sort()).toEqual([x.id, z.id].sort());
    await kit.as(await kit.user());
    expect((await kit.call('GET', 'users/me/watchlist/ids')).body.items.title).toEqual([]);
  });
});
