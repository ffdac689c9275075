import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  freshPage,
  panel,
  PASSWORD,
  PHONE,
  plainSecretsInDatabase,
  poll,
  readDb,
  saveSettings,
  signedIn,
  signInUi,
  useAccountsServer,
} from './accounts-kit';
import { screenshot, settled, withScreenshotOnFailure } from './harness';

// The account settings page in real Chromium against the real server: API tokens, profile image,
// sessions, password, location and language, social connect, account deletion.

const env = useAccountsServer();

describe('account settings', () => {
  it('creates an API token, copies it, uses it and revokes it', async () => {
    const email = await createUser(env, ['api.access']);
    const { page, context } = await freshPage(env);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
    await withScreenshotOnFailure(page, 'accounts-tokens', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/account-settings`);
      const developers = panel(page, 'developers');
      await developers.getByRole('button', { name: 'Create token' }).click();
      await page.getByLabel('Token name').fill('Home media server');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByTestId('created-token').getByText('Token create', { exact: true }).waitFor();
      const token = await page.getByTestId('plain-text-token').inputValue();
      expect(token).toMatch(/^mq_/);
      env.handedOut.push(token);
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      await page.getByRole('button', { name: 'Copy' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await page.getByRole('button', { name: 'Done' }).click();

      const row = developers.getByTestId('token').filter({ hasText: 'Home media server' });
      await row.getByText('Never').waitFor();
      const bearer = () =>
        fetch(`${env.server.url}/api/v1/users/me`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
      expect((await bearer()).status).toBe(200);

      await row.getByRole('button', { name: 'Delete token Home media server' }).click();
      await page.getByText('Token deleted').waitFor();
      await poll(() => developers.getByTestId('token').count()).toBe(0);
      expect((await bearer()).status).toBe(401);
    });
    await context.close();
  }, 300_000);

  it('changes and removes the profile image', async () => {
    const email = await createUser(env);
    const { page, context } = await freshPage(env);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-avatar-'));
    const png = path.join(dir, 'me.png');
    await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 40, g: 120, b: 220 } } })
      .png()
      .toFile(png);
    const notImage = path.join(dir, 'notes.txt');
    fs.writeFileSync(notImage, 'not an image');
    await withScreenshotOnFailure(page, 'accounts-avatar', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/account-settings`);
      const details = panel(page, 'account-details');
      const input = details.locator('input[type="file"]');
      await input.setInputFiles(notImage);
      await details.getByText('Please select an image.').waitFor();

      await input.setInputFiles(png);
      await page.getByText('Uploaded avatar').waitFor();
      const avatar = details.getByTestId('profile-image').locator('img');
      const src = await avatar.getAttribute('src');
      expect(src).toContain('avatars');
      expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The navbar shows the new image too.
      await poll(() =>
        page
          .getByRole('button', { name: /^Account: / })
          .locator('img')
          .getAttribute('src'),
      ).toBe(src);

      await details.getByRole('button', { name: 'Remove image' }).click();
      await page.getByText('Removed avatar').waitFor();
      expect(await details.getByTestId('profile-image').locator('img').count()).toBe(0);
    });
    await context.close();
  }, 300_000);

  it('logs out the other sessions from a second browser', async () => {
    const email = await createUser(env);
    const first = await freshPage(env);
    const second = await freshPage(env, PHONE);
    await withScreenshotOnFailure(first.page, 'accounts-sessions', async () => {
      await signInUi(env, second.page, email);
      await signedIn(env, second.page);
      await signInUi(env, first.page, email);
      await signedIn(env, first.page);
      await first.page.goto(`${env.server.url}/account-settings#sessions`);
      const sessions = panel(first.page, 'sessions');
      await poll(() => sessions.getByTestId('session').count()).toBe(2);
      await sessions.getByTestId('session').filter({ hasText: 'This device' }).waitFor();
      await screenshot(first.page, 'accounts-settings-dark-1440');

      await sessions.getByRole('button', { name: 'Log out other sessions' }).click();
      const dialog = first.page.getByTestId('confirm-password-dialog');
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log out other sessions' }).click();
      await first.page.getByText('Logged out other sessions.').waitFor();
      await poll(() => sessions.getByTestId('session').count()).toBe(1);

      await second.page.goto(`${env.server.url}/account-settings`);
      await second.page.waitForURL(/\/login\?redirect=/);
      await first.page.reload();
      await panel(first.page, 'sessions').waitFor();
    });
    await first.context.close();
    await second.context.close();
  }, 300_000);

  it('looks finished at phone and desktop sizes', async () => {
    const email = await createUser(env, ['api.access']);
    for (const [viewport, size] of [
      [PHONE, 390],
      [DESKTOP, 1440],
    ] as const) {
      for (const scheme of ['dark', 'light'] as const) {
        const { page, context } = await freshPage(env, viewport, scheme);
        await signInUi(env, page, email);
        await signedIn(env, page);
        await page.goto(`${env.server.url}/account-settings`);
        for (const id of [
          'account-details',
          'social-login',
          'password',
          'two-factor',
          'sessions',
          'location-and-language',
          'developers',
          'delete-account',
        ]) {
          if (id === 'social-login') continue; // no provider is enabled on this server
          await panel(page, id).waitFor();
        }
        expect(await panel(page, 'social-login').count()).toBe(0);
        await screenshot(page, `accounts-settings-${scheme}-${size}`);
        const sessionsLink = page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Active sessions' });
        await sessionsLink.click();
        // marked current, then scrolled down to the panel
        await expect.poll(() => sessionsLink.getAttribute('aria-current')).toBe('location');
        await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
        await settled(page);
        await screenshot(page, `accounts-settings-sessions-${scheme}-${size}`);
        await context.close();
      }
    }
  }, 300_000);

  it('changes the password, saves location and language, and deletes the account', async () => {
    const email = await createUser(env);
    const { page, context } = await freshPage(env);
    await withScreenshotOnFailure(page, 'accounts-delete', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/account-settings`);

      const password = panel(page, 'password');
      await password.getByLabel('Current password').fill('not-the-password');
      await password.getByLabel('New password').fill('another-long-password');
      await password.getByLabel('Confirm password').fill('another-long-password');
      await password.getByRole('button', { name: 'Update password' }).click();
      await password.getByText('The provided password does not match your current password.').waitFor();
      await password.getByLabel('Current password').fill(PASSWORD);
      await password.getByRole('button', { name: 'Update password' }).click();
      await page.getByText('Password changed').waitFor();
      expect(await password.getByLabel('Current password').inputValue()).toBe('');

      const location = panel(page, 'location-and-language');
      await location.getByLabel('Country').selectOption('DE');
      await location.getByLabel('Timezone').selectOption('Europe/Berlin');
      await location.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Updated account details').waitFor();
      const saved = readDb(env, (db) => db.prepare('SELECT country, timezone FROM users WHERE email = ?').get(email));
      expect(saved).toEqual({ country: 'DE', timezone: 'Europe/Berlin' });

      await panel(page, 'delete-account').getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByTestId('confirm-password-dialog');
      await dialog.getByLabel('Password').fill('another-long-password');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Account deleted').waitFor();
      await page.waitForURL(`${env.server.url}/`);
      await page.getByRole('link', { name: 'Login' }).waitFor();
      expect(readDb(env, (db) => db.prepare('SELECT id FROM users WHERE email = ?').get(email))).toBeUndefined();
    });
    await context.close();
  }, 300_000);

  it('shows the social login panel for enabled providers and reports a failed connect', async () => {
    await saveSettings(env, {
      'social.google.enable': true,
      'social.google.client_id': 'test-client',
      'social.google.client_secret': 'test-secret',
    });
    const email = await createUser(env);
    const { page, context } = await freshPage(env);
    try {
      await withScreenshotOnFailure(page, 'accounts-social-connect', async () => {
        await context.route('https://accounts.google.com/**', (route) => {
          const state = new URL(route.request().url()).searchParams.get('state');
          return route.fulfill({
            status: 302,
            headers: { location: `${env.server.url}/secure/auth/social/google/callback?code=abc&state=forged-${state}` },
          });
        });
        await signInUi(env, page, email);
        await signedIn(env, page);
        await page.goto(`${env.server.url}/account-settings#social-login`);
        const social = panel(page, 'social-login');
        await social.getByText("If you disable social logins, you'll still be able to log in using your email and password.").waitFor();
        const google = social.getByTestId('social-google');
        await google.getByText('Not connected').waitFor();
        await page.getByRole('navigation', { name: 'Account settings' }).getByRole('link', { name: 'Social login' }).waitFor();
        const popup = page.waitForEvent('popup');
        await google.getByRole('button', { name: 'Enable' }).click();
        const opened = await popup;
        await page.getByText('An error occurred. Please try again later').waitFor();
        await poll(() => opened.isClosed()).toBe(true);
        await google.getByText('Not connected').waitFor();
      });
    } finally {
      await saveSettings(env, { 'social.google.enable': false });
      await context.close();
    }
  }, 300_000);

  it('stores none of the secrets it handed out in plain text', () => {
    expect(env.handedOut.length).toBeGreaterThan(5);
    expect(plainSecretsInDatabase(env)).toEqual([]);
  });
});
