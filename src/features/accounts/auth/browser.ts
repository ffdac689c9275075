import type { Logger } from 'pino';
import type { Config } from '../../../config';
import type { AuthState } from './auth-state';

/** Cookie attributes as hono/cookie takes them (the subset the auth cookies use). */
export interface CookieOptions {
  httpOnly?: boolean;
  sameSite?: 'Lax';
  secure?: boolean;
  path?: string;
  maxAge?: number;
}

/**
 * The browser behind a request, as the sign-in services see it: who it is (IP, user agent), its
 * cookies, and the request's sign-in state. The route builds it with browserOf(c) (browser.routes.ts),
 * so no service below the routes touches Hono's Context.
 */
export interface Browser {
  ip: string;
  /** The User-Agent header, at most 1000 characters. */
  userAgent: string | null;
  /** The request's logger (it carries the request id). */
  log: Logger;
  cookie(name: string): string | null;
  setCookie(name: string, value: string, options: CookieOptions): void;
  deleteCookie(name: string, options: CookieOptions): void;
  /** Replaces the sign-in state of the rest of this request (after a sign-in or sign-out). */
  setAuth(auth: AuthState): void;
}

type CookieConfig = Pick<Config, 'secureCookies'>;

/** `__Host-` prefix and Secure over https; HttpOnly and SameSite=Lax always. */
export const sessionCookieNameFor = (config: CookieConfig) => (config.secureCookies ? '__Host-marquee_session' : 'marquee_session');

/** The pending two-factor challenge's cookie. */
export const challengeCookieNameFor = (config: CookieConfig) => (config.secureCookies ? '__Host-marquee_2fa' : 'marquee_2fa');
