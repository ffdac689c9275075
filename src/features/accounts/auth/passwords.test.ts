import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './sessions';
import { createTestUser } from '../../../testing/factories';
import { useTestApp, startEachSignedOut } from '../../../testing/harness';
import { login, mailsTo, SESSION_COOKIE } from '../../../testing/auth';

const env = useTestApp();

describe('passwords', () => {
  startEachSignedOut(() => env.ctx);
  afterEach(() => vi.useRealTimers());

  const resetLink = async (email: string) => {
    const mail = (await mailsTo(env.ctx, email)).find((m) => m.subject.includes('reset your password'));
    const url = mail?.text?.match(/http:\/\/localhost:3000\/password\/reset\/(\S+)/)?.[0];
    if (!url) return null;
    const u = new URL(url);
    return { token: u.pathname.split('/').at(-1)!, email: u.searchParams.get('email')! };
  };

  describe('PUT auth/user/password', () => {
    it('refuses a wrong current password', async () => {
      const user = await createTestUser(env.ctx.db);
      await login(env.ctx, user.email, user.password);
      const res = await env.ctx.request('/auth/user/password', {
        method: 'PUT',
        json: { current_password: 'wrong-one', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
      });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.current_password).toEqual(['The provided password does not match your current password.']);
    });

    it('changes the password and ends every other session, keeping this one', async () => {
      const user = await createTestUser(env.ctx.db);
      const other = await createSession(env.ctx.db, user.id);
      await login(env.ctx, user.email, user.password);
      const res = await env.ctx.request('/auth/user/password', {
        method: 'POST',
        headers: { 'x-http-method-override': 'PUT' },
        json: { current_password: user.password, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Password changed' });
      const sessions = await env.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.id).not.toBe(other.session.id);
      expect((await (await env.ctx.request('/api/v1/bootstrap-data')).json()).user.id).toBe(user.id);
      env.ctx.signOut();
      expect((await login(env.ctx, user.email, user.password)).status).toBe(422);
      expect((await login(env.ctx, user.email, 'brand-new-pass')).status).toBe(200);
    });

    it('needs a signed-in user', async () => {
      const res = await env.ctx.request('/auth/user/password', {
        method: 'PUT',
        json: { current_password: 'x', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('POST auth/forgot-password and auth/reset-password', () => {
    it('answers the same message for known and unknown addresses, mailing only the known one', async () => {
      const user = await createTestUser(env.ctx.db);
      const known = await env.ctx.request('/auth/forgot-password', { method: 'POST', json: { email: user.email } });
      const unknown = await env.ctx.request('/auth/forgot-password', { method: 'POST', json: { email: 'ghost@example.com' } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const expected = { message: 'We have emailed your password reset link.' };
      expect(await known.json()).toEqual(expected);
      expect(await unknown.json()).toEqual(expected);
      expect(await mailsTo(env.ctx, 'ghost@example.com')).toHaveLength(0);
      const link = await resetLink(user.email);
      expect(link?.email).toBe(user.email);
      expect(link?.token.length).toBeGreaterThanOrEqual(40);
    });

    it('resets the password once with the mailed link and ends every session', async () => {
      const user = await createTestUser(env.ctx.db);
      await createSession(env.ctx.db, user.id);
      await login(env.ctx, user.email, user.password);
      await env.ctx.request('/auth/forgot-password', { method: 'POST', json: { email: user.email } });
      const link = (await resetLink(user.email))!;
      const input = { token: link.token, email: link.email, password: 'after-reset-1', password_confirmation: 'after-reset-1' };
      const res = await env.ctx.request('/auth/reset-password', { method: 'POST', json: input });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Your password has been reset!' });
      expect(await env.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
      expect(env.ctx.jar.has(SESSION_COOKIE)).toBe(false);
      expect((await login(env.ctx, user.email, 'after-reset-1')).status).toBe(200);
      env.ctx.signOut();

      const reused = await env.ctx.request('/auth/reset-password', {
        method: 'POST',
        json: { ...input, password: 'again-reset-2', password_confirmation: 'again-reset-2' },
      });
      expect(reused.status).toBe(422);
      expect((await reused.json()).errors.email).toEqual(['This password reset link is invalid or has already been used.']);
    });

    it('refuses an expired link, a link for another address and an unknown token', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.request('/auth/forgot-password', { method: 'POST', json: { email: user.email } });
      const link = (await resetLink(user.email))!;
      const body = { token: link.token, email: link.email, password: 'after-reset-1', password_confirmation: 'after-reset-1' };

      const otherEmail = await env.ctx.request('/auth/reset-password', { method: 'POST', json: { ...body, email: 'someone@example.com' } });
      expect(otherEmail.status).toBe(422);
      const unknown = await env.ctx.request('/auth/reset-password', { method: 'POST', json: { ...body, token: 'x'.repeat(64) } });
      expect((await unknown.json()).errors.email).toEqual(['This password reset link is invalid or has already been used.']);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      const expired = await env.ctx.request('/auth/reset-password', { method: 'POST', json: body });
      expect(expired.status).toBe(422);
      expect((await expired.json()).errors.email).toEqual(['This password reset link has expired. Please request a new one.']);
      vi.useRealTimers();
      expect((await login(env.ctx, user.email, user.password)).status).toBe(200);
    });

    it('a new request replaces the earlier link', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.request('/auth/forgot-password', { method: 'POST', json: { email: user.email } });
      const first = (await resetLink(user.email))!;
      await env.ctx.request('/auth/forgot-password', { method: 'POST', json: { email: user.email } });
      const second = (await resetLink(user.email))!;
      expect(second.token).not.toBe(first.token);
      const res = await env.ctx.request('/auth/reset-password', {
        method: 'POST',
        json: { token: first.token, email: user.email, password: 'after-reset-1', password_confirmation: 'after-reset-1' },
      });
      expect(res.status).toBe(422);
    });

    it('limits requests per address', async () => {
      const user = await createTestUser(env.ctx.db);
      for (let i = 0; i < 3; i++)
        expect((await env.ctx.request('/auth/forgot-password', { method: 'POST', json: { email: user.email } })).status).toBe(200);
      const res = await env.ctx.request('/auth/forgot-password', { method: 'POST', json: { email: user.email } });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBeTruthy();
    });
  });
});
