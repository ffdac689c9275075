import { describe, expect, it } from 'vitest';
import { popupFeatures, readSocialMessage, SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from '../../api/social-popup';
import type { CurrentUser } from '../../shell/bootstrap-types';
import { safeRedirect } from '../../routes/guards';
import { signInTarget } from './api';
import { demoCredentials } from './login-page';
import { registerRecaptchaKey } from './register-page';
import { enabledSocialServices } from './social/social-sign-in';

const user = (permissions: string[]): CurrentUser => ({
  id: 1,
  name: 'A',
  email: 'a@example.com',
  image: null,
  email_verified_at: null,
  banned_at: null,
  language: 'en',
  timezone: 'UTC',
  subscriptions: [],
  unread_notifications_count: 0,
  roles: [],
  permissions: permissions.map((name) => ({ name, restrictions: [] })),
});

describe('social-auth window message', () => {
  const base = 'https://movies.example.com';
  const message = { type: 'social-auth', status: 'SUCCESS', callbackData: { bootstrapData: '{}' } };

  it('accepts a social-auth message from the base_url origin only', () => {
    expect(readSocialMessage({ origin: base, data: message }, `${base}/`)).toEqual({
      status: 'SUCCESS',
      callbackData: { bootstrapData: '{}' },
    });
    expect(readSocialMessage({ origin: 'https://evil.example.com', data: message }, base)).toBeNull();
    expect(readSocialMessage({ origin: 'http://movies.example.com', data: message }, base)).toBeNull();
  });

  it('ignores other messages and unknown statuses', () => {
    expect(readSocialMessage({ origin: base, data: { ...message, type: 'other' } }, base)).toBeNull();
    expect(readSocialMessage({ origin: base, data: { ...message, status: 'HACKED' } }, base)).toBeNull();
    expect(readSocialMessage({ origin: base, data: null }, base)).toBeNull();
    expect(readSocialMessage({ origin: base, data: { type: 'social-auth', status: 'ERROR' } }, base)).toEqual({
      status: 'ERROR',
      callbackData: {},
    });
  });

  it('centres a 650 x 550 popup over the window', () => {
    expect(SOCIAL_POPUP_WIDTH).toBe(650);
    expect(SOCIAL_POPUP_HEIGHT).toBe(550);
    const features = popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1450, outerHeight: 950 });
    expect(features).toContain('width=650,height=550,left=500,top=250');
  });
});

describe('post-login redirect', () => {
  it('sends admins to /admin and everyone else to /', () => {
    expect(signInTarget(user(['admin.access']), '')).toBe('/admin');
    expect(signInTarget(user(['admin']), '')).toBe('/admin');
    expect(signInTarget(user(['titles.view']), '')).toBe('/');
  });

  it('honours a same-site ?redirect= and refuses other origins', () => {
    expect(signInTarget(user([]), '?redirect=%2Faccount-settings')).toBe('/account-settings');
    expect(safeRedirect('//evil.example.com')).toBeNull();
    expect(safeRedirect('/\\evil.example.com')).toBeNull();
    expect(safeRedirect('https://evil.example.com')).toBeNull();
  });
});

describe('settings-driven auth options', () => {
  it('lists only enabled social providers', () => {
    expect(enabledSocialServices({ social: { google: { enable: true }, twitter: { enable: false }, envato: { enable: true } } })).toEqual([
      'google',
      'envato',
    ]);
    expect(enabledSocialServices({})).toEqual([]);
  });

  it('prefills demo credentials only in demo mode: the configured ones, else a random demo account', () => {
    const accounts = [
      { kind: 'viewer', label: 'Viewer', email: 'viewer@demo.marquee.local', password: 'marquee-demo' },
      { kind: 'admin', label: 'Admin', email: 'admin@demo.marquee.local', password: 'marquee-demo' },
    ];
    expect(demoCredentials(null)).toBeNull();
    expect(demoCredentials({ configured: null, accounts }, () => 0)).toEqual({
      email: 'viewer@demo.marquee.local',
      password: 'marquee-demo',
    });
    expect(demoCredentials({ configured: null, accounts }, () => 0.99)).toEqual({
      email: 'admin@demo.marquee.local',
      password: 'marquee-demo',
    });
    const configured = { email: 'demo@example.com', password: 'demo1234' };
    expect(demoCredentials({ configured, accounts }, () => 0.99)).toEqual(configured);
    expect(demoCredentials({ configured: null, accounts: [] })).toBeNull();
  });

  it('needs reCAPTCHA on register only when enabled with a site key', () => {
    expect(registerRecaptchaKey({ recaptcha: { site_key: 'k', enable: { register: false } } })).toBeNull();
    expect(registerRecaptchaKey({ recaptcha: { site_key: '', enable: { register: true } } })).toBeNull();
    expect(registerRecaptchaKey({ recaptcha: { site_key: 'k', enable: { register: true } } })).toBe('k');
  });
});
