import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { confirmPassword, login, SESSION_COOKIE, setUpTwoFactor, totp } from '../../../testing/auth';

const CHALLENGE_COOKIE = 'marquee_2fa';

describe('two-factor authentication', () => {
  const t = useTestContext();
  let now = Date.parse('2026-06-01T12:00:10Z');
  const advance = (seconds: number) => {
    now += seconds * 1000;
    vi.setSystemTime(now);
  };
  const challenge = (json: Record<string, string>) => t.request('/auth/two-factor-challenge', { method: 'POST', json });
  const signInWithPassword = async (email: string, password: string) => {
    t.signOut();
    const res = await login(t, email, password);
    expect(await res.json()).toEqual({ two_factor: true });
    expect(t.jar.has(SESSION_COOKIE)).toBe(false);
    expect(t.jar.has(CHALLENGE_COOKIE)).toBe(true);
  };

  beforeEach(() => {
    // Only Date is faked: TOTP steps then move only when a test says so.
    vi.useFakeTimers({ toFake: ['Date'] });
    advance(600);
  });
  afterEach(() => vi.useRealTimers());

  it('every management call needs a password confirmed on this session within 9000 s', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password);
    const enable = await t.request('/auth/user/two-factor-authentication', { method: 'POST' });
    expect(enable.status).toBe(423);
    expect((await enable.json()).message).toBe('Password confirmation required.');
    expect((await t.request('/auth/user/two-factor/qr-code')).status).toBe(423);
    expect((await t.request('/auth/user/two-factor-recovery-codes', { method: 'POST' })).status).toBe(423);
    expect((await t.request('/auth/user/two-factor-authentication', { method: 'DELETE' })).status).toBe(423);

    const status = () => t.request('/auth/user/confirmed-password-status?seconds=9000').then((r) => r.json());
    expect(await status()).toEqual({ confirmed: false });
    const wrong = await t.request('/auth/user/confirm-password', { method: 'POST', json: { password: 'nope-nope' } });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.password).toEqual(['The provided password was incorrect.']);
    await confirmPassword(t, user.password);
    expect(await status()).toEqual({ confirmed: true });
    expect((await t.request('/auth/user/two-factor-authentication', { method: 'POST' })).status).toBe(200);

    advance(9001);
    expect(await status()).toEqual({ confirmed: false });
    expect((await t.request('/auth/user/two-factor/qr-code')).status).toBe(423);
  });

  it('goes 0 -> 1 -> 2 with a QR code, 8 recovery codes of 21 characters and a confirmed TOTP', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password);
    await confirmPassword(t, user.password);
    const enabled = await (await t.request('/auth/user/two-factor-authentication', { method: 'POST' })).json();
    expect(enabled.two_factor_state).toBe(1);
    expect(enabled.recovery_codes).toHaveLength(8);
    for (const code of enabled.recovery_codes) {
      expect(code).toHaveLength(21);
      expect(code).toMatch(/^[a-z2-9]{10}-[a-z2-9]{10}$/);
    }
    expect(new Set(enabled.recovery_codes).size).toBe(8);

    const me = (await (await t.request('/api/v1/bootstrap-data')).json()).user;
    expect(me.two_factor_state).toBe(1);
    expect(me.two_factor_recovery_codes).toHaveLength(8);
    expect(me.two_factor_recovery_codes[0]).not.toBe(enabled.recovery_codes[0]);

    const qr = await (await t.request('/auth/user/two-factor/qr-code')).json();
    expect(qr.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(qr.secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits in base32

    const bad = await t.request('/auth/user/confirmed-two-factor-authentication', {
      method: 'POST',
      json: { code: '000000' === totp(qr.secret) ? '111111' : '000000' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.code).toEqual(['The provided two factor authentication code was invalid.']);

    const ok = await t.request('/auth/user/confirmed-two-factor-authentication', { method: 'POST', json: { code: totp(qr.secret) } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).two_factor_state).toBe(2);
    expect((await t.request('/auth/user/two-factor/qr-code')).status).toBe(409);
    const row = await t.db
      .selectFrom('users')
      .select(['two_factor_secret', 'two_factor_confirmed_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.two_factor_confirmed_at).not.toBeNull();
    expect(row.two_factor_secret).toMatch(/^v1\./);
  });

  it('signs in through the challenge with a TOTP code, which cannot be used twice', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password);
    const { secret } = await setUpTwoFactor(t, user.password);

    await signInWithPassword(user.email, user.password);
    // the code spent on confirming setup is refused
    const reused = await challenge({ code: totp(secret) });
    expect(reused.status).toBe(422);
    expect((await reused.json()).errors.code).toEqual(['The provided two factor authentication code was invalid.']);

    const next = totp(secret, 1); // one step ahead is within the allowed drift
    const ok = await challenge({ code: next });
    expect(ok.status).toBe(200);
    expect((await ok.json()).bootstrapData.user.id).toBe(user.id);
    expect(t.jar.has(SESSION_COOKIE)).toBe(true);
    expect(t.jar.has(CHALLENGE_COOKIE)).toBe(false);

    await signInWithPassword(user.email, user.password);
    expect((await challenge({ code: next })).status).toBe(422);
    advance(60);
    expect((await challenge({ code: totp(secret) })).status).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password);
    const { recoveryCodes } = await setUpTwoFactor(t, user.password);
    await signInWithPassword(user.email, user.password);
    const ok = await challenge({ recovery_code: recoveryCodes[0]! });
    expect(ok.status).toBe(200);
    expect((await ok.json()).bootstrapData.user.two_factor_recovery_codes).toHaveLength(7);

    await signInWithPassword(user.email, user.password);
    const again = await challenge({ recovery_code: recoveryCodes[0]! });
    expect(again.status).toBe(422);
    expect((await again.json()).errors.recovery_code).toEqual(['The provided two factor recovery code was invalid.']);
    expect((await challenge({ recovery_code: recoveryCodes[1]! })).status).toBe(200);
  });

  it('voids a challenge after 5 wrong tries', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password);
    const { secret } = await setUpTwoFactor(t, user.password);
    advance(90);
    await signInWithPassword(user.email, user.password);
    const wrong = totp(secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await challenge({ code: wrong })).status).toBe(422);
    const late = await challenge({ code: totp(secret) });
    expect(late.status).toBe(422);
    expect((await late.json()).errors.code).toEqual(['Your sign-in attempt has expired. Please sign in again.']);
    expect(t.jar.has(SESSION_COOKIE)).toBe(false);
    expect(await t.db.selectFrom('two_factor_challenges').selectAll().where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('refuses a challenge without the cookie and validates code lengths', async () => {
    t.signOut();
    expect((await challenge({ code: '123456' })).status).toBe(422);
    const short = await challenge({ code: '12345' });
    expect((await short.json()).errors.code).toEqual(['The code must be 6 characters.']);
    const rc = await challenge({ recovery_code: 'abc' });
    expect((await rc.json()).errors.recovery_code).toEqual(['The recovery code must be 21 characters.']);
  });

  it('regenerates recovery codes (old ones stop working) and disables two-factor', async () => {
    const user = await createTestUser(t.db);
    await login(t, user.email, user.password);
    const { recoveryCodes } = await setUpTwoFactor(t, user.password);
    const regenerated = await (await t.request('/auth/user/two-factor-recovery-codes', { method: 'POST' })).json();
    expect(regenerated.recovery_codes).toHaveLength(8);
    expect(regenerated.recovery_codes).not.toContain(recoveryCodes[0]);

    await signInWithPassword(user.email, user.password);
    expect((await challenge({ recovery_code: recoveryCodes[0]! })).status).toBe(422);
    expect((await challenge({ recovery_code: regenerated.recovery_codes[0] })).status).toBe(200);

    await confirmPassword(t, user.password);
    const off = await t.request('/auth/user/two-factor-authentication', { method: 'DELETE' });
    expect(await off.json()).toMatchObject({ message: 'Two factor authentication has been disabled.', two_factor_state: 0 });
    t.signOut();
    const res = await login(t, user.email, user.password);
    expect((await res.json()).two_factor).toBe(false);
  });
});
