import type { Config } from '../../../config';
import type { Browser } from '../auth/browser';

// Short-lived HttpOnly cookies scoped to the social routes: the OAuth state + PKCE verifier of a
// popup flow, and the token of a pending link that waits for the account's password.
const PATH = '/secure/auth/social';
export const FLOW_TTL_SECONDS = 10 * 60;

type CookieConfig = Pick<Config, 'secureCookies'>;
const name = (config: CookieConfig, base: string) => (config.secureCookies ? `__Secure-${base}` : base);
const options = (config: CookieConfig) => ({ httpOnly: true, sameSite: 'Lax' as const, secure: config.secureCookies, path: PATH });

export type FlowIntent = 'login' | 'connect';
export interface OAuthFlow {
  service: string;
  intent: FlowIntent;
  state: string;
  codeVerifier: string;
}

export function writeFlowCookie(browser: Browser, config: CookieConfig, flow: OAuthFlow) {
  const value = [flow.service, flow.intent, flow.state, flow.codeVerifier].join('.');
  browser.setCookie(name(config, 'marquee_oauth'), value, { ...options(config), maxAge: FLOW_TTL_SECONDS });
}

/** Reads and always clears the flow cookie: a state is good for one callback only. */
export function takeFlowCookie(browser: Browser, config: CookieConfig): OAuthFlow | null {
  const raw = browser.cookie(name(config, 'marquee_oauth'));
  browser.deleteCookie(name(config, 'marquee_oauth'), options(config));
  const parts = raw?.split('.');
  if (!parts || parts.length !== 4 || (parts[1] !== 'login' && parts[1] !== 'connect')) return null;
  return { service: parts[0]!, intent: parts[1], state: parts[2]!, codeVerifier: parts[3]! };
}

export function writePendingLinkCookie(browser: Browser, config: CookieConfig, token: string) {
  browser.setCookie(name(config, 'marquee_social_link'), token, { ...options(config), maxAge: FLOW_TTL_SECONDS });
}

export const readPendingLinkCookie = (browser: Browser, config: CookieConfig) => browser.cookie(name(config, 'marquee_social_link'));

export function clearPendingLinkCookie(browser: Browser, config: CookieConfig) {
  browser.deleteCookie(name(config, 'marquee_social_link'), options(config));
}
