import { nowIso } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { AppError, validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { assertNotRateLimited, hitRateLimit } from '../../../platform/rate-limit';
import { findPasswordHash } from '../users/users.queries';
import { findSessionConfirmation, updateSession } from './auth.queries';
import { verifyPassword } from './passwords';

// Sensitive actions need a password confirmed on this session within 9000 seconds (spec section 6).
export const PASSWORD_CONFIRM_SECONDS = 9000;
export const WRONG_PASSWORD = 'The provided password was incorrect.';

/** true when this browser session confirmed the password within `seconds` (never more than 9000). */
export async function isPasswordConfirmed({ db, auth }: ActorDeps, seconds = PASSWORD_CONFIRM_SECONDS) {
  const { sessionId } = auth;
  if (!sessionId) return false; // bearer tokens have no session to hold a confirmation
  const row = await findSessionConfirmation(db, sessionId);
  if (!row?.password_confirmed_at) return false;
  const window = Math.min(seconds, PASSWORD_CONFIRM_SECONDS) * 1000;
  return Date.now() - Date.parse(row.password_confirmed_at) < window;
}

/** Throws 423 'Password confirmation required.' (the web then opens the Confirm password dialog). */
export async function requireConfirmedPassword(deps: ActorDeps) {
  const user = requireUser(deps.auth);
  if (!(await isPasswordConfirmed(deps)))
    throw new AppError(423, 'Password confirmation required.', undefined, 'password_confirmation_required');
  return user;
}

/** Checks the user's password, limited to 10 wrong tries per 15 minutes; throws 422 on `field`. */
export async function checkOwnPassword(
  { db }: Pick<Deps, 'db'>,
  userId: number,
  password: string,
  field = 'password',
  message = WRONG_PASSWORD,
) {
  const limit = { key: `password-check:user:${userId}`, limit: 10, windowSeconds: 15 * 60 };
  await assertNotRateLimited(db, [limit]);
  const row = await findPasswordHash(db, userId);
  if (await verifyPassword(row?.password, password)) return;
  await hitRateLimit(db, limit);
  throw validationError({ [field]: [message] });
}

export async function confirmPassword(deps: ActorDeps, password: string) {
  const user = requireUser(deps.auth);
  if (!deps.auth.sessionId) throw new AppError(403, 'Password confirmation needs a signed-in browser session.');
  await checkOwnPassword(deps, user.id, password);
  await updateSession(deps.db, deps.auth.sessionId, { password_confirmed_at: nowIso() });
}
