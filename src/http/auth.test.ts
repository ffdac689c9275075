import { beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../features/accounts/auth/sessions';
import { adminRole } from '../features/accounts/users/users.service';
import { createTestUser } from '../testing/factories';
import { useTestApp } from '../testing/harness';

// A signed-in request reads its session and user row live and caches the user's roles and stored
// permissions: each change below must show on the user's very next request.
const env = useTestApp();

describe('signed-in requests see account changes at once', () => {
  beforeEach(() => env.ctx.signOut());

  /** A second device of `userId`: requests with its own cookie, beside the jar's (the admin's). */
  async function device(userId: number) {
    const { token } = await createSession(env.ctx.db, userId);
    return (path: string, init: { method?: string; json?: unknown } = {}) =>
      env.ctx.request(`/api/v1/${path}`, { ...init, headers: { cookie: `marquee_session=${token}` } });
  }

  async function asAdmin() {
    const admin = await createTestUser(env.ctx.db, { admin: true });
    await env.ctx.signIn(admin.id);
    return (path: string, json: unknown, method = 'PUT') => env.ctx.request(`/api/v1/${path}`, { method, json });
  }

  it('a role given or taken by an admin applies on the next request', async () => {
    const user = await createTestUser(env.ctx.db);
    const phone = await device(user.id);
    const admin = await asAdmin();
    const admins = (await adminRole(env.ctx.db))!;
    expect((await phone('users')).status).toBe(403);

    expect((await admin(`users/${user.id}`, { roles: [admins.id] })).status).toBe(200);
    expect((await phone('users')).status).toBe(200);

    expect((await admin(`users/${user.id}`, { roles: [] })).status).toBe(200);
    expect((await phone('users')).status).toBe(403);
  });

  it('a ban applies on the next request, and so does lifting it', async () => {
    const user = await createTestUser(env.ctx.db);
    const phone = await device(user.id);
    const admin = await asAdmin();
    expect((await phone('users/me')).status).toBe(200);

    expect((await admin(`users/${user.id}`, { banned_at: '2026-01-01T00:00:00.000Z' })).status).toBe(200);
    const blocked = await phone('users/me');
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).message).toBe('Your account is suspended.');

    expect((await admin(`users/${user.id}`, { banned_at: null })).status).toBe(200);
    expect((await phone('users/me')).status).toBe(200);
  });

  it('after logout the same cookie is a guest', async () => {
    const user = await createTestUser(env.ctx.db);
    const phone = await device(user.id);
    expect((await phone('users/me')).status).toBe(200);
    expect((await phone('auth/logout', { method: 'POST' })).status).toBeLessThan(300);
    expect((await phone('users/me')).status).toBe(401);
  });

  it("a password change signs the user's other devices out, not the one that changed it", async () => {
    const user = await createTestUser(env.ctx.db);
    const laptop = await device(user.id);
    const phone = await device(user.id);
    expect((await phone('users/me')).status).toBe(200);

    const change = await laptop('auth/user/password', {
      method: 'PUT',
      json: { current_password: user.password, password: 'a-new-Passw0rd-42', password_confirmation: 'a-new-Passw0rd-42' },
    });
    expect(change.status).toBe(200);
    expect((await phone('users/me')).status).toBe(401);
    expect((await laptop('users/me')).status).toBe(200);
  });
});
