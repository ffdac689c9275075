import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../http/app-env';
import { clientIp } from '../../../platform/rate-limit';
import { type Browser, challengeCookieNameFor, sessionCookieNameFor } from './browser';

// The one place the auth feature reads and writes the request/response: routes pass browserOf(c)
// to the services, which take plain values and this small object instead of Hono's Context.

export function browserOf(c: Context<AppEnv>): Browser {
  return {
    ip: clientIp(c),
    userAgent: c.req.header('user-agent')?.slice(0, 1000) ?? null,
    log: c.var.log,
    cookie: (name) => getCookie(c, name) ?? null,
    setCookie: (name, value, options) => setCookie(c, name, value, options),
    deleteCookie: (name, options) => deleteCookie(c, name, options),
    setAuth: (auth) => c.set('auth', auth),
  };
}

/** The session cookie's name for this request (src/http/origin-check.ts). */
export const sessionCookieName = (c: Context<AppEnv>) => sessionCookieNameFor(c.var.config);

export const challengeCookieName = (c: Context<AppEnv>) => challengeCookieNameFor(c.var.config);
