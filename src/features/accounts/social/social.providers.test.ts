import { describe, expect, it } from 'vitest';
import { createS256CodeChallenge, useFakeProviders } from '../../../testing/accounts-social';
import { createTestContext, useTestApp } from '../../../testing/harness';
import { callback, popupLogin, readPopup, startPopup } from '../../../testing/social';

const env = useTestApp();
const { recorded, providerUser } = useFakeProviders(env, ['facebook', 'twitter', 'envato'], {
  email: 'provider',
  name: 'Provider',
  username: 'p',
});

/** Ends the popup at the provider's callback and expects the user signed in with that linked profile. */
async function expectSignedInThrough(service: string, url: URL, code: string, expected: { email: string | null; username: string | null }) {
  const { message } = await readPopup(await callback(env.ctx, service, url.searchParams.get('state'), code));
  expect(message.status).toBe('SUCCESS');
  expect(message.callbackData.bootstrapData.user).toMatchObject({
    email: expected.email,
    social_profiles: [{ service_name: service, username: expected.username }],
  });
}

describe('social login providers', () => {
  it('facebook: no PKCE, secret in the token body, Graph /me profile', async () => {
    const { code, user } = providerUser('facebook');
    const url = await startPopup(env.ctx, 'facebook');
    expect(url.host).toBe('www.facebook.com');
    expect(url.searchParams.get('code_challenge')).toBeNull();
    await expectSignedInThrough('facebook', url, code, { email: user.email, username: user.name });
    expect(recorded.tokenRequests[0]!.body.get('client_secret')).toBe('facebook-secret');
    expect(recorded.profileRequests[0]!.authorization).toBe(`Bearer facebook-${code}`);
  });

  it('twitter (X): OAuth 2.0 with PKCE on api.x.com, username and confirmed email', async () => {
    const { code, user } = providerUser('twitter', { username: 'grace_h' });
    const url = await startPopup(env.ctx, 'twitter');
    expect(url.origin + url.pathname).toBe('https://x.com/i/oauth2/authorize');
    expect(url.searchParams.get('scope')).toContain('users.read');
    await expectSignedInThrough('twitter', url, code, { email: user.email, username: 'grace_h' });
    const tokenRequest = recorded.tokenRequests[0]!;
    expect(tokenRequest.url).toBe('https://api.x.com/2/oauth2/token');
    expect(createS256CodeChallenge(tokenRequest.body.get('code_verifier')!)).toBe(url.searchParams.get('code_challenge'));
    expect(new URL(recorded.profileRequests[0]!.url).searchParams.get('user.fields')).toContain('confirmed_email');
  });

  it('twitter (X) without an email: ERROR for a new visitor', async () => {
    const { code } = providerUser('twitter', { email: null });
    const res = await popupLogin(env.ctx, 'twitter', code);
    expect(res.status).toBe(422);
    expect((await readPopup(res)).message.callbackData.errorMessage).toMatch(/did not share a verified email address/);
  });

  it('envato: generic OAuth 2.0 client, email.json and username.json', async () => {
    const { code, user } = providerUser('envato', { username: 'themeforest_fan' });
    const url = await startPopup(env.ctx, 'envato');
    expect(url.origin + url.pathname).toBe('https://api.envato.com/authorization');
    await expectSignedInThrough('envato', url, code, { email: user.email, username: 'themeforest_fan' });
    const tokenRequest = recorded.tokenRequests[0]!;
    expect(tokenRequest.body.get('client_id')).toBe('envato-client');
    expect(tokenRequest.body.get('client_secret')).toBe('envato-secret');
    expect(recorded.profileRequests.map((r) => new URL(r.url).pathname).sort()).toEqual([
      '/v1/market/private/user/email.json',
      '/v1/market/private/user/username.json',
    ]);
  });
});

describe('social login cookies over https', () => {
  it('keeps state and PKCE verifier in a short-lived __Secure- HttpOnly cookie scoped to the social routes', async () => {
    const t = await createTestContext({ env: { APP_URL: 'https://marquee.example' } });
    try {
      await t.services.settings.save({
        'social.google.enable': true,
        'social.google.client_id': 'id',
        'social.google.client_secret': 'secret',
      });
      const res = await t.request('/secure/auth/social/google/login', { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.searchParams.get('redirect_uri')).toBe('https://marquee.example/secure/auth/social/google/callback');
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-marquee_oauth='))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\/secure\/auth\/social/i);
      expect(cookie).toMatch(/; Max-Age=600/i);
      expect(decodeURIComponent(cookie.split(';')[0]!)).toContain(location.searchParams.get('state')!);
    } finally {
      await t.close();
    }
  });
});
