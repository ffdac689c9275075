import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLandingConfig, landingConfigSchema, landingSettings } from '../../../../src/shared/settings/landing';
import { createTestUser } from '../../../../src/testing/factories';
import { createTestContext, type TestContext } from '../../../../src/testing/harness';
import { fieldErrorsFrom } from '../../admin/appearance-landing/landing-draft';
import { landingConfigFrom, PREVIEW_CONFIG, previewConfigOf, safeHref } from './landing-config';

const valid = () => structuredClone(defaultLandingConfig);
const issuesOf = (value: unknown) => {
  const parsed = landingConfigSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('landing config schema', () => {
  it('accepts the default content, which is real copy with buttons and features', () => {
    expect(issuesOf(valid())).toEqual([]);
    expect(defaultLandingConfig.headline).not.toMatch(/lorem/i);
    expect(defaultLandingConfig.actions.map((a) => a.type)).toEqual(['primary', 'secondary']);
    expect(defaultLandingConfig.primary_features).toHaveLength(3);
    expect(defaultLandingConfig.secondary_features).toHaveLength(6);
  });

  it('needs a headline and trims text', () => {
    expect(issuesOf({ ...valid(), headline: '   ' })).toEqual(['headline: Enter a headline.']);
    const parsed = landingConfigSchema.parse({ ...valid(), headline: '  Films tonight  ' });
    expect(parsed.headline).toBe('Films tonight');
  });

  it('checks every button: label, safe link, type', () => {
    const config = valid();
    config.actions = [
      { id: 'a', label: '', action: '/movies', type: 'primary' },
      { id: 'b', label: 'Evil', action: 'javascript:alert(1)', type: 'secondary' },
      { id: 'e', label: 'Backslash', action: '/\\evil.example', type: 'secondary' },
      { id: 'd', label: 'Odd', action: '/x', type: 'tertiary' as 'primary' },
    ];
    expect(issuesOf(config)).toEqual([
      'actions.0.label: Enter a label.',
      'actions.1.action: Enter a path like /movies or a full https:// address.',
      'actions.2.action: Enter a path like /movies or a full https:// address.',
      'actions.3.type: Pick primary or secondary.',
    ]);
    // a path a browser reads as another host is refused too
    config.actions = [{ id: 'c', label: 'Other host', action: '//evil.example', type: 'secondary' }];
    expect(issuesOf(config)).toEqual(['actions.0.action: Enter a path like /movies or a full https:// address.']);
  });

  it('limits list sizes and checks images and icons', () => {
    const config = valid();
    config.actions = Array.from({ length: 5 }, (_, i) => ({ id: `a${i}`, label: 'Go', action: '/', type: 'primary' as const }));
    config.primary_features[0]!.image = 'data:image/png;base64,AAAA';
    config.secondary_features[0]!.icon = 'skull' as 'film';
    expect(issuesOf(config)).toEqual([
      'actions: Add at most 4 buttons.',
      'primary_features.0.image: Enter an image path like /storage/hero.jpg or a full https:// address.',
      'secondary_features.0.icon: Pick an icon.',
    ]);
    // an empty image means the built-in artwork; https and site paths are fine
    config.actions = config.actions.slice(0, 4);
    config.primary_features[0]!.image = '';
    config.primary_features[1]!.image = 'https://images.example.com/still.jpg';
    config.primary_features[2]!.image = '/storage/landing/still.jpg';
    config.secondary_features[0]!.icon = 'popcorn';
    expect(issuesOf(config)).toEqual([]);
  });

  it('stores each part as a public setting named landing.*', () => {
    expect(Object.keys(landingSettings).sort()).toEqual([
      'landing.actions',
      'landing.background_image',
      'landing.headline',
      'landing.primary_features',
      'landing.secondary_features',
      'landing.subheadline',
    ]);
    for (const def of Object.values(landingSettings)) {
      expect(def.public).toBe(true);
      expect(def.schema.safeParse(def.default).success).toBe(true);
    }
  });
});

describe('landing config on the web', () => {
  it('falls back part by part to the defaults for missing or broken stored values', () => {
    expect(landingConfigFrom(undefined)).toEqual(defaultLandingConfig);
    const mixed = landingConfigFrom({ headline: 'Hello', actions: [{ nope: true }], subheadline: 42 });
    expect(mixed.headline).toBe('Hello');
    expect(mixed.actions).toEqual(defaultLandingConfig.actions);
    expect(mixed.subheadline).toBe(defaultLandingConfig.subheadline);
  });

  it('takes a half-typed draft from a preview message but ignores other messages', () => {
    const draft = { ...valid(), headline: '' };
    expect(previewConfigOf({ type: PREVIEW_CONFIG, config: draft })?.headline).toBe('');
    expect(previewConfigOf({ type: 'other', config: draft })).toBeNull();
    expect(previewConfigOf({ type: PREVIEW_CONFIG, config: { headline: 1 } })).toBeNull();
    expect(previewConfigOf('hello')).toBeNull();
  });

  it('renders only safe links', () => {
    expect(safeHref('/register')).toBe('/register');
    expect(safeHref('https://example.com/x')).toBe('https://example.com/x');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('/\t/evil.example')).toBeNull();
    expect(safeHref('https://example.com/a b')).toBeNull();
  });

  it('places a 422 on the field: scalars by setting name, list items by path', () => {
    const draft = valid();
    draft.actions[1]!.label = '';
    const errors = fieldErrorsFrom(
      {
        'landing.headline': ['Enter a headline.'],
        'landing.actions': ['Enter a label.'],
        'landing.secondary_features': ['Add at most 12 secondary features.'],
      },
      draft,
    );
    expect(errors).toEqual({
      headline: 'Enter a headline.',
      'actions.1.label': 'Enter a label.',
      secondary_features: 'Add at most 12 secondary features.',
    });
  });
});

