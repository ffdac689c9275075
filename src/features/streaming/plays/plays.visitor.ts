import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../http/app-env';
import { keyedHash, sameHex } from '../../accounts/auth/app-key';

// The anonymous visitor id: a random id in a signed cookie, so a client cannot pose as another
// visitor to inflate or reset someone else's play counts. Signed-in users are counted by user id.

const COOKIE = 'marquee_visitor';
const sign = (c: Context<AppEnv>, id: string) => keyedHash(c.var.config.DATA_DIR, 'visitor-cookie', id).slice(0, 32);

export function visitorId(c: Context<AppEnv>): string {
  const user = c.var.auth.user;
  if (user) return `u${user.id}`;
  const raw = getCookie(c, COOKIE);
  const [id, mac] = raw?.split('.') ?? [];
  if (id && mac && /^[0-9a-f-]{36}$/.test(id) && /^[0-9a-f]{32}$/.test(mac) && sameHex(sign(c, id), mac)) return `v${id}`;
  const fresh = randomUUID();
  setCookie(c, COOKIE, `${fresh}.${sign(c, fresh)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.secureCookies,
    path: '/',
    maxAge: 365 * 24 * 3600,
  });
  return `v${fresh}`;
}
