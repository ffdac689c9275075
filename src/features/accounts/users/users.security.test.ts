import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestApp } from '../../../testing/harness';
import { createSession } from '../auth/sessions';

const env = useTestApp();

describe('admin user security calls', () => {
  beforeEach(() => env.ctx.signOut());

  const adminCaller = async () => {
    const admin = await createTestUser(env.ctx.db);
    await grantPermission(env.ctx.db, admin.id, 'users.update');
    await grantPermission(env.ctx.db, admin.id, 'users.view');
    await env.ctx.signIn(admin.id);
    return admin;
  };

  it('lists the sessions of another user without hashes and signs them all out', async () => {
    const target = await createTestUser(env.ctx.db);
    await createSession(env.ctx.db, target.id, { browser: 'Firefox', platform: 'Linux' });
    await createSession(env.ctx.db, target.id, {});
    await adminCaller();
    const res = await env.ctx.request(`/api/v1/users/${target.id}/sessions`);
    expect(res.status).toBe(200);
    const { sessions } = await res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.some((s: { browser: string | null }) => s.browser === 'Firefox')).toBe(true);
    const stored = await env.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', target.id).execute();
    for (const s of stored) expect(JSON.stringify(sessions)).not.toContain(s.id);

    const out = await env.ctx.request(`/api/v1/users/${target.id}/sessions`, { method: 'DELETE' });
    expect(out.status).toBe(200);
    expect(await env.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', target.id).execute()).toEqual([]);
  });

  it('needs users.update for sessions and two-factor calls', async () => {
    const target = await createTestUser(env.ctx.db);
    const viewer = await createTestUser(env.ctx.db);
    await grantPermission(env.ctx.db, viewer.id, 'users.view');
    await env.ctx.signIn(viewer.id);
    expect((await env.ctx.request(`/api/v1/users/${target.id}/sessions`)).status).toBe(403);
    expect((await env.ctx.request(`/api/v1/users/${target.id}/sessions`, { method: 'DELETE' })).status).toBe(403);
    expect((await env.ctx.request(`/api/v1/users/${target.id}/two-factor`, { method: 'DELETE' })).status).toBe(403);
    env.ctx.signOut();
    expect((await env.ctx.request(`/api/v1/users/${target.id}/sessions`)).status).toBe(401);
  });

  it('shows and disables two-factor authentication of a user', async () => {
    const target = await createTestUser(env.ctx.db);
    await env.ctx.db
      .updateTable('users')
      .set({ two_factor_secret: 'SECRETBASE32', two_factor_recovery_codes: '["a"]', two_factor_confirmed_at: new Date().toISOString() })
      .where('id', '=', target.id)
      .execute();
    await adminCaller();
    const shown = (await (await env.ctx.request(`/api/v1/users/${target.id}`)).json()).user;
    expect(shown.two_factor_enabled).toBe(true);
    expect(JSON.stringify(shown)).not.toContain('SECRETBASE32');

    const res = await env.ctx.request(`/api/v1/users/${target.id}/two-factor`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).user.two_factor_enabled).toBe(false);
    const row = await env.ctx.db
      .selectFrom('users')
      .select(['two_factor_secret', 'two_factor_confirmed_at'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ two_factor_secret: null, two_factor_confirmed_at: null });
    expect((await env.ctx.request(`/api/v1/users/${target.id}/two-factor`, { method: 'DELETE' })).status).toBe(422);
    expect((await env.ctx.request('/api/v1/users/999999/sessions')).status).toBe(404);
  });

  it("an admin's own numeric id gives the admin view (direct grants), 'me' the signed-in payload", async () => {
    const admin = await adminCaller();
    await grantPermission(env.ctx.db, admin.id, 'lists.create', [{ name: 'count', value: 2 }]);
    const own = (await (await env.ctx.request(`/api/v1/users/${admin.id}`)).json()).user;
    expect(own.permissions).toEqual(expect.arrayContaining([{ name: 'lists.create', restrictions: [{ name: 'count', value: 2 }] }]));
    expect(own.two_factor_enabled).toBe(false);
    const me = (await (await env.ctx.request('/api/v1/users/me')).json()).user;
    expect(me.id).toBe(admin.id);
    expect(me.two_factor_enabled).toBeUndefined();
  });

  it('filters the users list by verified state', async () => {
    const verified = await createTestUser(env.ctx.db, { email: 'verified-filter@example.com', verified: true });
    const unverified = await createTestUser(env.ctx.db, { email: 'unverified-filter@example.com', verified: false });
    const viewer = await createTestUser(env.ctx.db);
    await grantPermission(env.ctx.db, viewer.id, 'users.view');
    await env.ctx.signIn(viewer.id);
    const ids = async (verifiedParam: string) =>
      (
        (await (await env.ctx.request(`/api/v1/users?query=verified-filter&verified=${verifiedParam}`)).json()).pagination.data as {
          id: number;
        }[]
      ).map((u) => u.id);
    expect(await ids('true')).toEqual([verified.id]);
    expect(await ids('false')).toEqual([unverified.id]);
    expect((await env.ctx.request('/api/v1/users?verified=maybe')).status).toBe(422);
  });
});
