import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';
import { expectPermissionGate } from '../../../testing/permission-gate';

describe('roles admin API', () => {
  const t = useTestContext();
  let adminId: number;
  const roleId = async (name: string) =>
    (await t.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    adminId = (await t.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow()).id;
  });
  beforeEach(async () => {
    t.signOut();
    await t.signIn(adminId);
  });

  it('needs roles.update: 401 signed out, 403 without it, allowed with it', async () => {
    await expectPermissionGate(t, 'roles.update', [
      '/api/v1/roles',
      '/api/v1/permissions',
      ['/api/v1/roles', { method: 'POST', json: {} }],
      ['/api/v1/roles/1', { method: 'DELETE' }],
    ]);
  });

  it('lists roles paginated with their permissions, flags and user counts', async () => {
    const res = await t.request('/api/v1/roles?perPage=2');
    expect(res.status).toBe(200);
    const { pagination } = await res.json();
    expect(pagination).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(pagination.data).toHaveLength(2);
    const admins = pagination.data.find((r: { name: string }) => r.name === 'Admins');
    expect(admins.permissions.map((p: { name: string }) => p.name)).toEqual(['admin']);
    expect(admins.users_count).toBe(1);
    const page2 = await (await t.request('/api/v1/roles?perPage=2&page=2')).json();
    expect(page2.pagination.data[0]).toMatchObject({ name: 'Guests', guests: true, default: false });
    const search = await (await t.request('/api/v1/roles?query=user')).json();
    expect(search.pagination.data.map((r: { name: string }) => r.name)).toEqual(['Users']);
    expect((await t.request('/api/v1/roles?orderBy=password')).status).toBe(422);
    expect((await (await t.request('/api/v1/roles?perPage=1000')).json()).pagination.per_page).toBe(100);
  });

  it('returns the permission catalogue grouped, with supported restrictions', async () => {
    const { permissions } = await (await t.request('/api/v1/permissions')).json();
    expect(Object.keys(permissions)).toEqual(expect.arrayContaining(['admin', 'titles', 'lists', 'custom_pages']));
    const listsCreate = permissions.lists.find((p: { name: string }) => p.name === 'lists.create');
    expect(listsCreate.restrictions).toEqual([expect.objectContaining({ name: 'count', type: 'number' })]);
  });

  it('creates a role with permissions and restrictions', async () => {
    const res = await t.request('/api/v1/roles', {
      method: 'POST',
      json: {
        name: 'Critics',
        description: 'Trusted reviewers',
        permissions: ['reviews.view', { name: 'reviews.create', restrictions: [{ name: 'count', value: '50' }] }],
      },
    });
    expect(res.status).toBe(201);
    const { role } = await res.json();
    expect(role).toMatchObject({ name: 'Critics', description: 'Trusted reviewers', default: false, guests: false, users_count: 0 });
    expect(role.permissions).toEqual([
      expect.objectContaining({ name: 'reviews.create', restrictions: [{ name: 'count', value: 50 }] }),
      expect.objectContaining({ name: 'reviews.view', restrictions: [] }),
    ]);
    const shown = await (await t.request(`/api/v1/roles/${role.id}`)).json();
    expect(shown.role.name).toBe('Critics');
    // a user holding the role gets the limit through the permission core
    const u = await createTestUser(t.db, { roleIds: [role.id] });
    const { loadAuthUser } = await import('./roles.queries');
    const loaded = await loadAuthUser(t.db, u.id);
    expect(loaded!.permissions.find((p) => p.name === 'reviews.create')!.restrictions).toEqual([{ name: 'count', value: 50 }]);
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await t.db.selectFrom('roles').select('id').execute();
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'Admins' }, 'name'],
      [{ name: 'x', permissions: ['no.such.permission'] }, 'permissions.0.name'],
      [
        { name: 'x', permissions: [{ name: 'titles.view', restrictions: [{ name: 'count', value: 3 }] }] },
        'permissions.0.restrictions.0.name',
      ],
      [
        { name: 'x', permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: -1 }] }] },
        'permissions.0.restrictions.0.value',
      ],
      [{ name: 'x', guests: true, default: true }, 'guests'],
      [{ name: 'x', guests: true, permissions: ['admin'] }, 'permissions'],
    ];
    for (const [json, field] of cases) {
      const res = await t.request('/api/v1/roles', { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect((await res.json()).errors, JSON.stringify(json)).toHaveProperty([field]);
    }
    expect(await t.db.selectFrom('roles').select('id').execute()).toEqual(before);
  });

  it('updates a role, replacing its permissions; 404 for a missing role', async () => {
    const id = await roleId('Critics');
    const res = await t.request(`/api/v1/roles/${id}`, {
      method: 'PUT',
      json: {
        name: 'Film critics',
        default: true,
        permissions: [{ name: 'reviews.create', restrictions: [{ name: 'count', value: null }] }],
      },
    });
    expect(res.status).toBe(200);
    const { role } = await res.json();
    expect(role).toMatchObject({ name: 'Film critics', default: true, description: 'Trusted reviewers' });
    expect(role.permissions.map((p: { name: string }) => p.name)).toEqual(['reviews.create']);
    expect((await t.request('/api/v1/roles/99999', { method: 'PUT', json: { name: 'x' } })).status).toBe(404);
    expect((await t.request('/api/v1/roles/abc')).status).toBe(422);
  });

  it('moves the guest flag to one role only, and applies the new guest permissions at once', async () => {
    t.signOut();
    expect((await t.request('/api/v1/roles')).status).toBe(401); // also caches the guest permissions
    await t.signIn(adminId);
    const created = await (
      await t.request('/api/v1/roles', {
        method: 'POST',
        json: { name: 'Visitors', guests: true, permissions: ['titles.view', 'roles.update'] },
      })
    ).json();
    const guests = await t.db.selectFrom('roles').select('name').where('guests', '=', 1).execute();
    expect(guests).toEqual([{ name: 'Visitors' }]);
    t.signOut();
    // the cached guest permissions were dropped: a signed-out visitor now has roles.update
    expect((await t.request('/api/v1/roles')).status).toBe(200);
    await t.signIn(adminId);
    const unset = await t.request(`/api/v1/roles/${created.role.id}`, { method: 'PUT', json: { guests: false } });
    expect(unset.status).toBe(422);
    // hand the flag back to Guests, then Visitors can go
    const back = await t.request(`/api/v1/roles/${await roleId('Guests')}`, { method: 'PUT', json: { guests: true } });
    expect(back.status).toBe(200);
    t.signOut();
    expect((await t.request('/api/v1/roles')).status).toBe(401);
    await t.signIn(adminId);
    expect((await t.request(`/api/v1/roles/${created.role.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('refuses to delete the guest role or the only admin role, or to strip the last admin permission', async () => {
    const guests = await t.request(`/api/v1/roles/${await roleId('Guests')}`, { method: 'DELETE' });
    expect(guests.status).toBe(409);
    const admins = await roleId('Admins');
    expect((await t.request(`/api/v1/roles/${admins}`, { method: 'DELETE' })).status).toBe(409);
    const strip = await t.request(`/api/v1/roles/${admins}`, { method: 'PUT', json: { permissions: ['titles.view'] } });
    expect(strip.status).toBe(422);
    expect((await strip.json()).errors).toHaveProperty('permissions');
  });

  it('deletes a role through the method override, removing it from its users', async () => {
    const id = await roleId('Film critics');
    const res = await t.request(`/api/v1/roles/${id}`, { method: 'POST', headers: { 'X-HTTP-Method-Override': 'DELETE' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Role deleted' });
    expect(await t.db.selectFrom('user_roles').select('user_id').where('role_id', '=', id).execute()).toEqual([]);
    expect((await t.request(`/api/v1/roles/${id}`)).status).toBe(404);
  });
});
