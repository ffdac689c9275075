import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { type Db, nowIso } from '../../../db/database';
import { requireUser } from '../../../http/guard';
import { checkOwnPassword } from '../auth/password-confirmation';
import { invalidateUserSessions } from '../auth/sessions';

/**
 * The id a client sees: derived from the stored hash with a second SHA-256, so the list never
 * reveals the session row id (itself the hash of the cookie token).
 */
export const publicSessionId = (sessionId: string) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(`public-session:${sessionId}`))).slice(0, 20);

/** A user's unexpired sessions, newest activity first, as clients see them (no hashes). */
export async function activeSessionsOf(db: Db, userId: number, currentSessionId: string | null) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'device_type', 'platform', 'browser', 'city', 'country', 'ip_address', 'last_active'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy('last_active', 'desc')
    .execute();
  return rows.map((s) => ({
    id: publicSessionId(s.id),
    device_type: s.device_type ?? 'other',
    platform: s.platform,
    browser: s.browser,
    city: s.city,
    country: s.country,
    ip_address: s.ip_address,
    last_active: s.last_active,
    is_current_device: s.id === currentSessionId,
  }));
}

export async function listUserSessions(c: Context<AppEnv>) {
  const user = requireUser(c.var.auth);
  return activeSessionsOf(c.var.db, user.id, c.var.auth.sessionId);
}

/** Ends every session of the user but this one; the password is required. */
export async function logoutOtherSessions(c: Context<AppEnv>, password: string) {
  const user = requireUser(c.var.auth);
  await checkOwnPassword(c, user.id, password);
  await invalidateUserSessions(c.var.db, user.id, c.var.auth.sessionId);
  return 'Logged out other sessions.';
}
