import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAuthUser } from '../features/accounts/roles/roles.queries';
import { createTestUser } from '../testing/factories';
import { useTestContext } from '../testing/harness';
import { productModules } from '../features';
import type { FeatureModule } from '../features/module';

const REFUSED = { message: 'Cross-site request refused.' };

describe('origin check on cookie-authenticated writes', () => {
  const t = useTestContext(() => ({ modules: [testToken, ...productModules] }));
  let user: Awaited<ReturnType<typeof createTestUser>>;
  const testToken: FeatureModule = {
    name: 'test-token',
    bearerResolvers: [async (db, token) => (token === 'test-bearer-token' ? loadAuthUser(db, user.id) : null)],
  };
  beforeAll(async () => {
    user = await createTestUser(t.db);
  });
  beforeEach(() => t.signOut());

  const logoutOther = (headers: Record<string, string>) =>
    t.request('/api/v1/user-sessions/logout-other', { method: 'POST', json: { password: user.password }, headers });

  it('refuses a foreign Origin with 403', async () => {
    await t.signIn(user.id);
    const res = await logoutOther({ origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(REFUSED);
  });

  it('refuses a missing Origin and Referer, and a "null" Origin', async () => {
    await t.signIn(user.id);
    const token = t.jar.get('marquee_session')!;
    // app.request directly: the harness would add a same-origin Origin
    const res = await t.app.request('http://localhost:3000/auth/logout', {
      method: 'POST',
      headers: { cookie: `marquee_session=${token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(REFUSED);
    expect((await logoutOther({ origin: 'null' })).status).toBe(403);
    // the session survived the refused logout
    expect((await (await t.request('/api/v1/bootstrap-data')).json()).user.id).toBe(user.id);
  });

  it('accepts a same-origin Referer when Origin is absent, and refuses a foreign one', async () => {
    await t.signIn(user.id);
    const token = t.jar.get('marquee_session')!;
    const send = (referer: string) =>
      t.app.request('http://localhost:3000/api/v1/user-sessions/logout-other', {
        method: 'POST',
        headers: { cookie: `marquee_session=${token}`, referer, 'content-type': 'application/json' },
        body: JSON.stringify({ password: user.password }),
      });
    expect((await send('https://evil.example/page')).status).toBe(403);
    expect((await send('http://localhost:3000/account-settings')).status).toBe(200);
  });

  it('also checks writes re-dispatched by method override', async () => {
    await t.signIn(user.id);
    const res = await t.request('/auth/user/password', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'x-http-method-override': 'PUT' },
      json: { current_password: user.password, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(res.status).toBe(403);
  });

  it('leaves bearer-token requests and cookie-less requests alone', async () => {
    const bearer = await t.app.request('http://localhost:3000/api/v1/user-sessions/logout-other', {
      method: 'POST',
      headers: { authorization: 'Bearer test-bearer-token', origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ password: user.password }),
    });
    expect(bearer.status).toBe(200);
    const anonymous = await t.request('/api/v1/resend-email-verification', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(anonymous.status).toBe(401); // reached the route: not signed in, rather than refused as cross-site
  });

  it('refuses a foreign Origin on auth/login and auth/register even without a cookie', async () => {
    const login = await t.request('/auth/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(login.status).toBe(403);
    expect(t.jar.has('marquee_session')).toBe(false);
    const register = await t.request('/api/v1/auth/register', {
      method: 'POST',
      json: { email: 'x@example.com', password: 'password-1', password_confirmation: 'password-1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(register.status).toBe(403);
    // a non-browser client that sends no Origin may still sign in
    const cli = await t.app.request('http://localhost:3000/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(cli.status).toBe(200);
  });

  it('exempts billing webhooks', async () => {
    await t.signIn(user.id);
    const res = await t.request('/api/v1/billing/webhooks/stripe', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).not.toBe(403);
  });
});
