import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestContext, startEachSignedOut } from '../../../testing/harness';
import { lastVerificationCode } from '../../../testing/auth';

let seq = 0;

describe('e-mail verification', () => {
  const t = useTestContext();
  beforeAll(async () => {
    await t.services.settings.save({ require_email_confirmation: true });
  });
  startEachSignedOut(() => t);
  afterEach(() => vi.useRealTimers());

  /** Registers (which signs in) and returns the address and the mailed code. */
  async function registerUnverified() {
    const email = `verify-${++seq}@example.com`;
    const res = await t.request('/auth/register', {
      method: 'POST',
      json: { email, password: 'password-123', password_confirmation: 'password-123' },
    });
    expect((await res.json()).status).toBe('needs_email_verification');
    return { email, code: (await lastVerificationCode(t, email))! };
  }
  const validate = (code: string) => t.request('/api/v1/validate-email-verification-otp', { method: 'POST', json: { code } });
  const verifiedAt = async (email: string) =>
    (await t.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow()).email_verified_at;
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies with the mailed code', async () => {
    const { email, code } = await registerUnverified();
    const res = await validate(code);
    expect(res.status).toBe(200);
    expect(await verifiedAt(email)).not.toBeNull();
    const me = (await (await t.request('/api/v1/bootstrap-data')).json()).user;
    expect(me.email_verified_at).not.toBeNull();
    const userId = me.id as number;
    expect(await t.db.selectFrom('email_verification_codes').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
    // a second validation of a verified user is a no-op success
    expect((await validate(code)).status).toBe(200);
  });

  it('maps a wrong, malformed or missing code to the field "code"', async () => {
    const { email, code } = await registerUnverified();
    const wrong = await validate(otherCode(code));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.code).toEqual(['The verification code is invalid.']);
    expect((await (await validate('12a4')).json()).errors.code).toEqual(['The code must be a number.']);
    expect((await (await validate('1234567')).json()).errors.code).toEqual(['The code may not be greater than 6 characters.']);
    expect(
      (await (await t.request('/api/v1/validate-email-verification-otp', { method: 'POST', json: {} })).json()).errors.code,
    ).toBeDefined();
    expect(await verifiedAt(email)).toBeNull();
  });

  it('allows 5 attempts per code; after that even the right code is refused until a new one is sent', async () => {
    const { email, code } = await registerUnverified();
    for (let i = 0; i < 5; i++) expect((await validate(otherCode(code))).status).toBe(422);
    const blocked = await validate(code);
    expect(blocked.status).toBe(422);
    expect((await blocked.json()).errors.code).toEqual(['Too many attempts. Please request a new code.']);
    expect(await verifiedAt(email)).toBeNull();

    const resend = await t.request('/api/v1/resend-email-verification', { method: 'POST', json: { email } });
    expect(await resend.json()).toEqual({ message: 'Email sent' });
    const fresh = (await lastVerificationCode(t, email))!;
    expect((await validate(fresh)).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const { email, code } = await registerUnverified();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    const res = await validate(code);
    expect(res.status).toBe(422);
    expect((await res.json()).errors.code).toEqual(['This verification code has expired. Please request a new one.']);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('a resent code replaces the old one, and resending is rate limited', async () => {
    const { email, code } = await registerUnverified();
    for (let i = 0; i < 3; i++) {
      const res = await t.request('/api/v1/resend-email-verification', { method: 'POST', json: { email } });
      expect(res.status).toBe(200);
    }
    const limited = await t.request('/api/v1/resend-email-verification', { method: 'POST', json: { email } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const latest = (await lastVerificationCode(t, email))!;
    if (latest !== code) expect((await validate(code)).status).toBe(422);
    expect((await validate(latest)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await validate('123456')).status).toBe(401);
    expect((await t.request('/api/v1/resend-email-verification', { method: 'POST', json: { email: 'a@b.co' } })).status).toBe(401);
  });
});
