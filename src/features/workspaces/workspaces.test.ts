import { describe, expect, it } from 'vitest';
import { useWorkspaceKit } from '../../testing/workspaces';

const kit = useWorkspaceKit();

describe('workspaces: create, list, show, rename, delete', () => {
  it('creates a workspace whose creator is the owner, and lists mine oldest first', async () => {
    const ann = await kit.user({ name: 'Ann' });
    await kit.as(ann);
    const created = await kit.call('POST', 'workspaces', { name: '  Our house  ' });
    expect(created.status).toBe(201);
    expect(created.body.workspace).toMatchObject({ name: 'Our house', default: false, owner_id: ann.id, role: 'owner', members_count: 1 });
    const second = await kit.call('POST', 'workspaces', { name: 'Film club' });

    const mine = await kit.call('GET', 'workspaces');
    expect(mine.status).toBe(200);
    expect(mine.body.workspaces.map((w: { name: string }) => w.name)).toEqual(['Our house', 'Film club']);
    expect(mine.body.workspaces[1]).toEqual(second.body.workspace);

    // Someone else's workspaces are not in my list.
    await kit.as(await kit.user());
    expect((await kit.call('GET', 'workspaces')).body.workspaces).toEqual([]);
  });

  it('validates the name with field errors and needs a signed-in user', async () => {
    await kit.as(null);
    expect((await kit.call('GET', 'workspaces')).status).toBe(401);
    expect((await kit.call('POST', 'workspaces', { name: 'x' })).status).toBe(401);
    await kit.as(await kit.user());
    const blank = await kit.call('POST', 'workspaces', { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ message: 'The name is required.', errors: { name: ['The name is required.'] } });
    const long = await kit.call('POST', 'workspaces', { name: 'x'.repeat(101) });
    expect(long.body.errors.name).toEqual(['The name may not be longer than 100 characters.']);
    expect((await kit.call('POST', 'workspaces', {})).status).toBe(422);
  });

  it('limits how many workspaces a user may own through the workspaces.create count restriction', async () => {
    const one = await kit.limitedUser(1);
    await kit.as(one);
    expect((await kit.call('POST', 'workspaces', { name: 'First' })).status).toBe(201);
    const over = await kit.call('POST', 'workspaces', { name: 'Second' });
    expect(over.status).toBe(403);
    expect(over.body.message).toBe('You have reached the limit of 1 for this action.');

    // Being a member of someone else's workspace does not count against the quota of owned ones.
    const none = await kit.user({ roleIds: [] });
    await kit.as(none);
    expect((await kit.call('POST', 'workspaces', { name: 'No grant' })).status).toBe(403);
  });

  it('gives the default Users role workspaces.create, and existing installs get it once', async () => {
    const db = kit.t.db;
    const perm = await db
      .selectFrom('permissions')
      .select(['id', 'restrictions', 'group'])
      .where('name', '=', 'workspaces.create')
      .executeTakeFirstOrThrow();
    expect(perm.group).toBe('workspaces');
    expect(JSON.parse(perm.restrictions).map((r: { name: string }) => r.name)).toEqual(['count']);
    const users = await db.selectFrom('roles').select('id').where('default', '=', 1).executeTakeFirstOrThrow();
    const granted = () =>
      db.selectFrom('role_permissions').select('role_id').where('permission_id', '=', perm.id).where('role_id', '=', users.id).execute();
    expect(await granted()).toHaveLength(1);

    // An install from before workspaces: the permission is missing while the roles exist.
    const { syncPermissions } = await import('../accounts/roles/roles.seed');
    await db.deleteFrom('role_permissions').where('permission_id', '=', perm.id).execute();
    await db.deleteFrom('permissions').where('id', '=', perm.id).execute();
    expect(await syncPermissions(db)).toBe(1);
    const again = await db.selectFrom('permissions').select('id').where('name', '=', 'workspaces.create').executeTakeFirstOrThrow();
    expect(
      await db
        .selectFrom('role_permissions')
        .select('role_id')
        .where('permission_id', '=', again.id)
        .where('role_id', '=', users.id)
        .execute(),
    ).toHaveLength(1);
    // Taken away by an admin, it stays away on the next start.
    await db.deleteFrom('role_permissions').where('permission_id', '=', again.id).execute();
    expect(await syncPermissions(db)).toBe(0);
    expect(await db.selectFrom('role_permissions').select('role_id').where('permission_id', '=', again.id).execute()).toEqual([]);
    await db.insertInto('role_permissions').values({ role_id: users.id, permission_id: again.id }).execute();
  });

  it('shows members (owner first) to every member, and pending invites only to owners and admins', async () => {
    const owner = await kit.user({ name: 'Owner' });
    const admin = await kit.user({ name: 'Admin' });
    const member = await kit.user({ name: 'Member' });
    const ws = await kit.workspace(owner, [
      { user: member, role: 'member' },
      { user: admin, role: 'admin' },
    ]);
    await kit.as(admin);
    expect((await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: ['guest@example.com'], role: 'member' })).status).toBe(201);

    const shown = await kit.call('GET', `workspaces/${ws.id}`);
    expect(shown.status).toBe(200);
    const w = shown.body.workspace;
    expect(w).toMatchObject({ id: ws.id, name: 'Our house', default: false, owner_id: owner.id, role: 'admin', members_count: 3 });
    expect(w.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Owner', 'owner'],
      ['Member', 'member'],
      ['Admin', 'admin'],
    ]);
    expect(w.members[0]).toEqual({
      id: owner.id,
      name: 'Owner',
      email: owner.email,
      image: null,
      role: 'owner',
      joined_at: expect.any(String),
    });
    expect(w.invites).toHaveLength(1);
    expect(w.invites[0]).toEqual({
      id: expect.any(Number),
      email: 'guest@example.com',
      role: 'member',
      status: 'pending',
      expires_at: expect.any(String),
      created_at: expect.any(String),
      inviter: { id: admin.id, name: 'Admin' },
    });

    await kit.as(member);
    const asMember = await kit.call('GET', `workspaces/${ws.id}`);
    expect(asMember.body.workspace.role).toBe('member');
    expect(asMember.body.workspace.members).toHaveLength(3);
    expect(asMember.body.workspace.invites).toEqual([]);
  });

  it('answers 404 to non-members on every workspace call', async () => {
    const owner = await kit.user();
    const stranger = await kit.user();
    const ws = await kit.workspace(owner);
    await kit.as(owner);
    const invite = (await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: ['x@example.com'] })).body.invites[0];
    await kit.as(stranger);
    const calls: [string, string, unknown?][] = [
      ['GET', `workspaces/${ws.id}`],
      ['PUT', `workspaces/${ws.id}`, { name: 'Mine now' }],
      ['DELETE', `workspaces/${ws.id}`],
      ['POST', `workspaces/${ws.id}/invites`, { emails: ['y@example.com'] }],
      ['POST', `workspaces/${ws.id}/invites/${invite.id}/resend`],
      ['DELETE', `workspaces/${ws.id}/invites/${invite.id}`],
      ['PUT', `workspaces/${ws.id}/members/${owner.id}`, { role: 'member' }],
      ['DELETE', `workspaces/${ws.id}/members/${owner.id}`],
      ['POST', `workspaces/${ws.id}/leave`],
      ['POST', `workspaces/${ws.id}/transfer`, { user_id: stranger.id }],
      ['GET', 'workspaces/999999'],
    ];
    for (const [method, path, body] of calls) {
      const res = await kit.call(method, path, body);
      expect([path, method, res.status, res.body.message]).toEqual([path, method, 404, 'Workspace not found.']);
    }
    expect((await kit.invite(invite.id)).status).toBe('pending');
  });

  it('renames for owners and admins only', async () => {
    const owner = await kit.user();
    const admin = await kit.user();
    const member = await kit.user();
    const ws = await kit.workspace(owner, [{ user: admin, role: 'admin' }, { user: member }]);
    await kit.as(admin);
    const renamed = await kit.call('PUT', `workspaces/${ws.id}`, { name: 'The Smiths' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.workspace).toMatchObject({ name: 'The Smiths', role: 'admin', members_count: 3 });
    expect((await kit.call('PUT', `workspaces/${ws.id}`, { name: '' })).status).toBe(422);
    await kit.as(member);
    expect((await kit.call('PUT', `workspaces/${ws.id}`, { name: 'Nope' })).status).toBe(403);
    await kit.as(owner);
    expect((await kit.call('PUT', `workspaces/${ws.id}`, { name: 'Smiths' })).body.workspace.name).toBe('Smiths');
  });

  it('deletes for the owner only: lists move to the owner, the shared watchlist becomes a private list, the rest goes', async () => {
    const owner = await kit.user();
    const admin = await kit.user();
    const member = await kit.user();
    const ws = await kit.workspace(owner, [{ user: admin, role: 'admin' }, { user: member }], 'Film club');
    const shared = await kit.list(member, { name: 'Noir', workspace_id: ws.id });
    const watchlist = await kit.list(owner, { name: 'Our watchlist', workspace_id: ws.id, workspace_watchlist_of: ws.id });
    const personal = await kit.list(member, { name: 'Mine' });
    await kit.as(owner);
    await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: [member.email.replace('@', '+x@')] });

    for (const who of [admin, member]) {
      await kit.as(who);
      expect((await kit.call('DELETE', `workspaces/${ws.id}`)).status).toBe(403);
    }
    await kit.as(owner);
    const res = await kit.call('DELETE', `workspaces/${ws.id}`);
    expect(res).toMatchObject({ status: 200, body: { message: 'Deleted workspace' } });

    expect(await kit.findList(shared.id)).toMatchObject({ user_id: owner.id, workspace_id: null, name: 'Noir' });
    expect(await kit.findList(watchlist.id)).toMatchObject({
      user_id: owner.id,
      workspace_id: null,
      workspace_watchlist_of: null,
      name: 'Film club watchlist',
      slug: 'film-club-watchlist',
      public: 0,
    });
    expect(await kit.findList(personal.id)).toMatchObject({ user_id: member.id, workspace_id: null });
    expect(await kit.members(ws.id)).toEqual([]);
    expect(await kit.t.db.selectFrom('workspace_invites').select('id').where('workspace_id', '=', ws.id).execute()).toEqual([]);
    expect(await kit.t.db.selectFrom('workspaces').select('id').where('id', '=', ws.id).execute()).toEqual([]);
    expect((await kit.call('GET', `workspaces/${ws.id}`)).status).toBe(404);
  });

  it('puts my workspaces with members_count in the bootstrap data after the personal one', async () => {
    const ann = await kit.user();
    const bob = await kit.user();
    const ws = await kit.workspace(ann, [{ user: bob }], 'Flat 3');
    await kit.as(bob);
    const data = (await kit.call('GET', 'bootstrap-data')).body;
    expect(data.workspaces).toEqual([
      { id: 0, name: 'Default', default: true, members_count: 1 },
      { id: ws.id, name: 'Flat 3', default: false, owner_id: ann.id, role: 'member', members_count: 2, created_at: expect.any(String) },
    ]);
    await kit.as(null);
    expect((await kit.call('GET', 'bootstrap-data')).body.workspaces).toEqual([
      { id: 0, name: 'Default', default: true, members_count: 1 },
    ]);
  });
});

