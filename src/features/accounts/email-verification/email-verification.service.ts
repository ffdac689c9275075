import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { nowIso } from '../../../db/database';
import { validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { clientIp, consumeRateLimit } from '../../../platform/rate-limit';
import { renderMail } from '../../../platform/mail';
import { keyedHash, sameHex } from '../auth/app-key';

// A 6-digit one-time code: 10 minutes, 5 attempts, stored as an HMAC under the app key
// (a million possible codes would fall to a plain hash at once).
const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
const PURPOSE = 'email-verification';

const codeHash = (dataDir: string, userId: number, code: string) => keyedHash(dataDir, PURPOSE, `${userId}:${code}`);

/** Replaces any earlier code of the user and mails the new one. */
export async function issueVerificationCode(c: Context<AppEnv>, user: { id: number; email: string }) {
  const { db, config, services } = c.var;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_verification_codes').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('email_verification_codes')
      .values({
        user_id: user.id,
        code_hash: codeHash(config.DATA_DIR, user.id, code),
        attempts: 0,
        expires_at: nowIso(new Date(Date.now() + CODE_TTL_MS)),
        created_at: nowIso(),
      })
      .execute();
  });
  const siteName = services.mail.siteName();
  const { html, text } = renderMail({
    siteName,
    heading: 'Verify your email',
    lines: [`Enter this code on ${siteName} to verify your email address:`],
    code,
    footer: 'The code expires in 10 minutes. If you did not create an account, no further action is required.',
  });
  services.mail.queue({ to: user.email, subject: `${siteName}: verify your email`, html, text, secrets: [code] });
}

/** POST resend-email-verification: limited to 3 an hour per user and 20 an hour per IP. */
export async function resendVerification(c: Context<AppEnv>) {
  const user = requireUser(c.var.auth);
  await consumeRateLimit(c.var.db, [
    { key: `verify-send:user:${user.id}`, limit: 3, windowSeconds: 60 * 60 },
    { key: `verify-send:ip:${clientIp(c)}`, limit: 20, windowSeconds: 60 * 60 },
  ]);
  if (!user.email_verified_at) await issueVerificationCode(c, user);
  return 'Email sent';
}

/** POST validate-email-verification-otp: errors go to the field 'code'. */
export async function validateVerificationCode(c: Context<AppEnv>, code: string) {
  const user = requireUser(c.var.auth);
  const { db, config } = c.var;
  if (user.email_verified_at) return;
  await consumeRateLimit(db, [{ key: `verify-check:ip:${clientIp(c)}`, limit: 30, windowSeconds: 15 * 60 }]);
  const row = await db
    .selectFrom('email_verification_codes')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= Date.now()) {
    throw validationError({ code: ['This verification code has expired. Please request a new one.'] });
  }
  const counted = await db
    .updateTable('email_verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) {
    throw validationError({ code: ['Too many attempts. Please request a new code.'] });
  }
  if (!sameHex(row.code_hash, codeHash(config.DATA_DIR, user.id, code))) {
    throw validationError({ code: ['The verification code is invalid.'] });
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ email_verified_at: nowIso(), updated_at: nowIso() }).where('id', '=', user.id).execute();
    await trx.deleteFrom('email_verification_codes').where('user_id', '=', user.id).execute();
  });
}
