import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, screenshot, startServer, withScreenshotOnFailure } from './harness';

// The admin Users and Roles screens end to end: an admin creates a role with permissions, creates
// a user with it, finds them by search, suspends them (their login lands on the suspended screen),
// unsuspends them, grants a direct permission, sets their password and deletes them. A duplicate
// e-mail is refused on the field. Screens are photographed at 1280 and 390 px wide.

let server: RunningServer;
let browser: Browser;
const EMAIL = 'rowan.quill@example.com';
const NAME = 'Rowan Quill';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(viewport: { width: number; height: number }, admin = true) {
  const opened = await newPage(browser, { viewport });
  opened.page.setDefaultTimeout(30_000);
  await opened.context.addCookies([{ name: 'cookie_notice', value: '1', url: server.url }]);
  if (admin) await signInAsAdmin(opened.context, server);
  return opened;
}

async function adminApi<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(`${server.url}/api/v1/${path}`);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** Signs in through the login page in a fresh browser; returns the page once the login call answered. */
async function loginAs(email: string, password: string) {
  const { context, page } = await open(DESKTOP, false);
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const status = (await answered).status();
  return { context, page, status };
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const userRow = (page: Page) => page.getByTestId('user-row').filter({ hasText: EMAIL });

describe('admin users and roles', () => {
  it('creates a role and a user, suspends, unsuspends, grants, changes the password and deletes', async () => {
    const { context, page, errors } = await open(DESKTOP);
    await withScreenshotOnFailure(page, 'admin-users', async () => {
      // a new role with two permissions, one with a quota
      await page.goto(`${server.url}/admin/roles`);
      await page.getByTestId('role-row').filter({ hasText: 'Guests' }).waitFor();
      await page.getByRole('link', { name: 'New role' }).click();
      await page.waitForURL(/\/admin\/roles\/new$/);
      await page.getByTestId('save-role').click();
      await page.getByText('The name is required.').waitFor();
      await page.getByLabel('Name').fill('Critics');
      await page.getByLabel('Description').fill('Writes reviews.');
      await page.getByTestId('add-permission').selectOption('titles.view');
      await page.getByTestId('add-permission').selectOption('reviews.create');
      await page.getByLabel('reviews.create: count').fill('5');
      await screenshot(page, 'admin-role-form-1280');
      await page.getByTestId('save-role').click();
      await page.waitForURL(/\/admin\/roles$/);
      const critics = page.getByTestId('role-row').filter({ hasText: 'Critics' });
      await critics.waitFor();
      await expect(critics.locator('td').nth(1).innerText()).resolves.toBe('0');
      await screenshot(page, 'admin-roles-1280');
      const roles = await adminApi<{
        pagination: { data: { name: string; id: number; permissions: { name: string; restrictions: unknown[] }[] }[] };
      }>(context, 'roles?perPage=100');
      const role = roles.pagination.data.find((r) => r.name === 'Critics')!;
      expect(role.permissions).toEqual([
        expect.objectContaining({ name: 'reviews.create', restrictions: [{ name: 'count', value: 5 }] }),
        expect.objectContaining({ name: 'titles.view', restrictions: [] }),
      ]);

      // a user with only that role
      await page.goto(`${server.url}/admin/users`);
      await page.getByTestId('user-row').first().waitFor();
      await page.getByTestId('add-user').click();
      let dialog = page.getByTestId('add-user-dialog');
      await dialog.getByLabel('Email', { exact: true }).fill(EMAIL);
      await dialog.getByLabel('Password').fill('first-password-1');
      await dialog.getByLabel('Name').fill(NAME);
      await expect(dialog.getByLabel('Users', { exact: true }).isChecked()).resolves.toBe(true);
      await dialog.getByLabel('Users', { exact: true }).uncheck();
      await dialog.getByLabel('Critics', { exact: true }).check();
      await dialog.getByTestId('create-user').click();
      await page.waitForURL(/\/admin\/users\/\d+$/);
      await expect(page.getByTestId('user-name').innerText()).resolves.toBe(NAME);
      const userId = Number(new URL(page.url()).pathname.split('/')[3]);
      const created = (
        await adminApi<{ user: { roles: { name: string }[]; email_verified_at: string | null } }>(context, `users/${userId}`)
      ).user;
      expect(created.roles.map((r) => r.name)).toEqual(['Critics']);
      expect(created.email_verified_at).not.toBeNull();
      await screenshot(page, 'admin-user-details-1280');

      // the same e-mail again is refused on the field
      await page.goto(`${server.url}/admin/users`);
      await page.getByTestId('add-user').click();
      dialog = page.getByTestId('add-user-dialog');
      await dialog.getByLabel('Email', { exact: true }).fill(EMAIL.toUpperCase());
      await dialog.getByLabel('Password').fill('another-password');
      await dialog.getByTestId('create-user').click();
      await dialog.getByText('The email has already been taken.').waitFor();
      expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'admin-add-user-error-1280');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // search by name finds exactly them
      await page.getByTestId('users-search').fill('rowan qu');
      await page.waitForURL(/query=rowan/);
      await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
      await userRow(page).waitFor();
      await screenshot(page, 'admin-users-1280');

      // suspend with a reason: their login shows the suspended screen, not the site
      await userRow(page).getByTestId('ban-user').click();
      await page.getByTestId('ban-dialog').getByLabel('Reason (optional)').fill('Spam reviews');
      await page.getByTestId('confirm-ban').click();
      await userRow(page).getByTestId('unban-user').waitFor();
      await expect(userRow(page).innerText()).resolves.toMatch(/Suspended/);
      const banned = await loginAs(EMAIL, 'first-password-1');
      await banned.page.getByRole('heading', { name: 'Your account is suspended' }).waitFor();
      await screenshot(banned.page, 'admin-users-suspended-login');
      await banned.context.close();

      // unsuspend: the login reaches the site
      await userRow(page).getByTestId('unban-user').click();
      await userRow(page).getByTestId('ban-user').waitFor();
      await expect(userRow(page).innerText()).resolves.not.toMatch(/Suspended/);
      const freed = await loginAs(EMAIL, 'first-password-1');
      expect(freed.status).toBe(200);
      await freed.page.getByRole('button', { name: /^Account: / }).waitFor();
      expect(await freed.page.getByRole('heading', { name: 'Your account is suspended' }).count()).toBe(0);
      await freed.context.close();

      // a direct permission with a quota
      await page.goto(`${server.url}/admin/users/${userId}/permissions`);
      await page.getByTestId('user-permissions').waitFor();
      await page.getByTestId('add-permission').selectOption('lists.create');
      await page.getByLabel('lists.create: count').fill('3');
      await page.getByTestId('save-permissions').click();
      await page.getByText('Permissions saved').waitFor();
      await screenshot(page, 'admin-user-permissions-1280');
      const granted = (await adminApi<{ user: { permissions: unknown[] } }>(context, `users/${userId}`)).user.permissions;
      expect(granted).toEqual([{ name: 'lists.create', restrictions: [{ name: 'count', value: 3 }] }]);

      // a new password: the user's session from above ends and only the new password works
      await page.getByTestId('tab-security').click();
      await page.getByTestId('user-sessions').waitFor();
      await page.getByLabel('New password').fill('second-password-2');
      await page.getByLabel('Confirm password').fill('second-password-X');
      await page.getByTestId('save-password').click();
      await page.getByText('The passwords do not match.').waitFor();
      await page.getByLabel('Confirm password').fill('second-password-2');
      await page.getByTestId('save-password').click();
      await page.getByTestId('no-sessions').waitFor();
      await screenshot(page, 'admin-user-security-1280');
      expect((await loginAs(EMAIL, 'first-password-1')).status).toBe(422);
      const renewed = await loginAs(EMAIL, 'second-password-2');
      expect(renewed.status).toBe(200);
      await renewed.context.close();

      // date tab: time zone and country
      await page.getByTestId('tab-date').click();
      await page.getByLabel('Timezone').selectOption('Europe/Paris');
      await page.getByLabel('Country').selectOption('FR');
      await page.getByTestId('save-date').click();
      await page.getByText('User saved').waitFor();
      const located = (await adminApi<{ user: { timezone: string; country: string } }>(context, `users/${userId}`)).user;
      expect(located).toMatchObject({ timezone: 'Europe/Paris', country: 'FR' });
      await page.getByTestId('tab-api').click();
      await page.getByTestId('no-tokens').waitFor();

      // delete after confirming: gone from the list
      await page.getByTestId('tab-details').click();
      await page.getByTestId('delete-user').click();
      await page.getByRole('dialog', { name: 'Delete user?' }).getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL(/\/admin\/users$/);
      await page.getByTestId('users-search').fill(EMAIL);
      await page.getByText('No users found').waitFor();
      const gone = await context.request.get(`${server.url}/api/v1/users/${userId}`);
      expect(gone.status()).toBe(404);

      // roles: the guest role and the only admin role are protected; Critics goes after confirming
      await page.goto(`${server.url}/admin/roles`);
      await page.getByTestId('role-row').filter({ hasText: 'Critics' }).waitFor();
      expect(await page.getByRole('button', { name: 'The guest role cannot be deleted' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Delete Admins' }).click();
      await page.getByRole('dialog', { name: 'Delete role?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('The only role with the admin permission cannot be deleted.').waitFor();
      await page.getByRole('button', { name: 'Delete Critics' }).click();
      await page.getByRole('dialog', { name: 'Delete role?' }).getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByTestId('role-row').filter({ hasText: 'Critics' }).count()).toBe(0);
      await expect.poll(() => page.getByTestId('role-row').count()).toBe(3);
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays out the users, user and roles screens at 390 px without sideways scrolling', async () => {
    const { context, page, errors } = await open(PHONE);
    const made = await context.request.post(`${server.url}/api/v1/users`, {
      data: { email: 'marguerite.longname-example@example.com', name: 'Marguerite Delacroix-Vanderbilt', password: 'phone-password-1' },
      headers: { Origin: server.url },
    });
    expect(made.status()).toBe(201);
    await withScreenshotOnFailure(page, 'admin-users-phone', async () => {
      await page.goto(`${server.url}/admin/users`);
      const row = page.getByTestId('user-row').filter({ hasText: 'Marguerite' });
      await row.waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'admin-users-390');
      await row.getByRole('link', { name: 'Edit' }).click();
      await page.getByTestId('ban-user').waitFor();
      await page.getByTestId('user-name').waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'admin-user-details-390');
      await page.getByTestId('tab-security').click();
      await page.getByTestId('user-password-form').waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'admin-user-security-390');
      await page.getByTestId('tab-date').click();
      await page.getByTestId('save-date').waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'admin-user-date-390');

      // bulk delete with confirmation
      await page.goto(`${server.url}/admin/users`);
      await row.getByRole('checkbox').check();
      await page.getByTestId('bulk-delete').click();
      await page.getByRole('dialog', { name: 'Delete 1 user?' }).getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => row.count()).toBe(0);
      await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
      await page.goto(`${server.url}/admin/roles`);
      await page.getByTestId('role-row').first().waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'admin-roles-390');
      await page.getByTestId('role-row').filter({ hasText: 'Users' }).getByRole('link', { name: 'Edit' }).click();
      await page.getByTestId('role-form').waitFor();
      await page.getByTestId('granted-permission').first().waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'admin-role-form-390');
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
