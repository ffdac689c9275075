import { beforeEach, describe, expect, it } from 'vitest';
import { productModules } from '../..';
import { useTestApp } from '../../../testing/harness';
import { lastVerificationCode, SESSION_COOKIE } from '../../../testing/auth';

let seq = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  email: `new-${++seq}@example.com`,
  password: 'a-good-password',
  password_confirmation: 'a-good-password',
  ...extra,
});

// an app whose modules include an invite validator, as a workspaces feature would add
const invites = {
  name: 'test-invites',
  inviteValidators: [async (_db: unknown, invite: { id: string }) => invite.id === 'valid-invite'],
};
const env = useTestApp({ modules: [...productModules, invites] });

describe('POST auth/register', () => {
  beforeEach(async () => {
    env.ctx.signOut();
    await env.ctx.db.deleteFrom('rate_limits').execute();
    await env.ctx.services.settings.save({
      require_email_confirmation: false,
      'registration.disable': false,
      'registration.policies': [],
      'recaptcha.enable.register': false,
    });
  });

  it('refuses a registration without a human-check token when reCAPTCHA guards register', async () => {
    await env.ctx.services.settings.save({ 'recaptcha.enable.register': true, 'recaptcha.secret_key': 'secret' });
    const input = body();
    const res = await register(input);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('Could not verify you are human.');
    expect(await env.ctx.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst()).toBeUndefined();
  });

  const register = (json: unknown, headers: Record<string, string> = {}) =>
    env.ctx.request('/auth/register', { method: 'POST', json, headers });

  it('creates a verified user with the default role, signs them in and returns status success', async () => {
    const input = body({ name: 'Ada' });
    const res = await register(input);
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.status).toBe('success');
    expect(data.bootstrapData.user.email).toBe(input.email);
    expect(data.bootstrapData.user.name).toBe('Ada');
    const defaults = await env.ctx.db.selectFrom('roles').select('id').where('default', '=', 1).execute();
    expect(data.bootstrapData.user.roles.map((r: { id: number }) => r.id)).toEqual(defaults.map((r) => r.id));
    expect(data.bootstrapData.user.email_verified_at).not.toBeNull();
    expect(env.ctx.jar.has(SESSION_COOKIE)).toBe(true);
    const user = await env.ctx.db.selectFrom('users').select('password').where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(user.password).toMatch(/^\$argon2id\$/);
  });

  it('answers needs_email_verification and mails a 6-digit code when confirmation is required', async () => {
    await env.ctx.services.settings.save({ require_email_confirmation: true });
    const input = body();
    const res = await register(input);
    const data = await res.json();
    expect(data.status).toBe('needs_email_verification');
    expect(data.bootstrapData.user.email_verified_at).toBeNull();
    expect(await lastVerificationCode(env.ctx, input.email)).toMatch(/^\d{6}$/);
  });

  it('refuses with 403 when registration is disabled, also with an invite id nobody vouches for', async () => {
    await env.ctx.services.settings.save({ 'registration.disable': true });
    expect((await register(body())).status).toBe(403);
    const res = await register(body({ invite_id: 'abc', invite_type: 'workspace' }));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Registration is disabled.');
  });

  it('lets an invite registration through while disabled when the invite is valid', async () => {
    await env.ctx.services.settings.save({ 'registration.disable': true });
    expect((await register(body({ invite_id: 'forged' }))).status).toBe(403);
    const res = await register(body({ invite_id: 'valid-invite', invite_type: 'workspace' }));
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('success');
  });

  it('requires every policy of registration.policies to be accepted', async () => {
    await env.ctx.services.settings.save({
      'registration.policies': [
        { id: 'terms', label: 'Terms of Service' },
        { id: 'privacy', label: 'Privacy Policy' },
      ],
    });
    const res = await register(body({ terms: true }));
    expect(res.status).toBe(422);
    const data = await res.json();
    expect(Object.keys(data.errors)).toEqual(['privacy']);
    expect((await register(body({ terms: true, privacy: true }))).status).toBe(200);
  });

  it('rejects a taken e-mail, a short password and a mismatched confirmation with field errors', async () => {
    const input = body();
    await register(input);
    env.ctx.signOut();
    const taken = await register({ ...input });
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors.email).toEqual(['The email has already been taken.']);

    const short = await register(body({ password: 'short', password_confirmation: 'short' }));
    expect((await short.json()).errors.password).toEqual(['The password must be at least 8 characters.']);

    const long = 'x'.repeat(257);
    expect((await (await register(body({ password: long, password_confirmation: long }))).json()).errors.password).toBeDefined();

    const mismatch = await register(body({ password_confirmation: 'something-else' }));
    expect((await mismatch.json()).errors.password).toEqual(['The password confirmation does not match.']);
  });

  it('is rate limited per IP', async () => {
    const input = body();
    expect((await register(input)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await register(input)).status).toBe(422); // taken
    const res = await register(body());
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