describe('workspace members: roles, removal, leaving, transfer', () => {
  async function team() {
    const owner = await kit.user({ name: 'Owner' });
    const admin = await kit.user({ name: 'Admin' });
    const admin2 = await kit.user({ name: 'Admin two' });
    const member = await kit.user({ name: 'Member' });
    const member2 = await kit.user({ name: 'Member two' });
    const ws = await kit.workspace(owner, [
      { user: admin, role: 'admin' },
      { user: admin2, role: 'admin' },
      { user: member },
      { user: member2 },
    ]);
    const roleOf = async (u: { id: number }) => (await kit.members(ws.id)).find((m) => m.user_id === u.id)?.role;
    return { ws, owner, admin, admin2, member, member2, roleOf };
  }

  it('changes roles: the owner anyone but themself, an admin non-owners, a member nobody', async () => {
    const { ws, owner, admin, admin2, member, member2, roleOf } = await team();
    await kit.as(owner);
    const promoted = await kit.call('PUT', `workspaces/${ws.id}/members/${member.id}`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.member).toMatchObject({ id: member.id, name: 'Member', role: 'admin' });
    const self = await kit.call('PUT', `workspaces/${ws.id}/members/${owner.id}`, { role: 'member' });
    expect(self.status).toBe(422);
    expect(await roleOf(owner)).toBe('owner');
    expect((await kit.call('PUT', `workspaces/${ws.id}/members/${member.id}`, { role: 'owner' })).status).toBe(422);
    const stranger = await kit.user();
    expect((await kit.call('PUT', `workspaces/${ws.id}/members/${stranger.id}`, { role: 'admin' })).status).toBe(404);

    await kit.as(admin);
    expect((await kit.call('PUT', `workspaces/${ws.id}/members/${admin2.id}`, { role: 'member' })).status).toBe(200);
    expect(await roleOf(admin2)).toBe('member');
    expect((await kit.call('PUT', `workspaces/${ws.id}/members/${owner.id}`, { role: 'member' })).status).toBe(403);
    expect(await roleOf(owner)).toBe('owner');

    await kit.as(member2);
    expect((await kit.call('PUT', `workspaces/${ws.id}/members/${admin2.id}`, { role: 'admin' })).status).toBe(403);
    expect(await roleOf(admin2)).toBe('member');
  });

  it('removes members: the owner anyone but themself, an admin members only', async () => {
    const { ws, owner, admin, admin2, member, member2, roleOf } = await team();
    await kit.as(member);
    expect((await kit.call('DELETE', `workspaces/${ws.id}/members/${member2.id}`)).status).toBe(403);
    await kit.as(admin);
    expect((await kit.call('DELETE', `workspaces/${ws.id}/members/${admin2.id}`)).status).toBe(403);
    expect((await kit.call('DELETE', `workspaces/${ws.id}/members/${owner.id}`)).status).toBe(403);
    expect(await kit.call('DELETE', `workspaces/${ws.id}/members/${member.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Removed member' },
    });
    expect(await roleOf(member)).toBeUndefined();
    await kit.as(member);
    expect((await kit.call('GET', `workspaces/${ws.id}`)).status).toBe(404);

    await kit.as(owner);
    expect((await kit.call('DELETE', `workspaces/${ws.id}/members/${owner.id}`)).status).toBe(422);
    expect((await kit.call('DELETE', `workspaces/${ws.id}/members/${admin2.id}`)).status).toBe(200);
    expect(await roleOf(admin2)).toBeUndefined();
    expect((await kit.call('DELETE', `workspaces/${ws.id}/members/${admin2.id}`)).status).toBe(404);
  });

  it('lets members and admins leave, but not the owner', async () => {
    const { ws, owner, admin, member, roleOf } = await team();
    await kit.as(member);
    expect(await kit.call('POST', `workspaces/${ws.id}/leave`)).toMatchObject({ status: 200, body: { message: 'Left workspace' } });
    expect(await roleOf(member)).toBeUndefined();
    expect((await kit.call('POST', `workspaces/${ws.id}/leave`)).status).toBe(404);
    await kit.as(admin);
    expect((await kit.call('POST', `workspaces/${ws.id}/leave`)).status).toBe(200);
    await kit.as(owner);
    const refused = await kit.call('POST', `workspaces/${ws.id}/leave`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Transfer ownership to another member before leaving.');
    expect(await roleOf(owner)).toBe('owner');
  });

  it('transfers ownership to a member (owner only); the old owner becomes an admin', async () => {
    const { ws, owner, admin, member, roleOf } = await team();
    await kit.as(admin);
    expect((await kit.call('POST', `workspaces/${ws.id}/transfer`, { user_id: admin.id })).status).toBe(403);
    await kit.as(owner);
    const stranger = await kit.user();
    const notMember = await kit.call('POST', `workspaces/${ws.id}/transfer`, { user_id: stranger.id });
    expect(notMember.status).toBe(422);
    expect(notMember.body.errors.user_id).toEqual(['Ownership can only go to a member of this workspace.']);
    expect((await kit.call('POST', `workspaces/${ws.id}/transfer`, { user_id: owner.id })).status).toBe(422);
    expect((await kit.call('POST', `workspaces/${ws.id}/transfer`, {})).status).toBe(422);

    const moved = await kit.call('POST', `workspaces/${ws.id}/transfer`, { user_id: member.id });
    expect(moved.status).toBe(200);
    expect(moved.body.workspace).toMatchObject({ id: ws.id, owner_id: member.id, role: 'admin' });
    expect(await roleOf(member)).toBe('owner');
    expect(await roleOf(owner)).toBe('admin');

    // The old owner may now leave; the new one may not, and only the new one may delete.
    expect((await kit.call('DELETE', `workspaces/${ws.id}`)).status).toBe(403);
    expect((await kit.call('POST', `workspaces/${ws.id}/leave`)).status).toBe(200);
    await kit.as(member);
    expect((await kit.call('POST', `workspaces/${ws.id}/leave`)).status).toBe(422);
  });
});
