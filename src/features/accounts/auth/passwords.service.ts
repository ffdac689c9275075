import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { nowIso } from '../../../db/database';
import { validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { assertNotRateLimited, clientIp, consumeRateLimit, hitRateLimit } from '../../../platform/rate-limit';
import { passwordResetMail } from './auth.mail';
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
 * background, so the response time does not tell either. Limited per IP and per address.
 */
export async function requestPasswordReset(c: Context<AppEnv>, email: string) {
  const { db, config, services } = c.var;
  await consumeRateLimit(db, [
    { key: `forgot:ip:${clientIp(c)}`, limit: 20, windowSeconds: 60 * 60 },
    { key: `forgot:email:${email}`, limit: 3, windowSeconds: 15 * 60 },
  ]);
  const token = generateSessionToken() + generateSessionToken(); // 320 bits
  const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
  if (!user) return RESET_LINK_SENT;
  await db.transaction().execute(async (trx) => {
    // One live link per user: asking again replaces the previous one.
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: nowIso(new Date(Date.now() + RESET_TTL_MS)),
        used_at: null,
        created_at: nowIso(),
      })
      .execute();
  });
  const url = `${config.APP_URL}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  services.mail.queue(passwordResetMail(services.mail.siteName(), user.email, url, token));
  return RESET_LINK_SENT;
}

/** Single-use: the token is marked used by a conditional update, then every session ends. */
export async function resetPassword(c: Context<AppEnv>, input: { token: string; email: string; password: string }) {
  const db = c.var.db;
  const limit = { key: `reset:ip:${clientIp(c)}`, limit: 20, windowSeconds: 15 * 60 };
  await assertNotRateLimited(db, [limit]);
  const row = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.id',
      'password_reset_tokens.user_id',
      'password_reset_tokens.expires_at',
      'password_reset_tokens.used_at',
      'users.email',
    ])
    .where('password_reset_tokens.token_hash', '=', hashToken(input.token))
    .executeTakeFirst();
  if (!row || row.used_at || row.email !== input.email) {
    await hitRateLimit(db, limit);
    throw validationError({ email: [RESET_TOKEN_INVALID] });
  }
  if (Date.parse(row.expires_at) <= Date.now()) throw validationError({ email: [RESET_TOKEN_EXPIRED] });
  const password = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: nowIso() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw validationError({ email: [RESET_TOKEN_INVALID] });
    await trx.updateTable('users').set({ password, updated_at: nowIso() }).where('id', '=', row.user_id).execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', row.user_id).where('id', '!=', row.id).execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', row.user_id).execute();
  });
  await invalidateUserSessions(db, row.user_id);
  clearSessionCookie(c);
  return PASSWORD_RESET_DONE;
}

/** PUT auth/user/password: needs the current password; every other session of the user ends. */
export async function changePassword(c: Context<AppEnv>, input: { current_password: string; password: string }) {
  const user = requireUser(c.var.auth);
  await checkOwnPassword(
    c,
    user.id,
    input.current_password,
    'current_password',
    'The provided password does not match your current password.',
  );
  const password = await hashPassword(input.password);
  const db = c.var.db;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password, updated_at: nowIso() }).where('id', '=', user.id).execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).execute();
  });
  await invalidateUserSessions(db, user.id, c.var.auth.sessionId);
  return 'Password changed';
}
