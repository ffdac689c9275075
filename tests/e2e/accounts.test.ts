import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP, generateTOTP } from '@oslojs/otp';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  DESKTOP,
  freshPage,
  mailMatch,
  panel,
  PASSWORD,
  PHONE,
  plainSecretsInDatabase,
  poll,
  readDb,
  saveSettings,
  signedIn,
  signInUi,
  signOutUi,
  useAccountsServer,
  verificationCode,
} from './accounts-kit';
import { ADMIN, screenshot, withScreenshotOnFailure } from './harness';

// A visitor's journey: sign-up with e-mail verification, sign-in, password reset, policies, social
// sign-in and two-factor authentication, in real Chromium against the real server and database.

const env = useAccountsServer();
const INVALID_RECOVERY = 'The provided two factor recovery code was invalid.';

describe('sign up, verify, sign out, sign in', () => {
  it('registers, verifies the e-mail with the mailed code, signs out and back in', async () => {
    const { page, context, errors } = await freshPage(env);
    const email = `new-viewer-${Date.now()}@example.com`;
    await withScreenshotOnFailure(page, 'accounts-register', async () => {
      await page.goto(`${env.server.url}/register`);
      await page.getByRole('heading', { name: 'Create a new account' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(`${PASSWORD}-typo`);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('The password confirmation does not match.').waitFor();

      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
      await page.getByText(`Enter the verification code we sent to ${email.slice(0, 2)}****@example.com`).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');

      await page.getByLabel('Code').fill(await verificationCode(env, email));
      await page.getByRole('button', { name: 'Next' }).click();
      await signedIn(env, page);
      const verified = readDb(env, (db) => db.prepare('SELECT email_verified_at FROM users WHERE email = ?').get(email)) as {
        email_verified_at: string | null;
      };
      expect(verified.email_verified_at).toBeTruthy();

      await signOutUi(env, page);
      await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
      await signInUi(env, page, email, 'wrong-password');
      await page.getByText('These credentials do not match our records.').waitFor();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Stay signed in for a month').check();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await signedIn(env, page);
      expect(new URL(page.url()).pathname).toBe('/');
      const session = (await context.cookies()).find((c) => c.name === 'marquee_session');
      expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);

      // Auth pages send a signed-in user on.
      await page.goto(`${env.server.url}/register`);
      await page.waitForURL(`${env.server.url}/`);
      expect(errors).toEqual([]);
    });
    await context.close();
  }, 300_000);

  it('prefills and locks the e-mail from the query, and signs an admin in to /admin', async () => {
    const { page, context } = await freshPage(env);
    await withScreenshotOnFailure(page, 'accounts-admin-login', async () => {
      await page.goto(`${env.server.url}/login?email=${encodeURIComponent(ADMIN.email)}`);
      const email = page.getByLabel('Email');
      await poll(() => email.inputValue()).toBe(ADMIN.email);
      expect(await email.getAttribute('readonly')).not.toBeNull();
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL(`${env.server.url}/admin`);
    });
    await context.close();
  }, 300_000);

  it('resets a forgotten password with the mailed link', async () => {
    const email = await createUser(env);
    const { page, context } = await freshPage(env);
    await withScreenshotOnFailure(page, 'accounts-reset', async () => {
      await page.goto(`${env.server.url}/forgot-password?email=${encodeURIComponent(email)}`);
      const field = page.getByLabel('Email');
      await poll(() => field.inputValue()).toBe(email);
      expect(await field.getAttribute('readonly')).not.toBeNull();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText('We have emailed your password reset link.').waitFor();
      await page.waitForURL(`${env.server.url}/login`);

      const link = await mailMatch(env, email, /(https?:\/\/[^\s"<>]+\/password\/reset\/[^\s"<>]+)/);
      await page.goto(link.replaceAll('&amp;', '&'));
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await poll(() => page.getByLabel('Email').inputValue()).toBe(email);
      await page.getByLabel('New password').fill('a-brand-new-password');
      await page.getByLabel('Confirm password').fill('a-brand-new-password');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await page.getByText('Your password has been reset!').waitFor();
      await page.waitForURL(`${env.server.url}/login`);
      await signInUi(env, page, email, 'a-brand-new-password');
      await signedIn(env, page);
    });
    await context.close();
  }, 300_000);

  it('requires every policy and closes registration, except on invite routes', async () => {
    await saveSettings(env, { 'registration.policies': [{ id: 'terms', label: 'Terms of service', action: '/pages/terms' }] });
    const { page, context } = await freshPage(env);
    try {
      await withScreenshotOnFailure(page, 'accounts-policies', async () => {
        await page.goto(`${env.server.url}/register?email=${encodeURIComponent('policy-reader@example.com')}`);
        expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.getByText('You must accept: Terms of service.').waitFor();
        await page.getByRole('checkbox', { name: 'I accept the Terms of service' }).check();
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
      });
      await saveSettings(env, { 'registration.disable': true });
      const guest = await freshPage(env, PHONE);
      await guest.page.goto(`${env.server.url}/register`);
      await guest.page.waitForURL(`${env.server.url}/login`);
      await guest.page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
      expect(await guest.page.getByRole('link', { name: 'Sign up.' }).count()).toBe(0);
      await guest.page.goto(`${env.server.url}/workspace/join/register?inviteId=abc123`);
      await guest.page.getByRole('heading', { name: 'To join your team on Marquee, create an account' }).waitFor();
      await guest.page.goto(`${env.server.url}/workspace/join/login?inviteId=abc123`);
      await guest.page.getByRole('heading', { name: 'To join your team on Marquee, login to your account' }).waitFor();
      await guest.context.close();
    } finally {
      await saveSettings(env, { 'registration.policies': [], 'registration.disable': false });
      await context.close();
    }
  }, 300_000);

  it('opens social sign-in in a popup and reports its error result', async () => {
    await saveSettings(env, {
      'social.google.enable': true,
      'social.google.client_id': 'test-client',
      'social.google.client_secret': 'test-secret',
    });
    const { page, context } = await freshPage(env);
    try {
      await withScreenshotOnFailure(page, 'accounts-social', async () => {
        // The provider "answers" with a forged state: the server refuses it without any network call.
        await context.route('https://accounts.google.com/**', (route) => {
          const state = new URL(route.request().url()).searchParams.get('state');
          return route.fulfill({
            status: 302,
            headers: { location: `${env.server.url}/secure/auth/social/google/callback?code=abc&state=forged-${state}` },
          });
        });
        await page.goto(`${env.server.url}/login`);
        await page.getByText('OR', { exact: true }).waitFor();
        await screenshot(page, 'accounts-login-social-dark-1440');
        const popup = page.waitForEvent('popup');
        await page.getByRole('button', { name: 'Continue with Google' }).click();
        const opened = await popup;
        // The result page posts its message to the opener and closes the popup.
        await page.getByText('An error occurred. Please try again later').waitFor();
        await poll(() => opened.isClosed()).toBe(true);

        await saveSettings(env, { 'social.compact_buttons': true });
        await page.reload();
        await page.getByText('Or sign in with').waitFor();
        await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
      });
    } finally {
      await saveSettings(env, { 'social.google.enable': false, 'social.compact_buttons': false });
      await context.close();
    }
  }, 300_000);

  it('looks finished at phone and desktop sizes', async () => {
    for (const [viewport, size] of [
      [PHONE, 390],
      [DESKTOP, 1440],
    ] as const) {
      for (const scheme of ['dark', 'light'] as const) {
        const { page, context } = await freshPage(env, viewport, scheme);
        await page.goto(`${env.server.url}/login`);
        await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
        await screenshot(page, `accounts-login-${scheme}-${size}`);
        await page.goto(`${env.server.url}/register?redirectFrom=pricing`);
        await page.getByRole('heading', { name: "First, let's create your account" }).waitFor();
        await screenshot(page, `accounts-register-${scheme}-${size}`);
        await context.close();
      }
    }
  }, 300_000);
});

describe('two-factor authentication', () => {
  it('enables 2FA with a TOTP code, then signs in with a code and with a recovery code', async () => {
    const email = await createUser(env);
    const { page, context, errors } = await freshPage(env);
    await withScreenshotOnFailure(page, 'accounts-2fa', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/account-settings#two-factor`);
      const twoFactor = panel(page, 'two-factor');
      await twoFactor.getByRole('button', { name: 'Enable' }).click();
      const dialog = page.getByTestId('confirm-password-dialog');
      await dialog.getByText('For your security, please confirm your password to continue.').waitFor();
      await dialog.getByLabel('Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.getByText('The provided password was incorrect.').waitFor();
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Confirm' }).click();

      const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())!.trim();
      env.handedOut.push(secret);
      await twoFactor.getByTestId('two-factor-qr').locator('svg').waitFor();
      await screenshot(page, 'accounts-2fa-setup-1440');
      const recoveryCodes = (await twoFactor.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) => c.trim());
      expect(recoveryCodes).toHaveLength(8);
      expect(recoveryCodes.every((c) => c.length === 21)).toBe(true);
      env.handedOut.push(...recoveryCodes);

      const key = decodeBase32IgnorePadding(secret);
      await twoFactor.getByLabel('Code').fill(generateTOTP(key, 30, 6));
      await twoFactor.getByRole('button', { name: 'Confirm' }).click();
      await twoFactor.getByText('You have enabled two factor authentication.').waitFor();
      await screenshot(page, 'accounts-2fa-enabled-1440');

      // Sign in with the next time step's code: a code is accepted only once.
      await signOutUi(env, page);
      await signInUi(env, page, email);
      const challenge = page.getByTestId('two-factor-challenge');
      await challenge.getByLabel('Code').waitFor();
      const nextStep = BigInt(Math.floor(Date.now() / 30_000) + 1);
      await challenge.getByLabel('Code').fill(generateHOTP(key, nextStep, 6));
      await challenge.getByRole('button', { name: 'Continue', exact: true }).click();
      await signedIn(env, page);

      await signOutUi(env, page);
      await signInUi(env, page, email);
      await challenge.getByRole('button', { name: 'Use recovery code instead' }).click();
      await challenge.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await challenge.getByRole('button', { name: 'Continue', exact: true }).click();
      await signedIn(env, page);

      // The spent recovery code does not work twice.
      await signOutUi(env, page);
      await signInUi(env, page, email);
      await challenge.getByRole('button', { name: 'Use recovery code instead' }).click();
      await challenge.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await challenge.getByRole('button', { name: 'Continue', exact: true }).click();
      await challenge.getByText(INVALID_RECOVERY).waitFor();
      expect(errors).toEqual([]);
    });
    await context.close();
  }, 300_000);
});

describe('secrets at rest', () => {
  it('stores none of the secrets it handed out in plain text', () => {
    expect(env.handedOut.length).toBeGreaterThan(10);
    expect(plainSecretsInDatabase(env)).toEqual([]);
  });
});
