import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../../db/database';
import { confirmPassword, login } from '../../../testing/auth';
import { createTestUser } from '../../../testing/factories';
import { type TestContext, useTestContext, startEachSignedOut } from '../../../testing/harness';
import { insertProcessedVideo } from '../../../testing/streaming-videos';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { findProduct, updateProductRow } from '../../billing/plans/plans.queries';
import { mediaKeyPrefix } from '../../../features/streaming/media/media.signing';
import { adminRole, insertRolePermissions, findPermissionByName } from '../roles/roles.queries';
import { defaultRoleIds, replaceUserRoles } from '../users/users.queries';
import { banUser, setUserPassword } from '../users/users.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKind } from './demo.accounts';
import { DEMO_REFUSAL } from './demo.guard';
import { userIdsByEmail } from './demo.queries';

const email = (kind: DemoAccountKind) => DEMO_ACCOUNTS.find((a) => a.kind === kind)!.email;

async function demoIds(t: TestContext) {
  const ids = await userIdsByEmail(
    t.db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  return { viewer: ids.get(email('viewer'))!, subscriber: ids.get(email('subscriber'))!, admin: ids.get(email('admin'))! };
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ message: DEMO_REFUSAL });
}

const demoPlanId = (t: TestContext) => t.services.settings.get<{ plan_id: number }>('site.demo_seed').plan_id;

describe('demo mode: seeded accounts, prefill and the full-video paywall', () => {
  const t = useTestContext({ env: { APP_DEMO: 'true' } });
  startEachSignedOut(() => t);

  it('seeds a viewer, a subscriber and an admin who sign in with the known password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await login(t, account.email, DEMO_PASSWORD);
      expect(res.status, account.email).toBe(200);
      const { bootstrapData } = await res.json();
      expect(bootstrapData.user.email).toBe(account.email);
      const roles = bootstrapData.user.roles.map((r: { name: string }) => r.name);
      expect(roles).toContain('Users');
      expect(roles.includes('Admins')).toBe(account.kind === 'admin');
      const subscriptions = bootstrapData.user.subscriptions;
      if (account.kind === 'subscriber')
        expect(subscriptions).toMatchObject([{ valid: true, active: true, product: { name: 'Demo plan' } }]);
      else expect(subscriptions).toEqual([]);
      t.signOut();
    }
  });

  it('sends the demo accounts for the login page in the bootstrap data', async () => {
    const body = await (await t.request('/api/v1/bootstrap-data')).json();
    const data = body.bootstrapData ?? body;
    expect(data.settings.site.demo).toBe(true);
    expect(data.settings.site.demo_password).toBeUndefined();
    expect(data.demo_login).toEqual({
      configured: null,
      accounts: DEMO_ACCOUNTS.map((a) => ({ kind: a.kind, label: a.label, email: a.email, password: DEMO_PASSWORD })),
    });
  });

  it('lets the subscriber play a full video through the plan; the viewer and guests get trailers only', async () => {
    const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' });
    const full = await insertProcessedVideo(t.db, titleId, { category: 'full', sourceKey: 'uploads/demo.mp4' });
    const trailer = await insertProcessedVideo(t.db, titleId, { category: 'trailer', sourceKey: 'uploads/demo.mp4' });
    for (const id of [full, trailer]) {
      const p = mediaKeyPrefix(id);
      await t.services.storage.put(`${p}hls-1/master.m3u8`, Buffer.from('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=928000\n240p/index.m3u8\n'));
      await t.services.storage.put(`${p}hls-1/240p/index.m3u8`, Buffer.from('#EXTM3U\n#EXTINF:4.0,\nseg_0000.ts\n#EXT-X-ENDLIST\n'));
      await t.services.storage.put(`${p}hls-1/240p/seg_0000.ts`, randomBytes(2000));
    }
    const ids = await demoIds(t);

    expect((await t.request(`/api/v1/watch/${full}`)).status).toBe(401);
    expect((await t.request(`/api/v1/watch/${trailer}`)).status).toBe(200);
    await t.signIn(ids.viewer);
    expect((await t.request(`/api/v1/watch/${full}`)).status).toBe(403);

    await t.signIn(ids.subscriber);
    const res = await t.request(`/api/v1/watch/${full}`);
    expect(res.status).toBe(200);
    const { video } = await res.json();
    const master = await t.request(video.sources[0].src);
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('#EXTM3U');
  });
});

