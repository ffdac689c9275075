import { randomInt } from 'node:crypto';
import { nowIso } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { consumeRateLimit } from '../../../platform/rate-limit';
import { renderMail } from '../../../platform/mail';
import { keyedHash, sameHex } from '../auth/app-key';
import {
  countVerificationAttempt,
  deleteVerificationCodesOf,
  latestVerificationCode,
  markEmailVerified,
  replaceVerificationCode,
} from './email-verification.queries';

// A 6-digit one-time code: 10 minutes, 5 attempts, stored as an HMAC under the app key
// (a million possible codes would fall to a plain hash at once).
const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
const PURPOSE = 'email-verification';

const codeHash = (dataDir: string, userId: number, code: string) => keyedHash(dataDir, PURPOSE, `${userId}:${code}`);

/**
 * Replaces any earlier code of the user and mails the new one. At registration it leaves in the
 * background (the account stands either way); asked for again (`wait`), the user waits for the
 * mail server and hears if it failed.
 */
export async function issueVerificationCode({ db, config, services }: Deps, user: { id: number; email: string }, wait = false) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await replaceVerificationCode(trx, {
      user_id: user.id,
      code_hash: codeHash(config.DATA_DIR, user.id, code),
      expires_at: nowIso(new Date(Date.now() + CODE_TTL_MS)),
    });
  });
  const siteName = services.mail.siteName();
  const { html, text } = renderMail({
    siteName,
    heading: 'Verify your email',
    lines: [`Enter this code on ${siteName} to verify your email address:`],
    code,
    footer: 'The code expires in 10 minutes. If you did not create an account, no further action is required.',
  });
  const mail = { to: user.email, subject: `${siteName}: verify your email`, html, text, secrets: [code] };
  if (wait) await services.mail.deliver(mail);
  else services.mail.queue(mail);
}

/** POST resend-email-verification: limited to 3 an hour per user and 20 an hour per IP. */
export async function resendVerification(deps: ActorDeps, ip: string) {
  const user = requireUser(deps.auth);
  await consumeRateLimit(deps.db, [
    { key: `verify-send:user:${user.id}`, limit: 3, windowSeconds: 60 * 60 },
    { key: `verify-send:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 },
  ]);
  if (!user.email_verified_at) await issueVerificationCode(deps, user, true);
  return 'Email sent';
}

/** POST validate-email-verification-otp: errors go to the field 'code'. */
export async function validateVerificationCode({ db, config, auth }: ActorDeps, ip: string, code: string) {
  const user = requireUser(auth);
  if (user.email_verified_at) return;
  await consumeRateLimit(db, [{ key: `verify-check:ip:${ip}`, limit: 30, windowSeconds: 15 * 60 }]);
  const row = await latestVerificationCode(db, user.id);
  if (!row || Date.parse(row.expires_at) <= Date.now()) {
    throw validationError({ code: ['This verification code has expired. Please request a new one.'] });
  }
  if (!(await countVerificationAttempt(db, row.id, CODE_MAX_ATTEMPTS))) {
    throw validationError({ code: ['Too many attempts. Please request a new code.'] });
  }
  if (!sameHex(row.code_hash, codeHash(config.DATA_DIR, user.id, code))) {
    throw validationError({ code: ['The verification code is invalid.'] });
  }
  await db.transaction().execute(async (trx) => {
    await markEmailVerified(trx, user.id);
    await deleteVerificationCodesOf(trx, user.id);
  });
}
