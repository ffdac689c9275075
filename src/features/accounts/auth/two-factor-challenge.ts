import { nowIso } from '../../../db/database';
import type { Deps } from '../../../deps';
import { validationError } from '../../../http/errors';
import { assertNotRateLimited, hitRateLimit } from '../../../platform/rate-limit';
import { findTwoFactorColumns } from '../users/users.queries';
import { countChallengeAttempt, deleteChallenge, deleteExpiredChallenges, findChallenge, insertChallenge } from './auth.queries';
import { type Browser, challengeCookieNameFor } from './browser';
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

// Kept for src/http/origin-check.ts, which reads the cookie name from the request Context.
export { challengeCookieName } from './browser.routes';

/** Per account: 10 wrong codes in 15 minutes, however many challenges they are spread over. */
const accountLimit = (userId: number) => ({ key: `two-factor:user:${userId}`, limit: 10, windowSeconds: 15 * 60 });

export async function beginTwoFactorChallenge({ db, config }: Deps, browser: Browser, userId: number, remember: boolean) {
  const name = challengeCookieNameFor(config);
  const previous = browser.cookie(name);
  if (previous) await deleteChallenge(db, hashToken(previous));
  await deleteExpiredChallenges(db);
  const token = generateSessionToken();
  await insertChallenge(db, {
    id: hashToken(token),
    user_id: userId,
    remember: remember ? 1 : 0,
    expires_at: nowIso(new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000)),
  });
  browser.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: CHALLENGE_TTL_SECONDS,
  });
}

function endChallenge({ db, config }: Deps, browser: Browser, id: string) {
  browser.deleteCookie(challengeCookieNameFor(config), { path: '/', secure: config.secureCookies });
  return deleteChallenge(db, id);
}

/** Checks a TOTP or recovery code against the pending challenge; returns the user to sign in. */
export async function completeTwoFactorChallenge(deps: Deps, browser: Browser, input: { code?: string; recovery_code?: string }) {
  const { db, config } = deps;
  const token = browser.cookie(challengeCookieNameFor(config));
  const field = input.code ? 'code' : 'recovery_code';
  if (!token) throw validationError({ [field]: [EXPIRED] });
  const id = hashToken(token);
  const challenge = await findChallenge(db, id);
  if (!challenge || Date.parse(challenge.expires_at) <= Date.now()) {
    await endChallenge(deps, browser, id);
    throw validationError({ [field]: [EXPIRED] });
  }
  await assertNotRateLimited(db, [accountLimit(challenge.user_id)]);
  // Count the try before checking, atomically: parallel guesses cannot exceed the limit.
  if (!(await countChallengeAttempt(db, id, CHALLENGE_MAX_ATTEMPTS))) {
    await endChallenge(deps, browser, id);
    throw validationError({ [field]: ['Too many attempts. Please sign in again.'] });
  }

  const user = await findTwoFactorColumns(db, challenge.user_id);
  let ok = false;
  if (user && input.code) {
    const key = openTotpKey(config.DATA_DIR, user.two_factor_secret);
    ok = key ? await useTotpCode(db, user.id, key, input.code) : false;
  } else if (user && input.recovery_code) {
    ok = await consumeRecoveryCode(db, user.id, input.recovery_code);
  }
  if (!ok || !user) {
    await hitRateLimit(db, accountLimit(challenge.user_id));
    if (challenge.attempts + 1 >= CHALLENGE_MAX_ATTEMPTS) await endChallenge(deps, browser, id);
    throw validationError({ [field]: [input.code ? INVALID_CODE : INVALID_RECOVERY] });
  }
  await endChallenge(deps, browser, id);
  return { userId: user.id, remember: challenge.remember === 1 };
}
