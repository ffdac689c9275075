import { describe, expect, it } from 'vitest';
import { deleteUsers } from '../accounts/users/user-deletion';
import { createTestTitle } from '../catalogue/common/factories';
import { useWorkspaceKit } from '../../testing/workspaces';

const kit = useWorkspaceKit();

const deleteUser = (id: number) => deleteUsers(kit.t.db, kit.t.services.storage, [id]);

/** Rows pointing at users, workspaces or lists that are gone: there must be none. */
async function orphans() {
  const db = kit.t.db;
  const users = new Set((await db.selectFrom('users').select('id').execute()).map((r) => r.id));
  const workspaces = new Set((await db.selectFrom('workspaces').select('id').execute()).map((r) => r.id));
  const owners = (await db.selectFrom('workspaces').select('owner_id').execute()).filter((w) => !users.has(w.owner_id));
  const members = (await db.selectFrom('workspace_members').select(['user_id', 'workspace_id']).execute()).filter(
    (m) => !users.has(m.user_id) || !workspaces.has(m.workspace_id),
  );
  const invites = (await db.selectFrom('workspace_invites').select(['workspace_id', 'inviter_id']).execute()).filter(
    (i) => !workspaces.has(i.workspace_id) || (i.inviter_id !== null && !users.has(i.inviter_id)),
  );
  const lists = (await db.selectFrom('lists').select(['user_id', 'workspace_id', 'workspace_watchlist_of']).execute()).filter(
    (l) =>
      !users.has(l.user_id) ||
      (l.workspace_id !== null && !workspaces.has(l.workspace_id)) ||
      (l.workspace_watchlist_of !== null && !workspaces.has(l.workspace_watchlist_of)),
  );
  const items = (await db.selectFrom('list_items').select('added_by').execute()).filter(
    (i) => i.added_by !== null && !users.has(i.added_by),
  );
  return { owners, members, invites, lists, items };
}
const none = { owners: [], members: [], invites: [], lists: [], items: [] };

describe('deleting a user who is in workspaces', () => {
  it('hands a workspace to its longest-standing admin, with the lists the user made there; nothing is orphaned', async () => {
    const ann = await kit.user();
    const early = await kit.user();
    const admin = await kit.user();
    const laterAdmin = await kit.user();
    const ws = await kit.workspace(ann, [{ user: early }, { user: admin, role: 'admin' }, { user: laterAdmin, role: 'admin' }]);
    const shared = await kit.list(ann, { name: 'Ann made this', workspace_id: ws.id });
    const watchlist = await kit.list(ann, { name: 'Our watchlist', workspace_id: ws.id, workspace_watchlist_of: ws.id });
    const othersList = await kit.list(early, { name: 'Early made this', workspace_id: ws.id });
    const personal = await kit.list(ann, { name: 'Personal' });
    const title = await createTestTitle(kit.t.db, { name: 'Heat' });
    await kit.t.db
      .insertInto('list_items')
      .values({ list_id: othersList.id, item_type: 'title', item_id: title.id, added_by: ann.id })
      .execute();
    await kit.as(ann);
    const [sent] = (await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: ['later@example.com'] })).body.invites;

    expect(await deleteUser(ann.id)).toBe(1);

    const w = await kit.t.db.selectFrom('workspaces').selectAll().where('id', '=', ws.id).executeTakeFirstOrThrow();
    expect(w.owner_id).toBe(admin.id);
    expect((await kit.members(ws.id)).map((m) => [m.user_id, m.role])).toEqual([
      [early.id, 'member'],
      [admin.id, 'owner'],
      [laterAdmin.id, 'admin'],
    ]);
    expect(await kit.findList(shared.id)).toMatchObject({ user_id: admin.id, workspace_id: ws.id });
    expect(await kit.findList(watchlist.id)).toMatchObject({ user_id: admin.id, workspace_watchlist_of: ws.id });
    expect(await kit.findList(othersList.id)).toMatchObject({ user_id: early.id, workspace_id: ws.id });
    expect(await kit.findList(personal.id)).toBeUndefined();
    expect(
      (await kit.t.db.selectFrom('list_items').select('added_by').where('list_id', '=', othersList.id).executeTakeFirstOrThrow()).added_by,
    ).toBeNull();
    // The invite Ann sent still stands, without an inviter.
    expect(await kit.invite(sent.id)).toMatchObject({ status: 'pending', inviter_id: null });
    expect(await orphans()).toEqual(none);

    // The new owner runs the workspace.
    await kit.as(admin);
    expect((await kit.call('GET', `workspaces/${ws.id}`)).body.workspace).toMatchObject({
      role: 'owner',
      owner_id: admin.id,
      members_count: 3,
    });
  });

  it('without admins, the longest-standing member becomes the owner', async () => {
    const ann = await kit.user();
    const first = await kit.user();
    const second = await kit.user();
    const ws = await kit.workspace(ann, [{ user: first }, { user: second }]);
    await deleteUser(ann.id);
    expect((await kit.members(ws.id)).map((m) => [m.user_id, m.role])).toEqual([
      [first.id, 'owner'],
      [second.id, 'member'],
    ]);
    expect(await orphans()).toEqual(none);
  });

  it('dissolves a workspace with no other member: its lists go with the user, its invites and their notifications go', async () => {
    const solo = await kit.user();
    const carl = await kit.user();
    const ws = await kit.workspace(solo);
    const shared = await kit.list(solo, { workspace_id: ws.id });
    const watchlist = await kit.list(solo, { workspace_id: ws.id, workspace_watchlist_of: ws.id });
    // A list a former member left behind goes too: nobody is left to see it.
    const leftBehind = await kit.list(carl, { workspace_id: ws.id });
    await kit.as(solo);
    await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: [carl.email] });
    expect(await kit.notifications(carl.id)).toHaveLength(1);

    await deleteUser(solo.id);
    expect(await kit.t.db.selectFrom('workspaces').select('id').where('id', '=', ws.id).execute()).toEqual([]);
    expect(await kit.t.db.selectFrom('workspace_invites').select('id').where('workspace_id', '=', ws.id).execute()).toEqual([]);
    expect(await kit.notifications(carl.id)).toEqual([]);
    for (const l of [shared, watchlist, leftBehind]) expect(await kit.findList(l.id)).toBeUndefined();
    expect(await orphans()).toEqual(none);
  });

  it('a deleted member leaves their workspaces; lists they made there pass to the owner', async () => {
    const owner = await kit.user();
    const bob = await kit.user();
    const ws = await kit.workspace(owner, [{ user: bob }]);
    const bobs = await kit.list(bob, { workspace_id: ws.id });
    await deleteUser(bob.id);
    expect((await kit.members(ws.id)).map((m) => m.user_id)).toEqual([owner.id]);
    expect(await kit.findList(bobs.id)).toMatchObject({ user_id: owner.id, workspace_id: ws.id });
    expect(await orphans()).toEqual(none);
  });

  it('deleting two owners of one workspace together hands it to someone who stays', async () => {
    const ann = await kit.user();
    const adminToo = await kit.user();
    const stays = await kit.user();
    const ws = await kit.workspace(ann, [{ user: adminToo, role: 'admin' }, { user: stays }]);
    await deleteUsers(kit.t.db, kit.t.services.storage, [ann.id, adminToo.id]);
    expect((await kit.members(ws.id)).map((m) => [m.user_id, m.role])).toEqual([[stays.id, 'owner']]);
    expect(await orphans()).toEqual(none);
  });
});
