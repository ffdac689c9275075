import type { Config } from '../../../config';
import { type Browser, sessionCookieNameFor } from './browser';
import { REMEMBER_TTL_MS } from './sessions';

// Kept for src/http/origin-check.ts, which reads the cookie from the request Context.
export { sessionCookieName } from './browser.routes';

type CookieConfig = Pick<Config, 'secureCookies'>;

export function readSessionToken(browser: Browser, config: CookieConfig) {
  return browser.cookie(sessionCookieNameFor(config));
}

/** remember=true gives a 30-day cookie; otherwise a browser-session cookie (no Max-Age). */
export function writeSessionCookie(browser: Browser, config: CookieConfig, token: string, remember: boolean) {
  browser.setCookie(sessionCookieNameFor(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    path: '/',
    ...(remember ? { maxAge: Math.floor(REMEMBER_TTL_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(browser: Browser, config: CookieConfig) {
  browser.deleteCookie(sessionCookieNameFor(config), { path: '/', secure: config.secureCookies });
}
