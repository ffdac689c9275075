import { randomUUID } from 'node:crypto';
import { keyedHash, sameHex } from '../../accounts/auth/app-key';

// The anonymous visitor id: a random id in a signed cookie, so a client cannot pose as another
// visitor to inflate or reset someone else's play counts. Signed-in users are counted by user id.

export const VISITOR_COOKIE = 'marquee_visitor';
const sign = (dataDir: string, id: string) => keyedHash(dataDir, 'visitor-cookie', id).slice(0, 32);

/**
 * The viewer's id: `u<id>` for a signed-in user, else `v<id>` from a validly signed cookie value,
 * else a fresh one with the cookie value to set (the route sets it with visitorCookieOptions).
 */
export function visitorId(
  dataDir: string,
  userId: number | null | undefined,
  cookie: () => string | undefined,
): { id: string; setCookie?: string } {
  if (userId) return { id: `u${userId}` };
  const raw = cookie();
  const [id, mac] = raw?.split('.') ?? [];
  if (id && mac && /^[0-9a-f-]{36}$/.test(id) && /^[0-9a-f]{32}$/.test(mac) && sameHex(sign(dataDir, id), mac)) return { id: `v${id}` };
  const fresh = randomUUID();
  return { id: `v${fresh}`, setCookie: `${fresh}.${sign(dataDir, fresh)}` };
}

export const visitorCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure,
  path: '/',
  maxAge: 365 * 24 * 3600,
});
