import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestApp } from '../../../testing/harness';
import { hashToken } from '../auth/sessions';

const env = useTestApp();

describe('personal access tokens', () => {
  beforeEach(() => env.ctx.signOut());

  async function apiUser() {
    const user = await createTestUser(env.ctx.db);
    await grantPermission(env.ctx.db, user.id, 'api.access');
    await env.ctx.signIn(user.id);
    return user;
  }

  async function createToken(name = 'CLI') {
    const res = await env.ctx.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: name } });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ token: { id: number; name: string; last_used_at: null }; plainTextToken: string; message: string }>;
  }

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` }, cookies: false as const });

  it('POST access-tokens returns the plain token once and stores only its SHA-256', async () => {
    const user = await apiUser();
    const body = await createToken('My script');
    expect(body.message).toBe('Token create');
    expect(body.token).toMatchObject({ name: 'My script', last_used_at: null });
    expect(body.plainTextToken).toMatch(/^mq_[a-z2-7]{52}$/);
    const rows = await env.ctx.db.selectFrom('personal_access_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(body.plainTextToken));
    expect(JSON.stringify(rows)).not.toContain(body.plainTextToken);
  });

  it('requires tokenName', async () => {
    await apiUser();
    const res = await env.ctx.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: '  ' } });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.tokenName).toEqual(['Token name is required.']);
  });

  it('refuses users without api.access and guests', async () => {
    const user = await createTestUser(env.ctx.db);
    await env.ctx.signIn(user.id);
    expect((await env.ctx.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: 'x' } })).status).toBe(403);
    env.ctx.signOut();
    expect((await env.ctx.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: 'x' } })).status).toBe(401);
  });

  it('Authorization: Bearer signs the owner in on api/v1 and records last_used_at', async () => {
    const user = await apiUser();
    const { plainTextToken, token } = await createToken();
    env.ctx.signOut();
    const res = await env.ctx.request('/api/v1/users/me', bearer(plainTextToken));
    expect(res.status).toBe(200);
    const me = (await res.json()).user;
    expect(me.id).toBe(user.id);
    expect(me.tokens).toEqual([{ id: token.id, name: 'CLI', last_used_at: expect.any(String) }]);
    expect(JSON.stringify(me)).not.toContain('token_hash');
  });

  it('writes last_used_at at most once a minute', async () => {
    await apiUser();
    const { plainTextToken, token } = await createToken();
    env.ctx.signOut();
    // Sets last_used_at to `msAgo` before, calls the API with the token, returns the value after.
    const useAfter = async (msAgo: number) => {
      const before = new Date(Date.now() - msAgo).toISOString();
      await env.ctx.db.updateTable('personal_access_tokens').set({ last_used_at: before }).where('id', '=', token.id).execute();
      await env.ctx.request('/api/v1/users/me', bearer(plainTextToken));
      const row = await env.ctx.db
        .selectFrom('personal_access_tokens')
        .select('last_used_at')
        .where('id', '=', token.id)
        .executeTakeFirstOrThrow();
      return { before, after: row.last_used_at };
    };
    const recent = await useAfter(30_000);
    expect(recent.after).toBe(recent.before);
    const old = await useAfter(120_000);
    expect(Date.parse(old.after!)).toBeGreaterThan(Date.parse(old.before));
  });

  it('ignores a token whose user lost api.access (401 on a signed-in route)', async () => {
    const user = await apiUser();
    const { plainTextToken } = await createToken();
    await env.ctx.db.deleteFrom('user_permissions').where('user_id', '=', user.id).execute();
    env.ctx.signOut();
    const res = await env.ctx.request('/api/v1/users/me', bearer(plainTextToken));
    expect(res.status).toBe(401);
  });

  it('rejects unknown and malformed tokens', async () => {
    expect((await env.ctx.request('/api/v1/users/me', bearer('mq_' + 'a'.repeat(52)))).status).toBe(401);
    expect((await env.ctx.request('/api/v1/users/me', bearer('garbage'))).status).toBe(401);
  });

  it('DELETE access-tokens/{id} revokes the token; it stops working', async () => {
    await apiUser();
    const { plainTextToken, token } = await createToken();
    const del = await env.ctx.request(`/api/v1/access-tokens/${token.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ message: 'Token deleted' });
    env.ctx.signOut();
    expect((await env.ctx.request('/api/v1/users/me', bearer(plainTextToken))).status).toBe(401);
  });

  it("another user cannot delete someone's token; a missing token is 404", async () => {
    await apiUser();
    const { token } = await createToken();
    env.ctx.signOut();
    await apiUser();
    expect((await env.ctx.request(`/api/v1/access-tokens/${token.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await env.ctx.request('/api/v1/access-tokens/999999', { method: 'DELETE' })).status).toBe(404);
  });

  it('a banned user cannot use the API with a token', async () => {
    const user = await apiUser();
    const { plainTextToken } = await createToken();
    await env.ctx.db.updateTable('users').set({ banned_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    env.ctx.signOut();
    const res = await env.ctx.request('/api/v1/users/me', bearer(plainTextToken));
    expect(res.status).toBe(403);
  });
});
