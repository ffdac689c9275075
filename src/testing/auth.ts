import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { TestContext } from './harness';

// Helpers shared by the auth, user-sessions and email-verification tests.

export const SESSION_COOKIE = 'marquee_session';

export async function login(t: TestContext, email: string, password: string, remember = false, headers: Record<string, string> = {}) {
  return t.request('/auth/login', { method: 'POST', json: { email, password, remember }, headers });
}

/** The messages the log transport recorded for an address, newest first. */
export async function mailsTo(t: TestContext, to: string) {
  await t.services.mail.flush();
  return t.db.selectFrom('outgoing_email_log').selectAll().where('to', '=', to).orderBy('id', 'desc').execute();
}

export async function lastVerificationCode(t: TestContext, to: string) {
  const mail = (await mailsTo(t, to)).find((m) => m.subject.includes('verify your email'));
  return mail?.text?.match(/^\d{6}$/m)?.[0] ?? null;
}

/** The TOTP code of the step `offset` steps from now (30 s steps), computed with @oslojs/otp. */
export function totp(secretBase32: string, offset = 0) {
  const step = Math.floor(Date.now() / 30_000) + offset;
  return generateHOTP(decodeBase32IgnorePadding(secretBase32), BigInt(step), 6);
}

/** Confirms the password on the current session (needed by the two-factor calls). */
export async function confirmPassword(t: TestContext, password: string) {
  const res = await t.request('/auth/user/confirm-password', { method: 'POST', json: { password } });
  if (res.status !== 200) throw new Error(`confirm-password failed: ${res.status} ${await res.text()}`);
}

/** Enables and confirms two-factor for the signed-in user; returns the secret and recovery codes. */
export async function setUpTwoFactor(t: TestContext, password: string) {
  await confirmPassword(t, password);
  const enabled = await (await t.request('/auth/user/two-factor-authentication', { method: 'POST' })).json();
  const { secret } = await (await t.request('/auth/user/two-factor/qr-code')).json();
  const res = await t.request('/auth/user/confirmed-two-factor-authentication', { method: 'POST', json: { code: totp(secret) } });
  if (res.status !== 200) throw new Error(`confirm 2fa failed: ${res.status} ${await res.text()}`);
  return { secret: secret as string, recoveryCodes: enabled.recovery_codes as string[] };
}

export function setCookieHeader(res: Response, name: string) {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? null;
}
