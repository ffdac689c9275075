import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../http/app-env';
import { REMEMBER_TTL_MS } from './sessions';

/** `__Host-` prefix and Secure over https; HttpOnly and SameSite=Lax always. */
export function sessionCookieName(c: Context<AppEnv>) {
  return c.var.config.secureCookies ? '__Host-marquee_session' : 'marquee_session';
}

export function readSessionCookie(c: Context<AppEnv>) {
  return getCookie(c, sessionCookieName(c)) ?? null;
}

/** remember=true gives a 30-day cookie; otherwise a browser-session cookie (no Max-Age). */
export function writeSessionCookie(c: Context<AppEnv>, token: string, remember: boolean) {
  setCookie(c, sessionCookieName(c), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.secureCookies,
    path: '/',
    ...(remember ? { maxAge: Math.floor(REMEMBER_TTL_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, sessionCookieName(c), { path: '/', secure: c.var.config.secureCookies });
}
