import { describe, expect, it } from 'vitest';
import { nowIso } from '../../../db/database';
import { createTestUser } from '../../../testing/factories';
import { createTestContext, useTestContext, startEachSignedOut } from '../../../testing/harness';
import { login, mailsTo, SESSION_COOKIE, setCookieHeader } from '../../../testing/auth';
import { hashToken } from './sessions';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('POST auth/login and auth/logout', () => {
  const t = useTestContext({ env: { TRUST_PROXY: 'true' } });
  startEachSignedOut(() => t);

  it('signs in with the right password and returns bootstrap data with the user', async () => {
    const user = await createTestUser(t.db);
    const res = await login(t, user.email, user.password);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.two_factor).toBe(false);
    expect(body.bootstrapData.user.email).toBe(user.email);
    expect(body.bootstrapData.user.two_factor_state).toBe(0);
    const token = t.jar.get(SESSION_COOKIE)!;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const row = await t.db.selectFrom('sessions').selectAll().where('id', '=', hashToken(token)).executeTakeFirst();
    expect(row?.user_id).toBe(user.id);
  });

  it('answers a wrong password and an unknown e-mail with the same 422', async () => {
    const user = await createTestUser(t.db);
    const wrong = await login(t, user.email, 'not-the-password');
    const unknown = await login(t, 'nobody-here@example.com', 'not-the-password');
    const expected = {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    };
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual(expected);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual(expected);
    expect(t.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('validates the body: a malformed e-mail is a 422 on email', async () => {
    const res = await login(t, 'not-an-email', 'x');
    expect(res.status).toBe(422);
    expect((await res.json()).errors.email).toBeDefined();
  });

  it('remember=true sets a 30-day cookie, otherwise a browser-session cookie; both HttpOnly and SameSite=Lax', async () => {
    const user = await createTestUser(t.db);
    const session = setCookieHeader(await login(t, user.email, user.password, false), SESSION_COOKIE)!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Max-Age|Expires/i);
    t.signOut();
    const remembered = setCookieHeader(await login(t, user.email, user.password, true), SESSION_COOKIE)!;
    expect(remembered).toMatch(/Max-Age=2592000/);
    expect(remembered).toMatch(/HttpOnly/i);
  });

  it('issues a new token at every login and deletes the session the browser held before (no fixation)', async () => {
    const user = await createTestUser(t.db);
    const planted = await t.signIn(user.id); // a token an attacker could have planted
    await login(t, user.email, user.password);
    const fresh = t.jar.get(SESSION_COOKIE)!;
    expect(fresh).not.toBe(planted);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', hashToken(planted)).executeTakeFirst()).toBeUndefined();
    await login(t, user.email, user.password);
    expect(t.jar.get(SESSION_COOKIE)).not.toBe(fresh);
    const count = await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(count).toHaveLength(1);
  });

  it('locks out after 10 failures for an IP + e-mail with 429 and Retry-After, even for the right password', async () => {
    const user = await createTestUser(t.db);
    const ip = { 'x-forwarded-for': '198.51.100.10' };
    for (let i = 0; i < 10; i++) expect((await login(t, user.email, 'wrong-password', false, ip)).status).toBe(422);
    const locked = await login(t, user.email, user.password, false, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await locked.json()).message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    // another IP is not affected by this IP's counter
    expect((await login(t, user.email, user.password, false, { 'x-forwarded-for': '198.51.100.11' })).status).toBe(200);
  });

  it('a successful sign-in clears the IP + e-mail failure counter', async () => {
    const user = await createTestUser(t.db);
    const ip = { 'x-forwarded-for': '198.51.100.20' };
    for (let i = 0; i < 9; i++) await login(t, user.email, 'wrong-password', false, ip);
    expect((await login(t, user.email, user.password, false, ip)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(t, user.email, 'wrong-password', false, ip)).status).toBe(422);
  });

  it('limits one account to 100 failures an hour from all IPs together', async () => {
    const user = await createTestUser(t.db);
    for (let i = 0; i < 100; i++) {
      const res = await login(t, user.email, 'wrong-password', false, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.status).toBe(422);
    }
    const res = await login(t, user.email, user.password, false, { 'x-forwarded-for': '192.0.2.200' });
    expect(res.status).toBe(429);
  });

  it('logout deletes the session, clears the cookie and returns guest bootstrap data', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password);
    const token = t.jar.get(SESSION_COOKIE)!;
    const res = await t.request('/auth/logout', { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await res.json()).bootstrapData.user).toBeNull();
    expect(t.jar.has(SESSION_COOKIE)).toBe(false);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', hashToken(token)).executeTakeFirst()).toBeUndefined();
    // the old token no longer signs anyone in
    const me = await t.request('/api/v1/bootstrap-data', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect((await me.json()).user).toBeNull();
  });

  it('is also served under api/v1/auth for API clients', async () => {
    const user = await createTestUser(t.db);
    const res = await t.request('/api/v1/auth/login', { method: 'POST', json: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    expect((await res.json()).bootstrapData.user.id).toBe(user.id);
  });

  describe('sign-in from a new device', () => {
    const signIns = async (userId: number, email: string) => {
      await t.services.jobs.runUntilIdle();
      const inbox = await t.db
        .selectFrom('notifications')
        .select('data')
        .where('user_id', '=', userId)
        .where('type', '=', 'accounts.new_device')
        .orderBy('id')
        .execute();
      const mails = (await mailsTo(t, email)).filter((m) => m.subject === 'New sign-in to your account');
      return { inbox: inbox.map((n) => JSON.parse(n.data)), mails };
    };

    it('notifies and e-mails (with one-click unsubscribe) for a new user agent + IP, and not again for a known one', async () => {
      const user = await createTestUser(t.db);
      const chrome = { 'user-agent': CHROME, 'x-forwarded-for': '192.0.2.1' };
      await login(t, user.email, user.password, false, chrome);
      expect((await signIns(user.id, user.email)).mails).toHaveLength(1);
      t.signOut();
      await login(t, user.email, user.password, false, chrome);
      expect((await signIns(user.id, user.email)).mails).toHaveLength(1);
      t.signOut();
      await login(t, user.email, user.password, false, { 'user-agent': FIREFOX, 'x-forwarded-for': '192.0.2.1' });
      const { inbox, mails } = await signIns(user.id, user.email);
      expect(mails).toHaveLength(2);
      expect(mails[0]!.text).toMatch(/signed in to from Firefox on Linux \(IP address 192\.0\.2\.1\) at \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
      expect(mails[0]!.text).toContain('/notifications/unsubscribe?u=');
      expect(mails[0]!.status).toBe('logged');
      expect(inbox).toHaveLength(2);
      expect(inbox[1]).toMatchObject({
        lines: [
          { content: 'New sign-in to your account', type: 'primary' },
          { content: expect.stringContaining('Firefox on Linux') },
          { content: expect.stringContaining('change your password now') },
        ],
        mainAction: { action: '/account-settings#sessions', label: 'Review sessions' },
      });
    });

    it('is only in the app for a user who turned its e-mail off', async () => {
      const user = await createTestUser(t.db);
      await t.signIn(user.id);
      const off = await t.request('/api/v1/notifications/me/subscriptions', {
        method: 'PUT',
        json: { selections: [{ notif_id: 'accounts.new_device', channels: { email: false } }] },
      });
      expect(off.status).toBe(200);
      t.signOut();
      await login(t, user.email, user.password, false, { 'user-agent': FIREFOX, 'x-forwarded-for': '192.0.2.9' });
      const { inbox, mails } = await signIns(user.id, user.email);
      expect(inbox).toHaveLength(1);
      expect(mails).toEqual([]);
    });
  });

  describe('banned users', () => {
    it('may sign in (the web shows the suspended screen) but every API write is refused; logout works', async () => {
      const user = await createTestUser(t.db);
      await t.db.updateTable('users').set({ banned_at: nowIso() }).where('id', '=', user.id).execute();
      const res = await login(t, user.email, user.password);
      expect(res.status).toBe(200);
      expect((await res.json()).bootstrapData.user.banned_at).not.toBeNull();

      const write = await t.request('/auth/user/password', {
        method: 'PUT',
        json: { current_password: user.password, password: 'new-password-1', password_confirmation: 'new-password-1' },
      });
      expect(write.status).toBe(403);
      expect((await write.json()).message).toBe('Your account is suspended.');
      expect((await t.request('/api/v1/user-sessions/logout-other', { method: 'POST', json: { password: user.password } })).status).toBe(
        403,
      );
      expect((await t.request('/api/v1/resend-email-verification', { method: 'POST', json: {} })).status).toBe(403);

      const out = await t.request('/auth/logout', { method: 'POST' });
      expect(out.status).toBe(200);
      expect((await out.json()).bootstrapData.user).toBeNull();
    });
  });
});

describe('over https', () => {
  it('uses the __Host- prefix and Secure for the session cookie, and clears it on logout', async () => {
    const t = await createTestContext({ env: { APP_URL: 'https://marquee.test' } });
    try {
      const user = await createTestUser(t.db);
      const res = await login(t, user.email, user.password, true);
      expect(res.status).toBe(200);
      const cookie = setCookieHeader(res, '__Host-marquee_session')!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).not.toMatch(/Domain=/i);
      const out = await t.request('/auth/logout', { method: 'POST' });
      expect(out.status).toBe(200);
      expect(setCookieHeader(out, '__Host-marquee_session')).toMatch(/Max-Age=0/i);
    } finally {
      await t.close();
    }
  });
});
