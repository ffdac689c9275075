import { describe, expect, it } from 'vitest';
import { deleteUsers } from '../../accounts/users/user-deletion';
import { useCommunityContext } from '../../../testing/community';
import { createTestWorkspace, removeTestMember } from '../../../testing/workspace-lists';

const kit = useCommunityContext();

/** A call made while `workspaceId` is active, as the web client sends it (query for GET, body otherwise). */
function inWs(workspaceId: number, method: string, path: string, json: Record<string, unknown> = {}) {
  if (method === 'GET') return kit.call('GET', `${path}${path.includes('?') ? '&' : '?'}workspaceId=${workspaceId}`);
  return kit.call(method, path, { ...json, workspaceId });
}

const names = (res: { body: { pagination: { data: { name: string }[] } } }) => res.body.pagination.data.map((l) => l.name);

/** A, B (members of "Our house", A owns it) and a stranger S; B creates a private list in the workspace. */
async function household() {
  const [a, b, s] = [await kit.user(), await kit.user(), await kit.user()];
  const ws = await createTestWorkspace(kit.t.db, a.id, [{ id: b.id }]);
  await kit.as(b);
  const created = await inWs(ws, 'POST', 'lists', { name: 'Zebra Night Picks' });
  expect(created.status).toBe(201);
  return { a, b, s, ws, list: created.body.list as { id: number; workspace_id: number | null; user_id: number } };
}

