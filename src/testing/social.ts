import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { TestContext } from './harness';

// msw handlers answering like the real providers (token and profile payload shapes as documented),
// plus helpers that walk the popup flow through the app.

export interface ProviderUser {
  id: string;
  email: string | null;
  name: string;
  username?: string;
}

export interface Recorded {
  tokenRequests: { url: string; body: URLSearchParams; authorization: string | null }[];
  profileRequests: { url: string; authorization: string | null }[];
}

export function providerHandlers(users: Record<string, ProviderUser>, recorded: Recorded, opts: { googleEmailVerified?: boolean } = {}) {
  const token = (name: string, answer: (code: string) => Record<string, unknown>) =>
    http.post(name, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      recorded.tokenRequests.push({ url: request.url, body, authorization: request.headers.get('authorization') });
      const code = body.get('code') ?? '';
      if (code === 'bad-code') return HttpResponse.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 });
      return HttpResponse.json(answer(code));
    });
  const userFor = (request: Request) => {
    const auth = request.headers.get('authorization');
    recorded.profileRequests.push({ url: request.url, authorization: auth });
    return users[auth?.replace(/^Bearer /, '') ?? ''];
  };
  return [
    token('https://oauth2.googleapis.com/token', (code) => ({
      access_token: `google-${code}`,
      expires_in: 3599,
      scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      token_type: 'Bearer',
      id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.sig',
    })),
    http.get('https://openidconnect.googleapis.com/v1/userinfo', ({ request }) => {
      const u = userFor(request);
      if (!u) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
      return HttpResponse.json({
        sub: u.id,
        name: u.name,
        given_name: u.name.split(' ')[0],
        family_name: u.name.split(' ')[1] ?? '',
        picture: `https://lh3.googleusercontent.com/a/${u.id}=s96-c`,
        email: u.email,
        email_verified: opts.googleEmailVerified ?? true,
      });
    }),
    token('https://graph.facebook.com/v16.0/oauth/access_token', (code) => ({
      access_token: `facebook-${code}`,
      token_type: 'bearer',
      expires_in: 5183944,
    })),
    http.get('https://graph.facebook.com/v16.0/me', ({ request }) => {
      const u = userFor(request);
      if (!u)
        return HttpResponse.json({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }, { status: 400 });
      expect(new URL(request.url).searchParams.get('fields')).toBe('id,name,email,picture');
      return HttpResponse.json({
        id: u.id,
        name: u.name,
        email: u.email ?? undefined,
        picture: {
          data: {
            height: 50,
            is_silhouette: false,
            url: `https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=${u.id}`,
            width: 50,
          },
        },
      });
    }),
    token('https://api.x.com/2/oauth2/token', (code) => ({
      token_type: 'bearer',
      expires_in: 7200,
      access_token: `twitter-${code}`,
      scope: 'users.read tweet.read users.email',
    })),
    http.get('https://api.x.com/2/users/me', ({ request }) => {
      const u = userFor(request);
      if (!u)
        return HttpResponse.json({ title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' }, { status: 401 });
      return HttpResponse.json({
        data: {
          id: u.id,
          name: u.name,
          username: u.username,
          profile_image_url: `https://pbs.twimg.com/profile_images/${u.id}/avatar_normal.jpg`,
          ...(u.email ? { confirmed_email: u.email } : {}),
        },
      });
    }),
    token('https://api.envato.com/token', (code) => ({
      refresh_token: 'envato-refresh',
      token_type: 'bearer',
      access_token: `envato-${code}`,
      expires_in: 3600,
    })),
    http.get('https://api.envato.com/v1/market/private/user/email.json', ({ request }) => {
      const u = userFor(request);
      return u ? HttpResponse.json({ email: u.email }) : HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
    }),
    http.get('https://api.envato.com/v1/market/private/user/username.json', ({ request }) => {
      const u = userFor(request);
      return u ? HttpResponse.json({ username: u.username }) : HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
    }),
  ];
}

/** Opens the popup start URL; returns the provider URL the app redirected to. */
export async function startPopup(t: TestContext, service: string, intent: 'login' | 'connect' = 'login') {
  const res = await t.request(`/secure/auth/social/${service}/${intent}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

export interface PopupMessage {
  type: string;
  status: string;
  callbackData: { bootstrapData?: any; errorMessage?: string; message?: string; two_factor?: boolean };
}

/** Parses the message the popup page posts to its opener, with the page's target origin and nonce. */
export async function readPopup(res: Response) {
  const html = await res.text();
  const message = JSON.parse(/var message = (.*);\n/.exec(html)![1]!) as PopupMessage;
  const targetOrigin = JSON.parse(/postMessage\(message, (.*)\);/.exec(html)![1]!) as string;
  const nonce = /<script nonce="([^"]*)">/.exec(html)![1]!;
  return { html, message, targetOrigin, nonce };
}

/** The provider redirecting back with `code` and the state it was given. */
export function callback(t: TestContext, service: string, state: string | null, code = 'good-code') {
  const q = new URLSearchParams({ code });
  if (state !== null) q.set('state', state);
  return t.request(`/secure/auth/social/${service}/callback?${q}`);
}

/** A whole popup sign-in: start it, then come back from the provider with `code`. */
export async function popupLogin(t: TestContext, service: string, code: string) {
  const url = await startPopup(t, service);
  return callback(t, service, url.searchParams.get('state'), code);
}
