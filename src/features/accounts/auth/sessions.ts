import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { deleteSession, deleteSessionsOf, findSessionWithUser, insertSession, updateSession } from './auth.queries';

// Sessions as in the Lucia guide: a random token lives in the cookie, only its SHA-256 is stored.

const DAY = 24 * 60 * 60 * 1000;
/** A session without "remember me" still lives server-side this long; its cookie ends with the browser. */
export const SESSION_TTL_MS = 2 * DAY;
export const REMEMBER_TTL_MS = 30 * DAY;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20); // 160 bits
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored id of a token: its SHA-256 in lower-case hex (node's native hash: every signed-in request hashes its cookie). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionMeta {
  remember?: boolean;
  ip_address?: string | null;
  user_agent?: string | null;
  device_type?: string | null;
  platform?: string | null;
  browser?: string | null;
  city?: string | null;
  country?: string | null;
}

export async function createSession(db: Db, userId: number, meta: SessionMeta = {}) {
  const token = generateSessionToken();
  const id = hashToken(token);
  const ttl = meta.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  const now = new Date();
  const session = {
    id,
    user_id: userId,
    expires_at: nowIso(new Date(now.getTime() + ttl)),
    remember: meta.remember ? 1 : 0,
    ip_address: meta.ip_address ?? null,
    user_agent: meta.user_agent?.slice(0, 1000) ?? null,
    device_type: meta.device_type ?? null,
    platform: meta.platform ?? null,
    browser: meta.browser ?? null,
    city: meta.city ?? null,
    country: meta.country ?? null,
    last_active: nowIso(now),
    created_at: nowIso(now),
  };
  await insertSession(db, session);
  return { token, session };
}

/**
 * Looks a token up by its hash, with its user's row (one statement, read on every signed-in
 * request: nothing of a session is cached). Expired sessions are deleted; a session past half of
 * its life is extended (sliding expiry), and last_active is refreshed at most once a minute.
 */
export async function validateSessionWithUser(db: Db, token: string) {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = hashToken(token);
  const [session] = await findSessionWithUser(db, id);
  if (!session) return null;
  const now = Date.now();
  const expires = Date.parse(session.expires_at);
  if (now >= expires) {
    await deleteSession(db, id);
    return null;
  }
  const ttl = session.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS;
  const patch: { expires_at?: string; last_active?: string } = {};
  if (expires - now < ttl / 2) patch.expires_at = nowIso(new Date(now + ttl));
  if (now - Date.parse(session.last_active) > 60_000) patch.last_active = nowIso(new Date(now));
  if (Object.keys(patch).length) {
    await updateSession(db, id, patch);
    Object.assign(session, patch);
  }
  return session;
}

export async function invalidateSession(db: Db, sessionId: string) {
  await deleteSession(db, sessionId);
}

/** Ends every session of a user, except the one given (the current device). */
export async function invalidateUserSessions(db: Db, userId: number, exceptSessionId?: string | null) {
  await deleteSessionsOf(db, userId, exceptSessionId);
}