describe('workspace lists', () => {
  it('belong to the workspace they were created in; every member sees and co-edits them', async () => {
    const { a, b, ws, list } = await household();
    expect(list).toMatchObject({ workspace_id: ws, user_id: b.id, public: false, is_shared_watchlist: false });
    const [t1, t2] = [await kit.title({ name: 'First Film' }), await kit.title({ name: 'Second Film' })];

    // A (another member, no workspace active) sees it by id and slug, and edits everything.
    await kit.as(a);
    const shown = await kit.call('GET', `lists/${list.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.list).toMatchObject({ workspace_id: ws, can_edit: true });
    expect((await kit.call('GET', 'lists/zebra-night-picks')).body.list.id).toBe(list.id);
    const added = await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t1.id });
    expect(added.status).toBe(201);
    expect(added.body.item.added_by).toEqual({ id: a.id, name: a.name });
    await kit.as(b);
    await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t2.id });
    await kit.as(a);
    const items = (await kit.call('GET', `lists/${list.id}`)).body.items.data;
    // co-editing: who added what
    expect(items.map((i: { item: { name: string }; added_by: unknown }) => [i.item.name, i.added_by])).toEqual([
      ['First Film', { id: a.id, name: a.name }],
      ['Second Film', { id: b.id, name: b.name }],
    ]);
    expect((await kit.call('POST', `lists/${list.id}/reorder`, { ids: [items[1].id, items[0].id] })).status).toBe(200);
    expect((await kit.call('DELETE', `lists/${list.id}/items`, { type: 'title', item_id: t2.id })).body.removed).toBe(true);
    const renamed = await kit.call('PUT', `lists/${list.id}`, { name: 'Renamed by A', public: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.list).toMatchObject({ name: 'Renamed by A', public: true, workspace_id: ws });
    expect((await kit.call('POST', 'comments', { commentable: `list:${list.id}`, content: 'Good picks' })).status).toBe(201);
    expect((await kit.call('DELETE', `lists/${list.id}`)).body.deleted).toBe(1);
    expect((await kit.call('GET', `lists/${list.id}`)).status).toBe(404);
  });

  it('are a 404 to non-members everywhere while private: URL, slug, items, comments, directory, profile, search', async () => {
    const { a, b, s, list } = await household();
    const t = await kit.title();
    await kit.as(b);
    await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t.id });
    await kit.call('POST', 'comments', { commentable: `list:${list.id}`, content: 'for the house' });
    // A member sees B's workspace list on B's profile, with the comment on it.
    await kit.as(a);
    expect(names(await kit.call('GET', `user-profile/${b.id}/lists`))).toContain('Zebra Night Picks');
    expect((await kit.call('GET', `user-profile/${b.id}/comments`)).body.pagination.total).toBe(1);

    for (const viewer of [s, null]) {
      await kit.as(viewer);
      expect((await kit.call('GET', `lists/${list.id}`)).status).toBe(404);
      expect((await kit.call('GET', 'lists/zebra-night-picks')).status).toBe(404);
      expect((await kit.call('GET', `comments?commentable=list:${list.id}`)).status).toBe(404);
      expect(names(await kit.call('GET', 'lists'))).toEqual([]);
      expect(names(await kit.call('GET', `lists?userId=${b.id}`))).toEqual([]);
      expect(names(await kit.call('GET', `user-profile/${b.id}/lists`))).toEqual([]);
      expect((await kit.call('GET', `user-profile/${b.id}`)).body.profile.counts.lists).toBe(0);
      expect((await kit.call('GET', `user-profile/${b.id}/comments`)).body.pagination.total).toBe(0);
      expect((await kit.call('GET', 'search/zebra?types=lists')).body.results.lists).toEqual([]);
    }
    await kit.as(s);
    expect((await kit.call('PUT', `lists/${list.id}`, { name: 'x' })).status).toBe(404);
    expect((await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t.id })).status).toBe(404);
    expect((await kit.call('DELETE', `lists/${list.id}/items`, { type: 'title', item_id: t.id })).status).toBe(404);
    expect((await kit.call('POST', `lists/${list.id}/reorder`, { ids: [1] })).status).toBe(404);
    expect((await kit.call('DELETE', `lists/${list.id}`)).status).toBe(404);
    expect((await kit.call('POST', 'comments', { commentable: `list:${list.id}`, content: 'hi' })).status).toBe(404);

    // Made public, it is everyone's to read (directory, search, profile), still only the members' to edit.
    await kit.as(b);
    await kit.call('PUT', `lists/${list.id}`, { public: true });
    await kit.as(s);
    expect((await kit.call('GET', `lists/${list.id}`)).body.list.can_edit).toBe(false);
    expect(names(await kit.call('GET', 'lists'))).toEqual(['Zebra Night Picks']);
    expect(names(await kit.call('GET', `user-profile/${b.id}/lists`))).toEqual(['Zebra Night Picks']);
    expect((await kit.call('GET', 'search/zebra?types=lists')).body.results.lists.map((l: { id: number }) => l.id)).toEqual([list.id]);
    expect((await kit.call('PUT', `lists/${list.id}`, { name: 'x' })).status).toBe(403);
    expect((await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t.id })).status).toBe(403);
  });

  it('stay with the workspace when their creator leaves it, and list managers keep their rights', async () => {
    const { a, b, ws, list } = await household();
    await removeTestMember(kit.t.db, ws, b.id);
    await kit.as(b);
    expect((await kit.call('GET', `lists/${list.id}`)).status).toBe(404);
    expect(names(await kit.call('GET', `lists?userId=${b.id}`))).toEqual([]);
    await kit.as(a);
    expect((await kit.call('PUT', `lists/${list.id}`, { description: 'still ours' })).status).toBe(200);
    await kit.as(await kit.admin());
    expect((await kit.call('GET', `lists/${list.id}`)).status).toBe(200);
    expect((await kit.call('PUT', `lists/${list.id}`, { description: 'moderated' })).status).toBe(200);
  });

  it('fill the lists page of the active workspace (scope=workspace) and stay out of the personal one', async () => {
    const { a, b, s, ws } = await household();
    await kit.as(a);
    await kit.call('POST', 'lists', { name: 'Only Mine' });
    const house = await inWs(ws, 'GET', 'lists?scope=workspace&perPage=100');
    expect(house.status).toBe(200);
    expect(names(house).sort()).toEqual(['Our watchlist', 'Zebra Night Picks']);
    expect(house.body.pagination.data.every((l: { workspace_id: number }) => l.workspace_id === ws)).toBe(true);
    expect(names(await kit.call('GET', 'lists?scope=personal'))).toEqual(['Only Mine']);
    // B created the workspace list, yet it is not among B's personal lists.
    await kit.as(b);
    expect(names(await kit.call('GET', 'lists?scope=personal'))).toEqual([]);
    expect((await kit.call('GET', 'lists?scope=workspace')).status).toBe(422);
    await kit.as(s);
    expect((await inWs(ws, 'GET', 'lists?scope=workspace')).status).toBe(403);
    await kit.as(null);
    expect((await kit.call('GET', 'lists?scope=personal')).status).toBe(401);
  });

  it("join the user's lists in the 'Add to list' menu while the workspace is active", async () => {
    const { a, ws, list } = await household();
    const t = await kit.title();
    await kit.as(a);
    await kit.call('POST', 'lists', { name: 'Only Mine' });
    await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t.id });
    const personal = (await kit.call('GET', `users/me/lists?item=title:${t.id}`)).body.lists;
    expect(personal.map((l: { name: string; workspace_id: number | null }) => [l.name, l.workspace_id])).toEqual([
      ['Watchlist', null],
      ['Only Mine', null],
    ]);
    const withHouse = (await inWs(ws, 'GET', `users/me/lists?item=title:${t.id}`)).body.lists;
    expect(
      withHouse.map((l: { name: string; workspace_id: number | null; has_item: boolean }) => [l.name, l.workspace_id, l.has_item]),
    ).toEqual([
      ['Watchlist', null, false],
      ['Only Mine', null, false],
      ['Our watchlist', ws, false],
      ['Zebra Night Picks', ws, true],
    ]);
    expect(withHouse[2]).toMatchObject({ is_shared_watchlist: true, is_watchlist: false });
    // The title payload's list ids stay the user's personal lists.
    expect((await kit.call('GET', `titles/${t.id}`)).body.title.user_list_ids).toEqual([]);
  });

  it('count towards the creator quota but the shared watchlist does not', async () => {
    const limited = await kit.limitedUser([{ name: 'lists.create', count: 1 }, { name: 'lists.view' }]);
    const ws = await createTestWorkspace(kit.t.db, limited.id);
    await kit.as(limited);
    await inWs(ws, 'POST', `workspaces/${ws}/watchlist`, { type: 'title', item_id: (await kit.title()).id });
    expect((await inWs(ws, 'POST', 'lists', { name: 'One' })).status).toBe(201);
    expect((await kit.call('POST', 'lists', { name: 'Two' })).status).toBe(403);
  });

  it('survive the deletion of a member who created them; their items no longer name them', async () => {
    const { a, b, ws, list } = await household();
    const t = await kit.title();
    await kit.as(b);
    await kit.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: t.id });
    await inWs(ws, 'POST', `workspaces/${ws}/watchlist`, { type: 'title', item_id: t.id });
    const own = (await kit.call('POST', 'lists', { name: 'B alone' })).body.list;

    await deleteUsers(kit.t.db, kit.t.services.storage, [b.id]);

    const db = kit.t.db;
    expect(await db.selectFrom('list_items').select('added_by').where('added_by', '=', b.id).execute()).toEqual([]);
    expect(await db.selectFrom('lists').select('id').where('id', '=', own.id).execute()).toEqual([]);
    await kit.as(a);
    const shown = await kit.call('GET', `lists/${list.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.list.user.id).toBe(a.id);
    expect(shown.body.items.data.map((i: { added_by: unknown }) => i.added_by)).toEqual([null]);
    expect((await kit.call('GET', `workspaces/${ws}/watchlist`)).body.items.data[0].added_by).toBeNull();
  });
});

describe('the shared watchlist (workspaces/{id}/watchlist)', () => {
  it("is the workspace's 'Our watchlist', created on first use, private to its members", async () => {
    const { a, b, s, ws } = await household();
    const t = await kit.title({ name: 'Family Night' });
    await kit.as(a);
    const first = await kit.call('GET', `workspaces/${ws}/watchlist`);
    expect(first.status).toBe(200);
    expect(first.body.list).toMatchObject({
      name: 'Our watchlist',
      public: false,
      workspace_id: ws,
      is_shared_watchlist: true,
      is_watchlist: false,
      items_count: 0,
    });
    const row = await kit.t.db.selectFrom('lists').selectAll().where('id', '=', first.body.list.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ workspace_watchlist_of: ws, workspace_id: ws, watchlist_of: null, user_id: a.id });

    // B adds, both see it, A removes; each call is idempotent.
    await kit.as(b);
    for (let i = 0; i < 2; i++) {
      const add = await kit.call('POST', `workspaces/${ws}/watchlist`, { type: 'title', item_id: t.id });
      expect(add.status).toBe(200);
      expect(add.body).toMatchObject({ in_watchlist: true, added: i === 0 });
    }
    expect((await kit.call('GET', `workspaces/${ws}/watchlist/ids`)).body).toEqual({ items: { title: [t.id], episode: [], person: [] } });
    // B's own watchlist is untouched.
    expect((await kit.call('GET', 'users/me/watchlist/ids')).body.items.title).toEqual([]);
    expect((await kit.call('GET', `titles/${t.id}`)).body.title.in_watchlist).toBe(false);
    await kit.as(a);
    const seen = await kit.call('GET', `workspaces/${ws}/watchlist`);
    expect(seen.body.list.id).toBe(first.body.list.id);
    expect(seen.body.items.data.map((i: { item: { name: string }; added_by: unknown }) => [i.item.name, i.added_by])).toEqual([
      ['Family Night', { id: b.id, name: b.name }],
    ]);
    expect((await kit.call('GET', `lists/${first.body.list.id}`)).status).toBe(200);
    expect((await kit.call('DELETE', `lists/${first.body.list.id}`)).status).toBe(422);
    for (let i = 0; i < 2; i++) {
      const rm = await kit.call('DELETE', `workspaces/${ws}/watchlist`, { type: 'title', item_id: t.id });
      expect(rm.body).toMatchObject({ in_watchlist: false, removed: i === 0 });
    }
    expect((await kit.call('GET', `workspaces/${ws}/watchlist/ids`)).body.items.title).toEqual([]);
    expect((await kit.call('POST', `workspaces/${ws}/watchlist`, { type: 'title', item_id: 987654 })).status).toBe(404);
    expect((await kit.call('POST', `workspaces/${ws}/watchlist`, { type: 'x' })).status).toBe(422);

    // Non-members get a 404 on every call and on the list itself; guests a 401.
    await kit.as(s);
    for (const [method, path, body] of [
      ['GET', `workspaces/${ws}/watchlist`],
      ['GET', `workspaces/${ws}/watchlist/ids`],
      ['POST', `workspaces/${ws}/watchlist`, { type: 'title', item_id: t.id }],
      ['DELETE', `workspaces/${ws}/watchlist`, { type: 'title', item_id: t.id }],
      ['GET', 'workspaces/999999/watchlist'],
    ] as const) {
      const res = await kit.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe('Workspace not found.');
    }
    expect((await kit.call('GET', `lists/${first.body.list.id}`)).status).toBe(404);
    await kit.as(null);
    expect((await kit.call('GET', `workspaces/${ws}/watchlist`)).status).toBe(401);
  });
});
