import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Db } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { requireUser } from '../../../http/guard';
import { checkOwnPassword } from '../auth/password-confirmation';
import { listActiveSessions } from '../auth/auth.queries';
import { invalidateUserSessions } from '../auth/sessions';

/**
 * The id a client sees: derived from the stored hash with a second SHA-256, so the list never
 * reveals the session row id (itself the hash of the cookie token).
 */
export const publicSessionId = (sessionId: string) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(`public-session:${sessionId}`))).slice(0, 20);

/** A user's unexpired sessions, newest activity first, as clients see them (no hashes). */
export async function activeSessionsOf(db: Db, userId: number, currentSessionId: string | null) {
  const rows = await listActiveSessions(db, userId);
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

export async function listUserSessions({ db, auth }: ActorDeps) {
  const user = requireUser(auth);
  return activeSessionsOf(db, user.id, auth.sessionId);
}

/** Ends every session of the user but this one; the password is required. */
export async function logoutOtherSessions(deps: ActorDeps, password: string) {
  const user = requireUser(deps.auth);
  await checkOwnPassword(deps, user.id, password);
  await invalidateUserSessions(deps.db, user.id, deps.auth.sessionId);
  return 'Logged out other sessions.';
}
