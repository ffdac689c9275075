import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';
import { defaultMenus } from '../../../shared/settings/menus';
import { nest, SettingsStore } from './settings.store';

// Every settings key spec section 3 lists (base_url comes from APP_URL), with its default.
const SPEC_DEFAULTS: Record<string, unknown> = {
  'dates.default_timezone': 'UTC',
  'themes.default_id': null,
  'themes.user_change': true,
  'cookie_notice.enable': true,
  'cookie_notice.position': 'bottom',
  'cookie_notice.button': 'OK',
  require_email_confirmation: false,
  'branding.logo_light': '',
  'branding.logo_dark': '',
  'branding.logo_light_mobile': '',
  'branding.logo_dark_mobile': '',
  'branding.site_name': 'Marquee',
  menus: defaultMenus,
  'billing.enable': false,
  'registration.disable': false,
  'registration.policies': [],
  'social.google.enable': false,
  'social.facebook.enable': false,
  'social.twitter.enable': false,
  'social.envato.enable': false,
  'social.compact_buttons': false,
  'recaptcha.site_key': '',
  'recaptcha.enable.register': false,
  'recaptcha.enable.contact': false,
  'notif.subs.integrated': true,
  'notifications.integrated': true,
  'api.integrated': true,
};

describe('settings store', () => {
  const t = useTestContext();

  it('has a default for every key of spec section 3, all public', () => {
    const store = t.services.settings;
    for (const [key, value] of Object.entries(SPEC_DEFAULTS)) {
      expect(store.get(key), key).toEqual(value);
      expect(store.definitions[key]?.public, key).toBe(true);
    }
  });

  it('nests public settings by their dots and leaves private ones out', () => {
    const pub = t.services.settings.publicNested() as any;
    expect(pub.branding.site_name).toBe('Marquee');
    expect(pub.cookie_notice).toMatchObject({ enable: true, position: 'bottom', button: 'OK' });
    expect(pub.social.google.enable).toBe(false);
    expect(pub.recaptcha.enable).toEqual({ register: false, contact: false });
    expect(pub.notif.subs.integrated).toBe(true);
    expect(pub.recaptcha).not.toHaveProperty('secret_key');
    expect(pub).not.toHaveProperty('custom_code');
    expect(pub).not.toHaveProperty('contact');
    expect(nest({ 'a.b.c': 1, 'a.d': 2, e: 3 })).toEqual({ a: { b: { c: 1 }, d: 2 }, e: 3 });
  });

  it('saves all values or none: one bad value rejects the whole batch with field errors', async () => {
    const store = t.services.settings;
    await expect(store.save({ 'branding.site_name': 'Changed', 'cookie_notice.position': 'left', 'no.such.key': 1 })).rejects.toMatchObject(
      { status: 422, errors: { 'cookie_notice.position': expect.any(Array), 'no.such.key': ['Unknown setting.'] } },
    );
    expect(store.get('branding.site_name')).toBe('Marquee');
    const row = await t.db.selectFrom('settings').select('value').where('name', '=', 'branding.site_name').executeTakeFirst();
    expect(row).toBeUndefined();

    await store.save({ 'branding.site_name': 'Cinema', 'billing.enable': true });
    expect(store.get('branding.site_name')).toBe('Cinema');
    // a fresh store reads the saved values back from the database
    const fresh = new SettingsStore(t.db);
    await fresh.load();
    expect(fresh.get('branding.site_name')).toBe('Cinema');
    expect(fresh.get('billing.enable')).toBe(true);
    await store.save({ 'branding.site_name': 'Marquee', 'billing.enable': false });
  });

  it('never returns secrets: masked in the admin view, an echoed mask keeps the stored value', async () => {
    const store = t.services.settings;
    expect(store.adminView()['recaptcha.secret_key']).toBe('');
    await store.save({ 'recaptcha.secret_key': 'super-secret-value' });
    expect(store.adminView()['recaptcha.secret_key']).toBe('********');
    await store.save({ 'recaptcha.secret_key': '********' });
    expect(store.get('recaptcha.secret_key')).toBe('super-secret-value');
    expect(JSON.stringify(store.publicNested())).not.toContain('super-secret-value');
  });

  it('falls back to the default when a stored value no longer validates', async () => {
    await t.db.insertInto('settings').values({ name: 'cookie_notice.position', value: '"sideways"' }).execute();
    const fresh = new SettingsStore(t.db);
    await fresh.load();
    expect(fresh.get('cookie_notice.position')).toBe('bottom');
    await t.db.deleteFrom('settings').where('name', '=', 'cookie_notice.position').execute();
  });

  it('lets an environment variable override a stored value', async () => {
    const fresh = new SettingsStore(t.db, { APP_DEMO: 'true' });
    await fresh.load();
    expect(fresh.get('site.demo')).toBe(true);
  });
});

describe('GET/POST api/v1/settings', () => {
  const t = useTestContext();

  it('needs settings.update: 401 signed out, 403 for a plain user', async () => {
    expect((await t.request('/api/v1/settings')).status).toBe(401);
    const u = await createTestUser(t.db);
    await t.signIn(u.id);
    expect((await t.request('/api/v1/settings')).status).toBe(403);
    expect((await t.request('/api/v1/settings', { method: 'POST', json: { settings: {} } })).status).toBe(403);
    t.signOut();
  });

  it('lets an admin read and save, with secrets write-only and the bootstrap data refreshed', async () => {
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    await t.signIn(admin.id);
    await t.request('/api/v1/bootstrap-data'); // warm the caches
    const saved = await t.request('/api/v1/settings', {
      method: 'POST',
      json: { settings: { 'branding.site_name': 'Reel', 'recaptcha.secret_key': 'shh' } },
    });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.settings['branding.site_name']).toBe('Reel');
    expect(body.settings['recaptcha.secret_key']).toBe('********');
    const boot = await (await t.request('/api/v1/bootstrap-data')).json();
    expect(boot.settings.branding.site_name).toBe('Reel');

    const bad = await t.request('/api/v1/settings', { method: 'POST', json: { settings: { 'themes.user_change': 'yes' } } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toHaveProperty(['themes.user_change']);
  });
});
