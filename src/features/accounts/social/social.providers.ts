import type * as Arctic from 'arctic';
import { lazyRequire } from '../../../platform/lazy-require';

/** arctic loads with the first social sign-in, not at server start. */
export const arctic = lazyRequire<typeof Arctic>('arctic');

// One adapter per provider over arctic: authorization URL (with PKCE where the provider has it),
// code exchange, and the profile read with the access token. Tokens are not kept.

export const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'envato'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];
export const SERVICE_LABELS: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

export interface SocialIdentity {
  /** The provider's stable user id. */
  id: string;
  /** Only an address the provider says is verified. */
  email: string | null;
  name: string | null;
  avatar: string | null;
  username: string | null;
}

export interface ProviderAdapter {
  pkce: boolean;
  authorizationUrl(state: string, codeVerifier: string): URL;
  exchangeCode(code: string, codeVerifier: string): Promise<string>;
  fetchProfile(accessToken: string): Promise<SocialIdentity>;
}

export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export const ENDPOINTS = {
  googleUserinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  facebookMe: 'https://graph.facebook.com/v16.0/me',
  xAuthorize: 'https://x.com/i/oauth2/authorize',
  xToken: 'https://api.x.com/2/oauth2/token',
  xMe: 'https://api.x.com/2/users/me',
  envatoAuthorize: 'https://api.envato.com/authorization',
  envatoToken: 'https://api.envato.com/token',
  envatoEmail: 'https://api.envato.com/v1/market/private/user/email.json',
  envatoUsername: 'https://api.envato.com/v1/market/private/user/username.json',
} as const;

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Profile request to ${new URL(url).host} failed with ${res.status}`);
  return (await res.json()) as T;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const httpsUrl = (v: unknown) => (typeof v === 'string' && /^https:\/\//.test(v) ? v : null);

function google(c: ProviderCredentials): ProviderAdapter {
  const client = new (arctic().Google)(c.clientId, c.clientSecret, c.redirectUri);
  return {
    pkce: true,
    authorizationUrl: (state, verifier) => client.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']),
    exchangeCode: async (code, verifier) => (await client.validateAuthorizationCode(code, verifier)).accessToken(),
    async fetchProfile(token) {
      const p = await getJson<{ sub: string; name?: string; picture?: string; email?: string; email_verified?: boolean }>(
        ENDPOINTS.googleUserinfo,
        token,
      );
      return {
        id: String(p.sub),
        email: p.email_verified === true ? text(p.email) : null,
        name: text(p.name),
        avatar: httpsUrl(p.picture),
        username: text(p.email) ?? text(p.name),
      };
    },
  };
}

function facebook(c: ProviderCredentials): ProviderAdapter {
  const client = new (arctic().Facebook)(c.clientId, c.clientSecret, c.redirectUri);
  return {
    pkce: false,
    authorizationUrl: (state) => client.createAuthorizationURL(state, ['email', 'public_profile']),
    exchangeCode: async (code) => (await client.validateAuthorizationCode(code)).accessToken(),
    async fetchProfile(token) {
      const url = new URL(ENDPOINTS.facebookMe);
      url.searchParams.set('fields', 'id,name,email,picture');
      const p = await getJson<{ id: string; name?: string; email?: string; picture?: { data?: { url?: string } } }>(url.toString(), token);
      return { id: String(p.id), email: text(p.email), name: text(p.name), avatar: httpsUrl(p.picture?.data?.url), username: text(p.name) };
    },
  };
}

/** X (Twitter) OAuth 2.0 with PKCE, on X's current endpoints through arctic's generic client. */
function twitter(c: ProviderCredentials): ProviderAdapter {
  const client = new (arctic().OAuth2Client)(c.clientId, c.clientSecret || null, c.redirectUri);
  return {
    pkce: true,
    authorizationUrl: (state, verifier) =>
      client.createAuthorizationURLWithPKCE(ENDPOINTS.xAuthorize, state, arctic().CodeChallengeMethod.S256, verifier, [
        'users.read',
        'tweet.read',
        'users.email',
      ]),
    exchangeCode: async (code, verifier) => (await client.validateAuthorizationCode(ENDPOINTS.xToken, code, verifier)).accessToken(),
    async fetchProfile(token) {
      const url = new URL(ENDPOINTS.xMe);
      url.searchParams.set('user.fields', 'profile_image_url,confirmed_email');
      const { data } = await getJson<{
        data: { id: string; name?: string; username?: string; profile_image_url?: string; confirmed_email?: string };
      }>(url.toString(), token);
      return {
        id: String(data.id),
        email: text(data.confirmed_email),
        name: text(data.name),
        avatar: httpsUrl(data.profile_image_url),
        username: text(data.username),
      };
    },
  };
}

/** Envato: arctic's generic client for the authorization URL; the token call sends the secret in the body as Envato documents. */
function envato(c: ProviderCredentials): ProviderAdapter {
  const client = new (arctic().OAuth2Client)(c.clientId, null, c.redirectUri);
  return {
    pkce: false,
    authorizationUrl: (state) => client.createAuthorizationURL(ENDPOINTS.envatoAuthorize, state, []),
    async exchangeCode(code) {
      const body = new URLSearchParams({ grant_type: 'authorization_code', code, client_id: c.clientId, client_secret: c.clientSecret });
      const res = await fetch(ENDPOINTS.envatoToken, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Envato token request failed with ${res.status}`);
      return new (arctic().OAuth2Tokens)((await res.json()) as object).accessToken();
    },
    async fetchProfile(token) {
      const [{ email }, { username }] = await Promise.all([
        getJson<{ email?: string }>(ENDPOINTS.envatoEmail, token),
        getJson<{ username?: string }>(ENDPOINTS.envatoUsername, token),
      ]);
      const name = text(username);
      if (!name) throw new Error('Envato returned no username');
      return { id: name, email: text(email), name, avatar: null, username: name };
    },
  };
}

const factories: Record<SocialService, (c: ProviderCredentials) => ProviderAdapter> = { google, facebook, twitter, envato };

export function providerAdapter(service: SocialService, credentials: ProviderCredentials) {
  return factories[service](credentials);
}