describe('landing settings over the API', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the default landing config to every visitor in the bootstrap data', async () => {
    const res = await t.request('/api/v1/bootstrap-data');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { settings: { landing: unknown } };
    expect(body.settings.landing).toEqual(defaultLandingConfig);
  });

  it('saves a changed config for admins and refuses an empty headline with a field error', async () => {
    const admin = await createTestUser(t.db, { admin: true });
    await t.signIn(admin.id);
    const bad = await t.request('/api/v1/settings', {
      method: 'POST',
      json: { settings: { 'landing.headline': ' ', 'landing.subheadline': 'Fine' } },
    });
    expect(bad.status).toBe(422);
    const badBody = (await bad.json()) as { errors: Record<string, string[]> };
    // only the headline is named (the exact wording is the settings store's)
    expect(Object.keys(badBody.errors)).toEqual(['landing.headline']);
    expect(badBody.errors['landing.headline']![0]).toMatch(/required|headline/i);
    // nothing half-written: the valid subheadline of the refused request was not stored either
    let boot = (await (await t.request('/api/v1/bootstrap-data')).json()) as { settings: { landing: typeof defaultLandingConfig } };
    expect(boot.settings.landing.subheadline).toBe(defaultLandingConfig.subheadline);

    const actions = [{ id: 'trial', label: 'Start free trial', action: '/pricing', type: 'primary' }];
    const ok = await t.request('/api/v1/settings', {
      method: 'POST',
      json: { settings: { 'landing.headline': 'Cinema at home', 'landing.actions': actions } },
    });
    expect(ok.status).toBe(200);
    t.signOut();
    boot = (await (await t.request('/api/v1/bootstrap-data')).json()) as { settings: { landing: typeof defaultLandingConfig } };
    expect(boot.settings.landing.headline).toBe('Cinema at home');
    expect(boot.settings.landing.actions).toEqual(actions);
  });

  it('lets only settings admins change it', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    const res = await t.request('/api/v1/settings', { method: 'POST', json: { settings: { 'landing.headline': 'Hacked' } } });
    expect(res.status).toBe(403);
    t.signOut();
  });
});
