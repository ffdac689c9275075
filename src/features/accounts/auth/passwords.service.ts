import { nowIso } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { assertNotRateLimited, consumeRateLimit, hitRateLimit } from '../../../platform/rate-limit';
import { findCredentialsByEmail, setPasswordHash } from '../users/users.queries';
import { claimResetToken, deleteChallengesOf, deleteResetTokensOf, findResetToken, replaceResetToken } from './auth.queries';
import { passwordResetMail } from './auth.mail';
import type { Browser } from './browser';
import { checkOwnPassword } from './password-confirmation';
import { hashPassword } from './passwords';
import { clearSessionCookie } from './session-cookie';
import { generateSessionToken, hashToken, invalidateUserSessions } from './sessions';

export const RESET_LINK_SENT = 'We have emailed your password reset link.';
export const PASSWORD_RESET_DONE = 'Your password has been reset!';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has already been used.';
export const RESET_TOKEN_EXPIRED = 'This password reset link has expired. Please request a new one.';
const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Always the same answer, whether or not the address has an account; the mail leaves in the
 * background, so the response time does not tell either. A mail server that does not take
 * connections is a 503 for every address alike (no link is created that would never arrive).
 * Limited per IP and per address.
 */
export async function requestPasswordReset({ db, config, services }: Deps, ip: string, email: string) {
  await consumeRateLimit(db, [
    { key: `forgot:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 },
    { key: `forgot:email:${email}`, limit: 3, windowSeconds: 15 * 60 },
  ]);
  await services.mail.assertReachable();
  const token = generateSessionToken() + generateSessionToken(); // 320 bits
  const user = await findCredentialsByEmail(db, email);
  if (!user) return RESET_LINK_SENT;
  await db.transaction().execute(async (trx) => {
    // One live link per user: asking again replaces the previous one.
    await replaceResetToken(trx, {
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: nowIso(new Date(Date.now() + RESET_TTL_MS)),
    });
  });
  const url = `${config.APP_URL}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  services.mail.queue(passwordResetMail(services.mail.siteName(), user.email, url, token));
  return RESET_LINK_SENT;
}

/** Single-use: the token is marked used by a conditional update, then every session ends. */
export async function resetPassword(deps: Deps, browser: Browser, input: { token: string; email: string; password: string }) {
  const db = deps.db;
  const limit = { key: `reset:ip:${browser.ip}`, limit: 20, windowSeconds: 15 * 60 };
  await assertNotRateLimited(db, [limit]);
  const row = await findResetToken(db, hashToken(input.token));
  if (!row || row.used_at || row.email !== input.email) {
    await hitRateLimit(db, limit);
    throw validationError({ email: [RESET_TOKEN_INVALID] });
  }
  if (Date.parse(row.expires_at) <= Date.now()) throw validationError({ email: [RESET_TOKEN_EXPIRED] });
  const password = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if (!(await claimResetToken(trx, row.id))) throw validationError({ email: [RESET_TOKEN_INVALID] });
    await setPasswordHash(trx, row.user_id, password);
    await deleteResetTokensOf(trx, row.user_id, row.id);
    await deleteChallengesOf(trx, row.user_id);
  });
  await invalidateUserSessions(db, row.user_id);
  clearSessionCookie(browser, deps.config);
  return PASSWORD_RESET_DONE;
}

/** PUT auth/user/password: needs the current password; every other session of the user ends. */
export async function changePassword(deps: ActorDeps, input: { current_password: string; password: string }) {
  const user = requireUser(deps.auth);
  await checkOwnPassword(
    deps,
    user.id,
    input.current_password,
    'current_password',
    'The provided password does not match your current password.',
  );
  const password = await hashPassword(input.password);
  const db = deps.db;
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, password);
    await deleteResetTokensOf(trx, user.id);
  });
  await invalidateUserSessions(db, user.id, deps.auth.sessionId);
  return 'Password changed';
}
