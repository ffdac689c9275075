import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';
import { expectPermissionGate } from '../../../testing/permission-gate';
import { settingDefinitions } from './definitions';
import { SETTINGS_TABS, settingsLayout } from './settings.layout';

const t = useTestContext({}, { each: true });

async function signInAdmin() {
  const admin = await createTestUser(t.db, { admin: true });
  await t.signIn(admin.id);
}

interface Field {
  name: string;
  label: string;
  control: { type: string; options?: string[]; min?: number; max?: number; maxLength?: number };
}
interface Tab {
  id: string;
  groups: { title: string; fields: Field[] }[];
  notice: string | null;
  facts: { label: string; value: string }[];
}

const fieldOf = (tabs: Tab[], name: string) => tabs.flatMap((tab) => tab.groups.flatMap((g) => g.fields)).find((f) => f.name === name);

describe('settings layout', () => {
  it('names only defined settings, each once', () => {
    const names = SETTINGS_TABS.flatMap((tab) => settingsLayout[tab].flatMap((g) => g.fields.map((f) => f.name)));
    expect(names.filter((n) => !(n in settingDefinitions))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('GET api/v1/settings/form', () => {
  it('describes every tab with controls derived from the schemas', async () => {
    await signInAdmin();
    const res = await t.request('/api/v1/settings/form');
    expect(res.status).toBe(200);
    const { tabs } = (await res.json()) as { tabs: Tab[] };
    expect(tabs.map((tab) => tab.id)).toEqual([...SETTINGS_TABS]);
    expect(fieldOf(tabs, 'branding.site_name')).toMatchObject({
      label: 'Site name',
      control: { type: 'text', minLength: 1, maxLength: 100 },
    });
    expect(fieldOf(tabs, 'billing.enable')?.control).toEqual({ type: 'boolean' });
    expect(fieldOf(tabs, 'cookie_notice.position')?.control).toEqual({ type: 'select', options: ['top', 'bottom'] });
    expect(fieldOf(tabs, 'logging.error_log_days')?.control).toMatchObject({ type: 'number', min: 1, max: 3650, integer: true });
    expect(fieldOf(tabs, 'recaptcha.secret_key')?.control.type).toBe('secret');
    expect(fieldOf(tabs, 'uploads.blocked_extensions')?.control.type).toBe('list');
    // read-only facts for tabs without settings, from the real queue and config
    await t.db
      .insertInto('jobs')
      .values([
        { name: 'a', status: 'failed' },
        { name: 'b', status: 'failed' },
        { name: 'c', status: 'pending' },
      ])
      .execute();
    const again = ((await (await t.request('/api/v1/settings/form')).json()) as { tabs: Tab[] }).tabs;
    const queue = again.find((tab) => tab.id === 'queue')!;
    expect(queue.groups).toEqual([]);
    expect(queue.facts).toContainEqual({ label: 'Completed jobs (kept for the log retention)', value: '0' });
    expect(queue.facts).toContainEqual({ label: 'Queues used', value: 'default' });
    expect(again.find((tab) => tab.id === 'websockets')!.notice).toMatch(/does not use WebSockets/);
    expect(again.find((tab) => tab.id === 'outgoing-email')!.facts).toContainEqual({ label: 'Transport (MAIL_TRANSPORT)', value: 'log' });
  });

  it('needs settings.update', async () => {
    await expectPermissionGate(t, 'settings.update', ['/api/v1/settings/form', ['/api/v1/settings/cache/clear', { method: 'POST' }]]);
  });
});

describe('POST api/v1/settings', () => {
  it('answers invalid values with readable field errors and writes nothing', async () => {
    await signInAdmin();
    const res = await t.request('/api/v1/settings', {
      method: 'POST',
      json: {
        settings: {
          'branding.site_name': '',
          'logging.error_log_days': 0,
          'cookie_notice.position': 'left',
          'cookie_notice.button': 'Fine',
        },
      },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual({
      'branding.site_name': ['This field is required.'],
      'logging.error_log_days': ['Must be at least 1.'],
      'cookie_notice.position': ['Choose one of: top, bottom.'],
    });
    const view = await (await t.request('/api/v1/settings')).json();
    expect(view.settings['cookie_notice.button']).toBe('OK');
  });

  it('never echoes a secret: GET shows only that it is set, and the mask saves as no change', async () => {
    await signInAdmin();
    const save = await t.request('/api/v1/settings', {
      method: 'POST',
      json: { settings: { 'recaptcha.secret_key': 'top-secret-value' } },
    });
    expect(save.status).toBe(200);
    const saved = await save.text();
    expect(saved).not.toContain('top-secret-value');
    const view = await (await t.request('/api/v1/settings')).json();
    expect(view.settings['recaptcha.secret_key']).toBe('********');
    await t.request('/api/v1/settings', { method: 'POST', json: { settings: { 'recaptcha.secret_key': '********' } } });
    expect(t.services.settings.get('recaptcha.secret_key')).toBe('top-secret-value');
  });

  it('clears the cache on request', async () => {
    await signInAdmin();
    t.services.cache.set('probe', 1, 60_000);
    const res = await t.request('/api/v1/settings/cache/clear', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(t.services.cache.get('probe')).toBeUndefined();
  });
});