describe('demo mode: destructive actions are refused with one message', () => {
  const t = useTestContext({ env: { APP_DEMO: 'true' } });
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let visitor: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    ids = await demoIds(t);
    visitor = await createTestUser(t.db);
  });
  startEachSignedOut(() => t);

  it('refuses deleting and banning users, and changing the demo accounts’ sign-in or access', async () => {
    await t.signIn(ids.admin);
    await expectRefused(await t.request(`/api/v1/users/${visitor.id}`, { method: 'DELETE' }));
    await expectRefused(await t.request(`/api/v1/users/${ids.viewer},${visitor.id}`, { method: 'DELETE' }));
    await expectRefused(await t.request(`/api/v1/users/${visitor.id}/ban`, { method: 'POST', json: {} }));
    await expectRefused(await t.request(`/api/v1/users/${visitor.id}`, { method: 'PUT', json: { banned_at: nowIso() } }));
    for (const json of [{ password: 'new-password-1' }, { email: 'taken@example.com' }, { roles: [] }, { permissions: [] }]) {
      await expectRefused(await t.request(`/api/v1/users/${ids.viewer}`, { method: 'PUT', json }));
    }
    await expectRefused(await t.request(`/api/v1/users/${ids.admin}`, { method: 'PUT', json: { password: 'new-password-1' } }));
    await expectRefused(await t.request(`/api/v1/users/${ids.viewer}/two-factor`, { method: 'DELETE' }));
    await expectRefused(await t.request(`/api/v1/users/${ids.viewer}/sessions`, { method: 'DELETE' }));
    // method override reaches the same guard
    await expectRefused(await t.request(`/api/v1/users/${visitor.id}?_method=DELETE`, { method: 'POST' }));
    expect(await t.db.selectFrom('users').select('id').where('id', '=', visitor.id).executeTakeFirst()).toBeTruthy();

    // what does not break the demo still works
    const renamed = await t.request(`/api/v1/users/${ids.viewer}`, { method: 'PUT', json: { name: 'Viewer Renamed' } });
    expect(renamed.status).toBe(200);
    const visitorPassword = await t.request(`/api/v1/users/${visitor.id}`, { method: 'PUT', json: { password: 'new-password-1' } });
    expect(visitorPassword.status).toBe(200);
  });

  it('refuses settings that break the site, through settings and the appearance editor', async () => {
    await t.signIn(ids.admin);
    for (const settings of [
      { 'registration.disable': true },
      { require_email_confirmation: true },
      { 'social.google.enable': true },
      { 'billing.stripe.secret_key': 'sk_live_x' },
      { 'custom_code.html': '<script>steal()</script>' },
      { 'site.demo': false },
      { 'site.demo_email': 'someone@example.com' },
      { 'uploads.blocked_extensions': [] },
      { 'homepage.type': 'login' },
      { 'branding.site_name': 'Fine', 'recaptcha.enable.register': true },
    ]) {
      await expectRefused(await t.request('/api/v1/settings', { method: 'POST', json: { settings } }));
    }
    await expectRefused(
      await t.request('/api/v1/admin/appearance', { method: 'POST', json: { settings: { 'custom_code.html': '<script>x()</script>' } } }),
    );
    const ok = await t.request('/api/v1/settings', { method: 'POST', json: { settings: { 'branding.site_name': 'Demo Cinema' } } });
    expect(ok.status).toBe(200);
    expect(t.services.settings.get('site.demo')).toBe(true);
  });

  it('refuses changing or deleting roles, deleting plans, and changing the provider-less demo subscription', async () => {
    await t.signIn(ids.admin);
    const [usersRole] = await defaultRoleIds(t.db);
    await expectRefused(await t.request(`/api/v1/roles/${usersRole}`, { method: 'DELETE' }));
    await expectRefused(await t.request(`/api/v1/roles/${usersRole}`, { method: 'PUT', json: { name: 'Users', permissions: [] } }));
    await expectRefused(await t.request(`/api/v1/billing/products/${demoPlanId(t)}`, { method: 'DELETE' }));
    expect(await findProduct(t.db, demoPlanId(t))).toBeTruthy();

    const sub = await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', ids.subscriber).executeTakeFirstOrThrow();
    await t.signIn(ids.subscriber);
    await expectRefused(await t.request(`/api/v1/billing/subscriptions/${sub.id}/cancel`, { method: 'POST' }));
  });

  it('refuses deleting titles and videos, which keep working otherwise', async () => {
    await t.signIn(ids.admin);
    const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie', name: 'Kept Film' });
    const videoId = await insertProcessedVideo(t.db, titleId, { category: 'trailer', sourceKey: 'uploads/kept.mp4' });
    await expectRefused(await t.request(`/api/v1/titles/${titleId}`, { method: 'DELETE' }));
    await expectRefused(await t.request(`/api/v1/videos/${videoId}`, { method: 'DELETE' }));
    await expectRefused(await t.request(`/api/v1/videos/${videoId}?_method=DELETE`, { method: 'POST' }));
    expect((await t.request(`/api/v1/titles/${titleId}`)).status).toBe(200);
    expect((await t.request(`/api/v1/videos/${videoId}`)).status).toBe(200);
  });

  it('refuses password, reset and two-factor changes of a demo account, and its self-deletion', async () => {
    await t.signIn(ids.viewer);
    for (const prefix of ['/auth', '/api/v1/auth']) {
      const change = { current_password: DEMO_PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' };
      await expectRefused(await t.request(`${prefix}/user/password`, { method: 'PUT', json: change }));
      await expectRefused(await t.request(`${prefix}/user/two-factor-authentication`, { method: 'POST' }));
      await expectRefused(
        await t.request(`${prefix}/user/confirmed-two-factor-authentication`, { method: 'POST', json: { code: '123456' } }),
      );
      await expectRefused(await t.request(`${prefix}/user/two-factor-recovery-codes`, { method: 'POST' }));
    }
    await expectRefused(await t.request('/api/v1/users/me?deleteCurrentUser=true', { method: 'DELETE' }));
    t.signOut();
    await expectRefused(await t.request('/auth/forgot-password', { method: 'POST', json: { email: email('viewer') } }));
    await expectRefused(
      await t.request('/auth/reset-password', {
        method: 'POST',
        json: { token: 'x', email: email('admin'), password: 'new-password-1', password_confirmation: 'new-password-1' },
      }),
    );
    expect((await login(t, email('viewer'), DEMO_PASSWORD)).status).toBe(200);
  });

  it('leaves a visitor’s own account theirs: password change and deletion are not refused', async () => {
    // (the password an earlier test set through the admin)
    expect((await login(t, visitor.email, 'new-password-1')).status).toBe(200);
    const change = { current_password: 'new-password-1', password: 'another-password-2', password_confirmation: 'another-password-2' };
    expect((await t.request('/auth/user/password', { method: 'PUT', json: change })).status).toBe(200);
    await confirmPassword(t, 'another-password-2');
    expect((await t.request('/api/v1/users/me?deleteCurrentUser=true', { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', visitor.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('outside demo mode', () => {
  const t = useTestContext();

  it('seeds no demo accounts, sends no demo login and refuses nothing', async () => {
    expect((await userIdsByEmail(t.db, [email('viewer')])).size).toBe(0);
    const body = await (await t.request('/api/v1/bootstrap-data')).json();
    expect((body.bootstrapData ?? body).demo_login).toBeNull();
    const admin = await createTestUser(t.db, { admin: true });
    const user = await createTestUser(t.db);
    await t.signIn(admin.id);
    expect((await t.request(`/api/v1/users/${user.id}/ban`, { method: 'POST', json: {} })).status).toBe(200);
    expect((await t.request('/api/v1/settings', { method: 'POST', json: { settings: { 'registration.disable': true } } })).status).toBe(
      200,
    );
    expect((await t.request(`/api/v1/users/${user.id}`, { method: 'DELETE' })).status).toBe(200);
    const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' });
    const videoId = await insertProcessedVideo(t.db, titleId, { category: 'trailer', sourceKey: 'uploads/gone.mp4' });
    expect((await t.request(`/api/v1/videos/${videoId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.request(`/api/v1/titles/${titleId}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('the reset task does nothing', async () => {
    const task = t.services.registry.schedules.find((s) => s.name === 'demo:reset')!;
    expect(await task.run({ db: t.db, config: t.config, services: t.services, log: t.services.logger })).toEqual({
      skipped: 'Demo mode is off.',
    });
  });
});

describe('configured demo credentials', () => {
  const t = useTestContext({ env: { APP_DEMO: 'true', DEMO_EMAIL: 'subscriber@demo.marquee.local', DEMO_PASSWORD: DEMO_PASSWORD } });

  it('are what the login page prefills', async () => {
    const body = await (await t.request('/api/v1/bootstrap-data')).json();
    expect((body.bootstrapData ?? body).demo_login.configured).toEqual({ email: email('subscriber'), password: DEMO_PASSWORD });
  });
});

describe('the hourly demo reset', () => {
  const t = useTestContext({ env: { APP_DEMO: 'true' } });

  it('removes visitors’ accounts and what the demo accounts made, and restores the demo accounts, plan and roles', async () => {
    const before = await demoIds(t);
    const installAdmin = (await userIdsByEmail(t.db, ['admin@example.com'])).get('admin@example.com')!;
    const visitor = await createTestUser(t.db);
    await t.signIn(before.viewer);
    expect((await t.request('/api/v1/lists', { method: 'POST', json: { name: 'Visitor list' } })).status).toBe(201);
    t.signOut();

    // what visitors (or an operator's CLI) could have done to the demo data
    await setUserPassword(t.db, before.viewer, 'changed-password');
    await banUser(t.db, before.subscriber, 'spam');
    await replaceUserRoles(t.db, before.admin, await defaultRoleIds(t.db));
    await t.db.deleteFrom('subscriptions').where('user_id', '=', before.subscriber).execute();
    await updateProductRow(t.db, demoPlanId(t), { name: 'Renamed', permissions: '[]', hidden: 0 });
    const play = (await findPermissionByName(t.db, 'videos.play'))!;
    await insertRolePermissions(t.db, [{ role_id: (await defaultRoleIds(t.db))[0]!, permission_id: play.id }]);

    const task = t.services.registry.schedules.find((s) => s.name === 'demo:reset')!;
    expect(task.cron).toBe('0 * * * *');
    expect(await task.run({ db: t.db, config: t.config, services: t.services, log: t.services.logger })).toEqual({
      removed_accounts: 1,
      restored_demo_accounts: 3,
    });

    const users = await t.db.selectFrom('users').select(['id', 'email', 'banned_at']).execute();
    expect(users.some((u) => u.id === visitor.id)).toBe(false);
    expect(users.some((u) => u.id === installAdmin)).toBe(true);
    expect(await t.db.selectFrom('lists').select('id').where('name', '=', 'Visitor list').execute()).toEqual([]);

    for (const account of DEMO_ACCOUNTS) {
      const res = await login(t, account.email, DEMO_PASSWORD);
      expect(res.status, account.email).toBe(200);
      const { bootstrapData } = await res.json();
      expect(bootstrapData.user.banned_at).toBeNull();
      if (account.kind === 'admin')
        expect(bootstrapData.user.roles.map((r: { id: number }) => r.id)).toContain((await adminRole(t.db))!.id);
      if (account.kind === 'subscriber')
        expect(bootstrapData.user.subscriptions).toMatchObject([{ valid: true, product: { name: 'Demo plan' } }]);
      t.signOut();
    }
    expect(await findProduct(t.db, demoPlanId(t))).toMatchObject({
      name: 'Demo plan',
      hidden: 1,
      permissions: JSON.stringify([{ name: 'videos.play', restrictions: [] }]),
    });
    const usersRoleHasPlay = await t.db
      .selectFrom('role_permissions')
      .select('role_id')
      .where('permission_id', '=', play.id)
      .where('role_id', 'in', await defaultRoleIds(t.db))
      .execute();
    expect(usersRoleHasPlay).toEqual([]);
  });
});
