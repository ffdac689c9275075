import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { createTestContext, useTestApp } from '../../../testing/harness';
import { adminRole } from './users.service';

const env = useTestApp();

describe('users API', () => {
  beforeEach(() => env.ctx.signOut());

  const put = (id: number | string, json: unknown) => env.ctx.request(`/api/v1/users/${id}`, { method: 'PUT', json });

  describe('GET users/{id}', () => {
    it("the 'me' variant returns the user with roles, social_profiles and tokens", async () => {
      const user = await createTestUser(env.ctx.db, { name: 'Ada Lovelace' });
      await env.ctx.db
        .insertInto('social_profiles')
        .values({ user_id: user.id, service_name: 'google', user_service_id: 'g-1', username: 'ada@gmail.com' })
        .execute();
      await env.ctx.signIn(user.id);
      const res = await env.ctx.request('/api/v1/users/me');
      expect(res.status).toBe(200);
      const { user: me } = await res.json();
      expect(me).toMatchObject({ id: user.id, name: 'Ada Lovelace', email: user.email, first_name: null, country: null });
      expect(me.roles).toEqual([expect.objectContaining({ name: 'Users' })]);
      expect(me.social_profiles).toEqual([{ service_name: 'google', username: 'ada@gmail.com' }]);
      expect(me.tokens).toEqual([]);
      expect(me.password).toBeUndefined();
    });

    it('needs a signed-in user', async () => {
      expect((await env.ctx.request('/api/v1/users/me')).status).toBe(401);
    });

    it("another user's profile needs users.view", async () => {
      const other = await createTestUser(env.ctx.db);
      const viewer = await createTestUser(env.ctx.db);
      await env.ctx.signIn(viewer.id);
      expect((await env.ctx.request(`/api/v1/users/${other.id}`)).status).toBe(403);
      await grantPermission(env.ctx.db, viewer.id, 'users.view');
      const res = await env.ctx.request(`/api/v1/users/${other.id}`);
      expect(res.status).toBe(200);
      const shown = (await res.json()).user;
      expect(shown).toMatchObject({
        id: other.id,
        email: other.email,
        roles: [expect.objectContaining({ name: 'Users' })],
        social_profiles: [],
        tokens: [],
      });
      expect(JSON.stringify(shown)).not.toMatch(/password|two_factor_secret|token_hash/);
      expect((await env.ctx.request('/api/v1/users/999999')).status).toBe(404);
    });
  });

  describe('PUT users/{id}', () => {
    it("updates the user's own account details", async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const res = await put(user.id, {
        first_name: 'Grace',
        last_name: 'Hopper',
        country: 'US',
        timezone: 'America/New_York',
        language: 'en',
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.message).toBe('Updated account details');
      expect(body.user).toMatchObject({
        name: 'Grace Hopper',
        first_name: 'Grace',
        last_name: 'Hopper',
        country: 'US',
        timezone: 'America/New_York',
        language: 'en',
      });
    });

    it('answers field errors for unknown country, time zone and language', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const res = await put('me', { country: 'XX', timezone: 'Mars/Olympus', language: 'tlh' });
      expect(res.status).toBe(422);
      const { errors } = await res.json();
      expect(errors.country).toEqual(['The selected country is invalid.']);
      expect(errors.timezone).toEqual(['The selected timezone is invalid.']);
      expect(errors.language).toEqual(['The selected language is invalid.']);
      expect((await put('me', { name: '' })).status).toBe(422);
    });

    it('a normal user cannot change their e-mail or roles, nor edit someone else', async () => {
      const user = await createTestUser(env.ctx.db);
      const other = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const admin = await adminRole(env.ctx.db);
      await put(user.id, { email: 'new@example.com', roles: [admin!.id], banned_at: null });
      const row = await env.ctx.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.email).toBe(user.email);
      const roles = await env.ctx.db.selectFrom('user_roles').select('role_id').where('user_id', '=', user.id).execute();
      expect(roles.map((r) => r.role_id)).not.toContain(admin!.id);
      expect((await put(other.id, { name: 'Hacked' })).status).toBe(403);
    });

    it('an admin changes e-mail, roles, permissions and ban state', async () => {
      const admin = await createTestUser(env.ctx.db, { admin: true });
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(admin.id);
      const users = await env.ctx.db.selectFrom('roles').select('id').where('name', '=', 'Users').executeTakeFirstOrThrow();
      const res = await put(user.id, {
        email: 'Changed@Example.com',
        roles: [users.id],
        permissions: [{ name: 'api.access', restrictions: [] }],
        banned_at: '2026-01-01T00:00:00.000Z',
        ban_reason: 'spam',
      });
      expect(res.status).toBe(200);
      const body = (await res.json()).user;
      expect(body).toMatchObject({ email: 'changed@example.com', banned_at: '2026-01-01T00:00:00.000Z', ban_reason: 'spam' });
      expect(body.permissions).toEqual([{ name: 'api.access', restrictions: [] }]);
    });

    it('refuses a taken e-mail with a field error', async () => {
      const admin = await createTestUser(env.ctx.db, { admin: true });
      const a = await createTestUser(env.ctx.db);
      const b = await createTestUser(env.ctx.db);
      await env.ctx.signIn(admin.id);
      const res = await put(a.id, { email: b.email });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.email).toEqual(['The email has already been taken.']);
    });

    it('will not take the admin role from the last admin', async () => {
      const ctx = await createTestContext();
      try {
        const adminId = (await ctx.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow())
          .id;
        await ctx.signIn(adminId);
        const users = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Users').executeTakeFirstOrThrow();
        const res = await ctx.request(`/api/v1/users/${adminId}`, { method: 'PUT', json: { roles: [users.id] } });
        expect(res.status).toBe(422);
        expect((await res.json()).message).toBe('The last admin account cannot be removed.');
        const still = await ctx.db.selectFrom('user_roles').select('role_id').where('user_id', '=', adminId).execute();
        expect(still.length).toBeGreaterThan(1);
      } finally {
        await ctx.close();
      }
    });
  });

  describe('admin user management', () => {
    it('GET users lists with pagination, search and filters for users.view only', async () => {
      const normal = await createTestUser(env.ctx.db);
      await env.ctx.signIn(normal.id);
      expect((await env.ctx.request('/api/v1/users')).status).toBe(403);

      const admin = await createTestUser(env.ctx.db, { admin: true });
      const target = await createTestUser(env.ctx.db, { email: 'findme-zeta@example.com', name: 'Zeta Person' });
      await env.ctx.db.updateTable('users').set({ banned_at: new Date().toISOString() }).where('id', '=', target.id).execute();
      await env.ctx.signIn(admin.id);
      const page = (await (await env.ctx.request('/api/v1/users?perPage=2')).json()).pagination;
      expect(page).toMatchObject({ current_page: 1, per_page: 2 });
      expect(page.data).toHaveLength(2);
      expect(page.total).toBeGreaterThan(2);

      const found = (await (await env.ctx.request('/api/v1/users?query=findme-zeta')).json()).pagination;
      expect(found.data.map((u: { id: number }) => u.id)).toEqual([target.id]);
      expect(found.data[0].roles).toEqual([expect.objectContaining({ name: 'Users' })]);

      const banned = (await (await env.ctx.request('/api/v1/users?banned=true&perPage=100')).json()).pagination;
      expect(banned.data.every((u: { banned_at: string | null }) => u.banned_at)).toBe(true);
      const role = await adminRole(env.ctx.db);
      const admins = (await (await env.ctx.request(`/api/v1/users?role=${role!.id}&perPage=100`)).json()).pagination;
      expect(admins.data.map((u: { id: number }) => u.id)).toContain(admin.id);
      expect(admins.data.map((u: { id: number }) => u.id)).not.toContain(target.id);
      expect((await env.ctx.request('/api/v1/users?orderBy=password')).status).toBe(422);
    });

    it('POST users creates a user (users.create)', async () => {
      const normal = await createTestUser(env.ctx.db);
      await env.ctx.signIn(normal.id);
      expect((await env.ctx.request('/api/v1/users', { method: 'POST', json: { email: 'x1@example.com' } })).status).toBe(403);
      const admin = await createTestUser(env.ctx.db, { admin: true });
      await env.ctx.signIn(admin.id);
      const res = await env.ctx.request('/api/v1/users', {
        method: 'POST',
        json: { email: 'created@example.com', password: 'long-enough-pw', first_name: 'New', last_name: 'Person', country: 'FR' },
      });
      expect(res.status).toBe(201);
      const { user } = await res.json();
      expect(user).toMatchObject({ email: 'created@example.com', name: 'New Person', country: 'FR' });
      expect(user.email_verified_at).toBeTruthy();
      const dup = await env.ctx.request('/api/v1/users', { method: 'POST', json: { email: 'created@example.com' } });
      expect(dup.status).toBe(422);
      expect((await dup.json()).errors.email).toBeDefined();
      expect((await env.ctx.request('/api/v1/users', { method: 'POST', json: { email: 'nope' } })).status).toBe(422);
    });

    it('DELETE users/{ids} deletes users (users.delete) but not oneself', async () => {
      const a = await createTestUser(env.ctx.db);
      const b = await createTestUser(env.ctx.db);
      await env.ctx.signIn(a.id);
      expect((await env.ctx.request(`/api/v1/users/${b.id}`, { method: 'DELETE' })).status).toBe(403);
      const admin = await createTestUser(env.ctx.db, { admin: true });
      await env.ctx.signIn(admin.id);
      const res = await env.ctx.request(`/api/v1/users/${a.id},${b.id}`, { method: 'DELETE' });
      expect(res.status).toBe(200);
      expect((await res.json()).message).toBe('Users deleted');
      expect(await env.ctx.db.selectFrom('users').select('id').where('id', 'in', [a.id, b.id]).execute()).toEqual([]);
      expect((await env.ctx.request(`/api/v1/users/${admin.id}`, { method: 'DELETE' })).status).toBe(422);
    });

    it('POST users/{id}/ban and unban (users.update); a banned user cannot use the API', async () => {
      const admin = await createTestUser(env.ctx.db, { admin: true });
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      expect((await env.ctx.request(`/api/v1/users/${admin.id}/ban`, { method: 'POST', json: {} })).status).toBe(403);
      await env.ctx.signIn(admin.id);
      const ban = await env.ctx.request(`/api/v1/users/${user.id}/ban`, { method: 'POST', json: { ban_reason: 'abuse' } });
      expect(ban.status).toBe(200);
      expect((await ban.json()).user).toMatchObject({ ban_reason: 'abuse', banned_at: expect.any(String) });
      expect((await env.ctx.request(`/api/v1/users/${admin.id}/ban`, { method: 'POST', json: {} })).status).toBe(422);

      await env.ctx.signIn(user.id);
      const blocked = await env.ctx.request('/api/v1/users/me');
      expect(blocked.status).toBe(403);
      expect((await blocked.json()).message).toBe('Your account is suspended.');

      await env.ctx.signIn(admin.id);
      const unban = await env.ctx.request(`/api/v1/users/${user.id}/unban`, { method: 'POST' });
      expect((await unban.json()).user).toMatchObject({ banned_at: null, ban_reason: null });
      await env.ctx.signIn(user.id);
      expect((await env.ctx.request('/api/v1/users/me')).status).toBe(200);
    });

    it('a ban ends every session of the user, as marquee user:ban does', async () => {
      const admin = await createTestUser(env.ctx.db, { admin: true });
      const user = await createTestUser(env.ctx.db);
      const token = await env.ctx.signIn(user.id);
      const cookie = [...env.ctx.jar].find(([, value]) => value === token)![0];
      expect((await env.ctx.request('/api/v1/users/me')).status).toBe(200);

      await env.ctx.signIn(admin.id);
      expect((await env.ctx.request(`/api/v1/users/${user.id}/ban`, { method: 'POST', json: {} })).status).toBe(200);
      expect(await env.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);

      env.ctx.signOut();
      env.ctx.jar.set(cookie, token);
      expect((await env.ctx.request('/api/v1/users/me')).status).toBe(401);
    });
  });
});
