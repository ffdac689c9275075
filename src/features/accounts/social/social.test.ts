import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { createS256CodeChallenge, useFakeProviders } from '../../../testing/accounts-social';
import { createTestContext, useTestApp } from '../../../testing/harness';
import { hashToken } from '../auth/sessions';
import { callback, providerHandlers, popupLogin, readPopup, startPopup } from '../../../testing/social';

const SESSION = 'marquee_session';
const env = useTestApp();
const { server, users, recorded, providerUser } = useFakeProviders(env, ['google', 'facebook', 'twitter', 'envato'], {
  email: 'social',
  name: 'Social',
  username: 'social',
});

describe('social login', () => {
  describe('google', () => {
    it('creates a verified user for a new email, signs them in, and posts SUCCESS to base_url only', async () => {
      const { code, user } = providerUser('google', { name: 'Ada Lovelace' });
      const authorize = await startPopup(env.ctx, 'google');
      expect(authorize.origin + authorize.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/secure/auth/social/google/callback');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

      const res = await callback(env.ctx, 'google', authorize.searchParams.get('state'), code);
      expect(res.status).toBe(200);
      const { message, targetOrigin, nonce } = await readPopup(res);
      expect(message.type).toBe('social-auth');
      expect(message.status).toBe('SUCCESS');
      expect(message.callbackData.bootstrapData.user).toMatchObject({
        email: user.email,
        name: 'Ada Lovelace',
        social_profiles: [{ service_name: 'google', username: user.email }],
      });
      expect(targetOrigin).toBe('http://localhost:3000');
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);

      // PKCE: the verifier sent to Google matches the challenge in the authorization URL.
      const tokenRequest = recorded.tokenRequests[0]!;
      expect(createS256CodeChallenge(tokenRequest.body.get('code_verifier')!)).toBe(authorize.searchParams.get('code_challenge'));
      expect(tokenRequest.authorization).toBe(`Basic ${Buffer.from('google-client:google-secret').toString('base64')}`);

      const row = await env.ctx.db.selectFrom('users').selectAll().where('email', '=', user.email!).executeTakeFirstOrThrow();
      expect(row.email_verified_at).toBeTruthy();
      expect(row.password).toBeNull();
      expect(row.image).toBe(`https://lh3.googleusercontent.com/a/${user.id}=s96-c`);
      const roles = await env.ctx.db
        .selectFrom('user_roles')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select('roles.name')
        .where('user_id', '=', row.id)
        .execute();
      expect(roles.map((r) => r.name)).toEqual(['Users']);
      const session = await env.ctx.db
        .selectFrom('sessions')
        .select('user_id')
        .where('id', '=', hashToken(env.ctx.jar.get(SESSION)!))
        .executeTakeFirst();
      expect(session?.user_id).toBe(row.id);
      const profile = await env.ctx.db.selectFrom('social_profiles').selectAll().where('user_id', '=', row.id).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ service_name: 'google', user_service_id: user.id });
      expect(JSON.stringify(profile)).not.toContain('google-code');
    });

    it('rejects a state mismatch without calling the provider', async () => {
      const { code } = providerUser('google');
      await startPopup(env.ctx, 'google');
      const res = await callback(env.ctx, 'google', 'forged-state', code);
      expect(res.status).toBe(400);
      const { message } = await readPopup(res);
      expect(message).toEqual({
        type: 'social-auth',
        status: 'ERROR',
        callbackData: { errorMessage: 'An error occurred. Please try again later' },
      });
      expect(recorded.tokenRequests).toHaveLength(0);
      expect(env.ctx.jar.has(SESSION)).toBe(false);
    });

    it('rejects a callback without a started flow, or with a state used once already', async () => {
      const { code } = providerUser('google');
      expect((await readPopup(await callback(env.ctx, 'google', 'anything', code))).message.status).toBe('ERROR');
      const url = await startPopup(env.ctx, 'google');
      const state = url.searchParams.get('state');
      expect((await readPopup(await callback(env.ctx, 'google', state, code))).message.status).toBe('SUCCESS');
      env.ctx.signOut();
      expect((await readPopup(await callback(env.ctx, 'google', state, code))).message.status).toBe('ERROR');
    });

    it('signs in the owner of an already linked profile', async () => {
      const owner = await createTestUser(env.ctx.db);
      const { code, user } = providerUser('google', { email: 'different@example.com' });
      await env.ctx.db
        .insertInto('social_profiles')
        .values({ user_id: owner.id, service_name: 'google', user_service_id: user.id, username: 'old' })
        .execute();
      const { message } = await readPopup(await popupLogin(env.ctx, 'google', code));
      expect(message.status).toBe('SUCCESS');
      expect(message.callbackData.bootstrapData.user.id).toBe(owner.id);
      expect(
        await env.ctx.db.selectFrom('users').select('id').where('email', '=', 'different@example.com').executeTakeFirst(),
      ).toBeUndefined();
    });

    it('asks for the password when the email belongs to an account without the link (REQUEST_PASSWORD)', async () => {
      const existing = await createTestUser(env.ctx.db);
      const { code, user } = providerUser('google', { email: existing.email });
      const { message } = await readPopup(await popupLogin(env.ctx, 'google', code));
      expect(message).toEqual({ type: 'social-auth', status: 'REQUEST_PASSWORD', callbackData: {} });
      expect(env.ctx.jar.has(SESSION)).toBe(false);
      const pending = await env.ctx.db
        .selectFrom('social_pending_links')
        .selectAll()
        .where('user_id', '=', existing.id)
        .executeTakeFirstOrThrow();
      expect(pending.id).toBe(hashToken(env.ctx.jar.get('marquee_social_link')!));

      const wrong = await env.ctx.request('/secure/auth/social/connect', { method: 'POST', json: { password: 'wrong-password' } });
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).errors.password).toBeDefined();
      expect((await env.ctx.request('/secure/auth/social/connect', { method: 'POST', json: {} })).status).toBe(422);

      const ok = await env.ctx.request('/secure/auth/social/connect', { method: 'POST', json: { password: existing.password } });
      expect(ok.status).toBe(200);
      const body = await ok.json();
      expect(body.bootstrapData.user).toMatchObject({
        id: existing.id,
        social_profiles: [{ service_name: 'google', username: user.email }],
      });
      expect(await env.ctx.db.selectFrom('social_pending_links').select('id').where('user_id', '=', existing.id).execute()).toEqual([]);
      expect(env.ctx.jar.has(SESSION)).toBe(true);

      env.ctx.signOut();
      const again = await env.ctx.request('/secure/auth/social/connect', { method: 'POST', json: { password: existing.password } });
      expect(again.status).toBe(410);
    });

    it('answers ALREADY_LOGGED_IN to a signed-in user on /login', async () => {
      const me = await createTestUser(env.ctx.db);
      await env.ctx.signIn(me.id);
      const res = await env.ctx.request('/secure/auth/social/google/login', { redirect: 'manual' });
      expect(res.status).toBe(200);
      expect((await readPopup(res)).message.status).toBe('ALREADY_LOGGED_IN');
    });

    it("/connect links the profile to the signed-in user ('Enabled Google account') and disconnect removes it", async () => {
      const me = await createTestUser(env.ctx.db);
      await env.ctx.signIn(me.id);
      const { code } = providerUser('google', { email: 'other-address@example.com' });
      const url = await startPopup(env.ctx, 'google', 'connect');
      const { message } = await readPopup(await callback(env.ctx, 'google', url.searchParams.get('state'), code));
      expect(message.status).toBe('SUCCESS');
      expect(message.callbackData.message).toBe('Enabled Google account');
      expect(message.callbackData.bootstrapData.user.social_profiles).toEqual([
        { service_name: 'google', username: 'other-address@example.com' },
      ]);

      const off = await env.ctx.request('/secure/auth/social/google/disconnect', { method: 'POST' });
      expect(off.status).toBe(200);
      expect(await off.json()).toEqual({ message: 'Disabled Google account' });
      expect(await env.ctx.db.selectFrom('social_profiles').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
      expect((await env.ctx.request('/secure/auth/social/google/disconnect', { method: 'POST' })).status).toBe(404);
    });

    it('refuses to connect a profile that belongs to another user', async () => {
      const owner = await createTestUser(env.ctx.db);
      const { code, user } = providerUser('google');
      await env.ctx.db
        .insertInto('social_profiles')
        .values({ user_id: owner.id, service_name: 'google', user_service_id: user.id, username: 'x' })
        .execute();
      const me = await createTestUser(env.ctx.db);
      await env.ctx.signIn(me.id);
      const url = await startPopup(env.ctx, 'google', 'connect');
      const res = await callback(env.ctx, 'google', url.searchParams.get('state'), code);
      expect(res.status).toBe(409);
      expect((await readPopup(res)).message.callbackData.errorMessage).toBe('This Google account is already connected to another user.');
    });

    it('refuses /connect and disconnect for signed-out visitors', async () => {
      const res = await env.ctx.request('/secure/auth/social/google/connect', { redirect: 'manual' });
      expect(res.status).toBe(403);
      expect((await readPopup(res)).message.status).toBe('ERROR');
      expect((await env.ctx.request('/secure/auth/social/google/disconnect', { method: 'POST' })).status).toBe(401);
    });

    it('ERROR when the provider rejects the code, or shares no verified email', async () => {
      const failed = await readPopup(await popupLogin(env.ctx, 'google', 'bad-code'));
      expect(failed.message.status).toBe('ERROR');
      server.use(...providerHandlers(users, recorded, { googleEmailVerified: false }));
      const { code } = providerUser('google');
      const unverified = await popupLogin(env.ctx, 'google', code);
      expect(unverified.status).toBe(422);
      expect((await readPopup(unverified)).message.status).toBe('ERROR');
    });

    it('starts the two-factor challenge instead of a session for a 2FA account', async () => {
      const owner = await createTestUser(env.ctx.db);
      await env.ctx.db.updateTable('users').set({ two_factor_confirmed_at: new Date().toISOString() }).where('id', '=', owner.id).execute();
      const { code, user } = providerUser('google');
      await env.ctx.db
        .insertInto('social_profiles')
        .values({ user_id: owner.id, service_name: 'google', user_service_id: user.id, username: 'x' })
        .execute();
      const { message } = await readPopup(await popupLogin(env.ctx, 'google', code));
      expect(message).toEqual({ type: 'social-auth', status: 'SUCCESS', callbackData: { two_factor: true } });
      expect(env.ctx.jar.has(SESSION)).toBe(false);
      expect(env.ctx.jar.has('marquee_2fa')).toBe(true);
    });

    it('does not register new accounts while registration is disabled', async () => {
      await env.ctx.services.settings.save({ 'registration.disable': true });
      const { code, user } = providerUser('google');
      const res = await popupLogin(env.ctx, 'google', code);
      expect(res.status).toBe(403);
      expect((await readPopup(res)).message.callbackData.errorMessage).toBe('Registration is currently disabled.');
      expect(await env.ctx.db.selectFrom('users').select('id').where('email', '=', user.email!).executeTakeFirst()).toBeUndefined();
      await env.ctx.services.settings.save({ 'registration.disable': false });
    });

    it('a disabled provider answers an ERROR page and never redirects', async () => {
      await env.ctx.services.settings.save({ 'social.google.enable': false });
      const res = await env.ctx.request('/secure/auth/social/google/login', { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect((await readPopup(res)).message.callbackData.errorMessage).toBe('This sign-in method is not enabled.');
      await env.ctx.services.settings.save({ 'social.google.enable': true });
      expect((await env.ctx.request('/secure/auth/social/myspace/login')).status).toBe(422);
    });
  });

  it('keeps provider credentials out of the public settings and masks secrets for admins', async () => {
    const boot = await (await env.ctx.request('/api/v1/bootstrap-data')).json();
    expect(boot.settings.social.google).toEqual({ enable: true });
    expect(JSON.stringify(boot)).not.toContain('google-secret');
    const view = env.ctx.services.settings.adminView();
    expect(view['social.google.client_id']).toBe('google-client');
    expect(view['social.google.client_secret']).toBe('********');
  });
});
