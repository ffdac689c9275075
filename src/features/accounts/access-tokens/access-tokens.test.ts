import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { hashToken } from '../auth/sessions';

describe('personal access tokens', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(() => t.signOut());

  async function apiUser() {
    const user = await createTestUser(t.db);
    await grantPermission(t.db, user.id, 'api.access');
    await t.signIn(user.id);
    return user;
  }

  async function createToken(name = 'CLI') {
    const res = await t.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: name } });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ token: { id: number; name: string; last_used_at: null }; plainTextToken: string; message: string }>;
  }

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` }, cookies: false as const });

  it('POST access-tokens returns the plain token once and stores only its SHA-256', async () => {
    const user = await apiUser();
    const body = await createToken('My script');
    expect(body.message).toBe('Token created');
    expect(body.token).toMatchObject({ name: 'My script', last_used_at: null });
    expect(body.plainTextToken).toMatch(/^mq_[a-z2-7]{52}$/);
    const rows = await t.db.selectFrom('personal_access_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(body.plainTextToken));
    expect(JSON.stringify(rows)).not.toContain(body.plainTextToken);
  });

  it('requires tokenName', async () => {
    await apiUser();
    const res = await t.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: '  ' } });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.tokenName).toEqual(['Token name is required.']);
  });

  it('refuses users without api.access and guests', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    expect((await t.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: 'x' } })).status).toBe(403);
    t.signOut();
    expect((await t.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: 'x' } })).status).toBe(401);
  });

  it('Authorization: Bearer signs the owner in on api/v1 and records last_used_at', async () => {
    const user = await apiUser();
    const { plainTextToken, token } = await createToken();
    t.signOut();
    const res = await t.request('/api/v1/users/me', bearer(plainTextToken));
    expect(res.status).toBe(200);
    const me = (await res.json()).user;
    expect(me.id).toBe(user.id);
    expect(me.tokens).toEqual([{ id: token.id, name: 'CLI', last_used_at: expect.any(String) }]);
    expect(JSON.stringify(me)).not.toContain('token_hash');
  });

  it('writes last_used_at at most once a minute', async () => {
    await apiUser();
    const { plainTextToken, token } = await createToken();
    t.signOut();
    const recent = new Date(Date.now() - 30_000).toISOString();
    await t.db.updateTable('personal_access_tokens').set({ last_used_at: recent }).where('id', '=', token.id).execute();
    await t.request('/api/v1/users/me', bearer(plainTextToken));
    const kept = await t.db
      .selectFrom('personal_access_tokens')
      .select('last_used_at')
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(kept.last_used_at).toBe(recent);
    const old = new Date(Date.now() - 120_000).toISOString();
    await t.db.updateTable('personal_access_tokens').set({ last_used_at: old }).where('id', '=', token.id).execute();
    await t.request('/api/v1/users/me', bearer(plainTextToken));
    const touched = await t.db
      .selectFrom('personal_access_tokens')
      .select('last_used_at')
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(touched.last_used_at!)).toBeGreaterThan(Date.parse(old));
  });

  it('ignores a token whose user lost api.access (401 on a signed-in route)', async () => {
    const user = await apiUser();
    const { plainTextToken } = await createToken();
    await t.db.deleteFrom('user_permissions').where('user_id', '=', user.id).execute();
    t.signOut();
    const res = await t.request('/api/v1/users/me', bearer(plainTextToken));
    expect(res.status).toBe(401);
  });

  it('rejects unknown and malformed tokens', async () => {
    expect((await t.request('/api/v1/users/me', bearer('mq_' + 'a'.repeat(52)))).status).toBe(401);
    expect((await t.request('/api/v1/users/me', bearer('garbage'))).status).toBe(401);
  });

  it('DELETE access-tokens/{id} revokes the token; it stops working', async () => {
    await apiUser();
    const { plainTextToken, token } = await createToken();
    const del = await t.request(`/api/v1/access-tokens/${token.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ message: 'Token deleted' });
    t.signOut();
    expect((await t.request('/api/v1/users/me', bearer(plainTextToken))).status).toBe(401);
  });

  it("another user cannot delete someone's token; a missing token is 404", async () => {
    await apiUser();
    const { token } = await createToken();
    t.signOut();
    await apiUser();
    expect((await t.request(`/api/v1/access-tokens/${token.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await t.request('/api/v1/access-tokens/999999', { method: 'DELETE' })).status).toBe(404);
  });

  it('a banned user cannot use the API with a token', async () => {
    const user = await apiUser();
    const { plainTextToken } = await createToken();
    await t.db.updateTable('users').set({ banned_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    t.signOut();
    const res = await t.request('/api/v1/users/me', bearer(plainTextToken));
    expect(res.status).toBe(403);
  });
});
