import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../../http/app-env';

// Short-lived HttpOnly cookies scoped to the social routes: the OAuth state + PKCE verifier of a
// popup flow, and the token of a pending link that waits for the account's password.
const PATH = '/secure/auth/social';
export const FLOW_TTL_SECONDS = 10 * 60;

const name = (c: Context<AppEnv>, base: string) => (c.var.config.secureCookies ? `__Secure-${base}` : base);
const options = (c: Context<AppEnv>) => ({ httpOnly: true, sameSite: 'Lax' as const, secure: c.var.config.secureCookies, path: PATH });

export type FlowIntent = 'login' | 'connect';
export interface OAuthFlow {
  service: string;
  intent: FlowIntent;
  state: string;
  codeVerifier: string;
}

export function writeFlowCookie(c: Context<AppEnv>, flow: OAuthFlow) {
  const value = [flow.service, flow.intent, flow.state, flow.codeVerifier].join('.');
  setCookie(c, name(c, 'marquee_oauth'), value, { ...options(c), maxAge: FLOW_TTL_SECONDS });
}

/** Reads and always clears the flow cookie: a state is good for one callback only. */
export function takeFlowCookie(c: Context<AppEnv>): OAuthFlow | null {
  const raw = getCookie(c, name(c, 'marquee_oauth'));
  deleteCookie(c, name(c, 'marquee_oauth'), options(c));
  const parts = raw?.split('.');
  if (!parts || parts.length !== 4 || (parts[1] !== 'login' && parts[1] !== 'connect')) return null;
  return { service: parts[0]!, intent: parts[1], state: parts[2]!, codeVerifier: parts[3]! };
}

export function writePendingLinkCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, name(c, 'marquee_social_link'), token, { ...options(c), maxAge: FLOW_TTL_SECONDS });
}

export const readPendingLinkCookie = (c: Context<AppEnv>) => getCookie(c, name(c, 'marquee_social_link')) ?? null;

export function clearPendingLinkCookie(c: Context<AppEnv>) {
  deleteCookie(c, name(c, 'marquee_social_link'), options(c));
}
