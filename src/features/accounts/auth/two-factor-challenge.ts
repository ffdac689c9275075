import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../http/app-env';
import { nowIso } from '../../../db/database';
import { validationError } from '../../../http/errors';
import { assertNotRateLimited, hitRateLimit } from '../../../platform/rate-limit';
import { consumeRecoveryCode } from './recovery-codes';
import { generateSessionToken, hashToken } from './sessions';
import { openTotpKey, useTotpCode } from './totp';

// After a correct password for a 2FA account: a pending challenge bound to the user, whose random
// token lives in an HttpOnly cookie and whose SHA-256 is the row id. 10 minutes, 5 tries.
const CHALLENGE_TTL_SECONDS = 10 * 60;
export const CHALLENGE_MAX_ATTEMPTS = 5;
const EXPIRED = 'Your sign-in attempt has expired. Please sign in again.';
const INVALID_CODE = 'The provided two factor authentication code was invalid.';
const INVALID_RECOVERY = 'The provided two factor recovery code was invalid.';

export const challengeCookieName = (c: Context<AppEnv>) => (c.var.config.secureCookies ? '__Host-marquee_2fa' : 'marquee_2fa');

/** Per account: 10 wrong codes in 15 minutes, however many challenges they are spread over. */
const accountLimit = (userId: number) => ({ key: `two-factor:user:${userId}`, limit: 10, windowSeconds: 15 * 60 });

export async function beginTwoFactorChallenge(c: Context<AppEnv>, userId: number, remember: boolean) {
  const db = c.var.db;
  const previous = getCookie(c, challengeCookieName(c));
  if (previous) await db.deleteFrom('two_factor_challenges').where('id', '=', hashToken(previous)).execute();
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', nowIso()).execute();
  const token = generateSessionToken();
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: hashToken(token),
      user_id: userId,
      remember: remember ? 1 : 0,
      attempts: 0,
      expires_at: nowIso(new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000)),
      created_at: nowIso(),
    })
    .execute();
  setCookie(c, challengeCookieName(c), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.secureCookies,
    path: '/',
    maxAge: CHALLENGE_TTL_SECONDS,
  });
}

function endChallenge(c: Context<AppEnv>, id: string) {
  deleteCookie(c, challengeCookieName(c), { path: '/', secure: c.var.config.secureCookies });
  return c.var.db.deleteFrom('two_factor_challenges').where('id', '=', id).execute();
}

/** Checks a TOTP or recovery code against the pending challenge; returns the user to sign in. */
export async function completeTwoFactorChallenge(c: Context<AppEnv>, input: { code?: string; recovery_code?: string }) {
  const db = c.var.db;
  const token = getCookie(c, challengeCookieName(c));
  const field = input.code ? 'code' : 'recovery_code';
  if (!token) throw validationError({ [field]: [EXPIRED] });
  const id = hashToken(token);
  const challenge = await db.selectFrom('two_factor_challenges').selectAll().where('id', '=', id).executeTakeFirst();
  if (!challenge || Date.parse(challenge.expires_at) <= Date.now()) {
    await endChallenge(c, id);
    throw validationError({ [field]: [EXPIRED] });
  }
  await assertNotRateLimited(db, [accountLimit(challenge.user_id)]);
  // Count the try before checking, atomically: parallel guesses cannot exceed the limit.
  const counted = await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) {
    await endChallenge(c, id);
    throw validationError({ [field]: ['Too many attempts. Please sign in again.'] });
  }

  const user = await db.selectFrom('users').select(['id', 'two_factor_secret']).where('id', '=', challenge.user_id).executeTakeFirst();
  let ok = false;
  if (user && input.code) {
    const key = openTotpKey(c.var.config.DATA_DIR, user.two_factor_secret);
    ok = key ? await useTotpCode(db, user.id, key, input.code) : false;
  } else if (user && input.recovery_code) {
    ok = await consumeRecoveryCode(db, user.id, input.recovery_code);
  }
  if (!ok || !user) {
    await hitRateLimit(db, accountLimit(challenge.user_id));
    if (challenge.attempts + 1 >= CHALLENGE_MAX_ATTEMPTS) await endChallenge(c, id);
    throw validationError({ [field]: [input.code ? INVALID_CODE : INVALID_RECOVERY] });
  }
  await endChallenge(c, id);
  return { userId: user.id, remember: challenge.remember === 1 };
}
