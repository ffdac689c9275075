import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { nowIso } from '../../../db/database';
import { AppError, validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { assertNotRateLimited, hitRateLimit } from '../../../platform/rate-limit';
import { verifyPassword } from './passwords';

// Sensitive actions need a password confirmed on this session within 9000 seconds (spec section 6).
export const PASSWORD_CONFIRM_SECONDS = 9000;
export const WRONG_PASSWORD = 'The provided password was incorrect.';

/** true when this browser session confirmed the password within `seconds` (never more than 9000). */
export async function isPasswordConfirmed(c: Context<AppEnv>, seconds = PASSWORD_CONFIRM_SECONDS) {
  const { sessionId } = c.var.auth;
  if (!sessionId) return false; // bearer tokens have no session to hold a confirmation
  const row = await c.var.db.selectFrom('sessions').select('password_confirmed_at').where('id', '=', sessionId).executeTakeFirst();
  if (!row?.password_confirmed_at) return false;
  const window = Math.min(seconds, PASSWORD_CONFIRM_SECONDS) * 1000;
  return Date.now() - Date.parse(row.password_confirmed_at) < window;
}

/** Throws 423 'Password confirmation required.' (the web then opens the Confirm password dialog). */
export async function requireConfirmedPassword(c: Context<AppEnv>) {
  const user = requireUser(c.var.auth);
  if (!(await isPasswordConfirmed(c)))
    throw new AppError(423, 'Password confirmation required.', undefined, 'password_confirmation_required');
  return user;
}

/** Checks the user's password, limited to 10 wrong tries per 15 minutes; throws 422 on `field`. */
export async function checkOwnPassword(c: Context<AppEnv>, userId: number, password: string, field = 'password', message = WRONG_PASSWORD) {
  const limit = { key: `password-check:user:${userId}`, limit: 10, windowSeconds: 15 * 60 };
  await assertNotRateLimited(c.var.db, [limit]);
  const row = await c.var.db.selectFrom('users').select('password').where('id', '=', userId).executeTakeFirst();
  if (await verifyPassword(row?.password, password)) return;
  await hitRateLimit(c.var.db, limit);
  throw validationError({ [field]: [message] });
}

export async function confirmPassword(c: Context<AppEnv>, password: string) {
  const user = requireUser(c.var.auth);
  if (!c.var.auth.sessionId) throw new AppError(403, 'Password confirmation needs a signed-in browser session.');
  await checkOwnPassword(c, user.id, password);
  await c.var.db.updateTable('sessions').set({ password_confirmed_at: nowIso() }).where('id', '=', c.var.auth.sessionId).execute();
}
