import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshPage, PHONE } from './accounts-kit';
import { type BillingEnv, enableStripe, startBilling, stopBilling, stripeSubscriber, withDb } from './billing-kit';
import { signInAsAdmin } from './catalogue-helpers';
import { screenshot, withScreenshotOnFailure } from './harness';

// The admin billing screens against the real server, with Stripe played by the loopback FakeStripe:
// plan list, plan form (major units in, minor units stored, a changed amount makes a new price),
// and the subscriptions list with revenue, filters and confirmed actions.

const WIDE = { width: 1280, height: 900 };
let env: BillingEnv;
const users = { monthly: '', yearly: '', staff: '' };
let staffMonthly = 0;

beforeAll(async () => {
  env = await startBilling();
  await enableStripe(env);
  const { pagination } = await env.admin.request('GET', 'api/v1/billing/products?all=true');
  staffMonthly = pagination.data
    .find((p: { name: string }) => p.name === 'Staff deal')
    .prices.find((p: { interval: string }) => p.interval === 'month').id;
  users.monthly = await createUser(env);
  users.yearly = await createUser(env);
  users.staff = await createUser(env);
  await stripeSubscriber(env, users.monthly, env.plans.monthly);
  await stripeSubscriber(env, users.yearly, env.plans.yearly);
  await stripeSubscriber(env, users.staff, staffMonthly);
});

afterAll(async () => {
  if (env) await stopBilling(env);
});

async function adminPage(viewport = WIDE, scheme: 'dark' | 'light' = 'dark') {
  const opened = await freshPage(env, viewport, scheme);
  await signInAsAdmin(opened.context, env.server);
  return opened;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const longDay = (d: Date) => new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' }).format(d);

describe('admin plans', () => {
  it('lists plans with badges, prices, subscribers and sync state; creates a plan in major units', async () => {
    const { page, context, errors } = await adminPage();
    await withScreenshotOnFailure(page, 'admin-plans', async () => {
      await page.goto(`${env.server.url}/admin/plans`);
      const premium = page.getByTestId(`admin-plan-${env.plans.premium}`);
      await premium.waitFor();
      await expect(premium.innerText()).resolves.toMatch(/Recommended/);
      await expect(premium.getByTestId('plan-prices').innerText()).resolves.toMatch(/\$9\.99 per month\s+\$99\.99 per year/);
      await expect(premium.getByTestId('plan-subscribers').innerText()).resolves.toBe('2');
      await expect(premium.getByTestId('plan-sync').innerText()).resolves.toMatch(/Stripe ✓/);
      await expect(page.getByTestId(`admin-plan-${env.plans.free}`).innerText()).resolves.toMatch(/Free/);
      await expect(page.getByRole('row').filter({ hasText: 'Staff deal' }).innerText()).resolves.toMatch(/Hidden/);
      await screenshot(page, 'admin-plans-1280');

      await page.getByRole('link', { name: 'New plan' }).click();
      await page.waitForURL(`${env.server.url}/admin/plans/new`);
      await page.getByLabel('Name').fill('Family');
      await page.getByLabel('Description').fill('Four screens at once.');
      await page.getByRole('button', { name: 'Add feature' }).click();
      await page.getByLabel('Feature 1', { exact: true }).fill('Four screens');
      const rows = page.getByTestId('price-row');
      await rows.nth(0).getByLabel('Amount').fill('14.99');
      await rows.nth(1).getByLabel('Amount').fill('149.5');
      await expect(rows.nth(1).getByTestId('price-preview').innerText()).resolves.toMatch(/\$149\.50 per year\s*= 14950 minor units/);
      // a bad amount stays on the page with the field's message
      await rows.nth(0).getByLabel('Amount').fill('14.999');
      await page.getByRole('button', { name: 'Create plan' }).click();
      await rows.nth(0).getByText('Enter an amount like 9.99.').waitFor();
      await rows.nth(0).getByLabel('Amount').fill('14.99');
      await page.getByRole('button', { name: 'Create plan' }).click();
      await page.waitForURL(`${env.server.url}/admin/plans`);
      await page.getByRole('row').filter({ hasText: 'Family' }).getByText('$14.99 per month', { exact: true }).waitFor();

      // a plan with subscribers cannot be deleted; one without can, after confirming
      await page.getByRole('button', { name: 'Delete Premium' }).click();
      await page.getByRole('dialog', { name: 'Delete plan?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('This plan has subscriptions: hide it instead.').waitFor();
      await page.getByTestId(`admin-plan-${env.plans.premium}`).waitFor();
    });
    const stored = withDb(env, (db) =>
      db
        .prepare(
          `SELECT prices.amount, prices.currency, prices.interval, prices.stripe_id FROM prices JOIN products ON products.id = prices.product_id WHERE products.name = 'Family' ORDER BY prices.id`,
        )
        .all(),
    ) as { amount: number; currency: string; interval: string; stripe_id: string }[];
    expect(stored.map(({ amount, currency, interval }) => ({ amount, currency, interval }))).toEqual([
      { amount: 1499, currency: 'USD', interval: 'month' },
      { amount: 14950, currency: 'USD', interval: 'year' },
    ]);
    expect(stored.every((p) => env.stripe.fake.prices.get(p.stripe_id)?.unit_amount === p.amount)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('editing an amount makes a new price; the subscriber keeps the old one', async () => {
    const { page, context, errors } = await adminPage();
    await withScreenshotOnFailure(page, 'admin-plan-edit', async () => {
      await page.goto(`${env.server.url}/admin/plans/${env.plans.premium}/edit`);
      await page.getByRole('heading', { name: 'Edit plan' }).waitFor();
      await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Premium');
      await page.getByTestId('plan-permissions').getByText('videos.play').waitFor();
      const monthly = page.getByTestId('price-row').nth(0);
      await expect(monthly.getByLabel('Amount').inputValue()).resolves.toBe('9.99');
      await monthly.getByLabel('Amount').fill('11.99');
      await monthly.getByText('Saving creates a new price; current subscribers keep the old one.').waitFor();
      await page.getByRole('heading', { name: 'Prices' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'admin-plan-edit-1280');
      await page.getByRole('button', { name: 'Save plan' }).click();
      await page.waitForURL(`${env.server.url}/admin/plans`);
      await page.getByTestId(`admin-plan-${env.plans.premium}`).getByText('$11.99 per month', { exact: true }).waitFor();
    });
    const prices = withDb(env, (db) =>
      db.prepare('SELECT id, amount, archived, stripe_id FROM prices WHERE product_id = ? ORDER BY id').all(env.plans.premium),
    ) as { id: number; amount: number; archived: number; stripe_id: string }[];
    const old = prices.find((p) => p.id === env.plans.monthly)!;
    expect(old).toMatchObject({ amount: 999, archived: 1 });
    expect(
      prices
        .filter((p) => !p.archived)
        .map((p) => p.amount)
        .sort(),
    ).toEqual([1199, 9999]);
    expect(env.stripe.fake.prices.get(old.stripe_id)!.active).toBe(false);
    const kept = withDb(env, (db) =>
      db
        .prepare('SELECT price_id FROM subscriptions JOIN users ON users.id = subscriptions.user_id WHERE users.email = ?')
        .get(users.monthly),
    );
    expect(kept).toEqual({ price_id: env.plans.monthly });
    expect(errors).toEqual([]);
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.goto(`${env.server.url}/admin/plans`);
    await phone.page.getByTestId(`admin-plan-${env.plans.premium}`).waitFor();
    expect(await noSideScroll(phone.page)).toBe(true);
    await screenshot(phone.page, 'admin-plans-390');
    await phone.page.goto(`${env.server.url}/admin/plans/${env.plans.premium}/edit`);
    await phone.page.getByTestId('price-row').first().waitFor();
    expect(await noSideScroll(phone.page)).toBe(true);
    await screenshot(phone.page, 'admin-plan-edit-390');
    await phone.context.close();
  });
});

describe('admin subscriptions', () => {
  const row = (page: Page, email: string) => page.getByTestId('subscription-row').filter({ hasText: email });
  const act = async (page: Page, email: string, item: string) => {
    await page.getByRole('button', { name: `Actions for ${email}` }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  it('shows revenue, filters, and cancels, resumes, extends and changes plans after confirming', async () => {
    const { page, context, errors } = await adminPage();
    const fake = env.stripe.fake;
    const subOf = (email: string) =>
      [...fake.subscriptions.values()].find(
        (s) =>
          s.metadata.user_id ===
          String(withDb(env, (db) => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id)),
      )!;
    await withScreenshotOnFailure(page, 'admin-subscriptions', async () => {
      await page.goto(`${env.server.url}/admin/subscriptions`);
      // 999 + 9999 / 12 + 1000 = 2832.25 cents a month
      // the revenue panel and the list load separately: wait for each
      await expect.poll(() => page.getByTestId('revenue-mrr').innerText()).toContain('$28.32');
      await expect.poll(() => page.getByTestId('revenue-active').innerText()).toContain('3');
      await expect.poll(() => page.getByTestId('subscription-row').count()).toBe(3);
      await screenshot(page, 'admin-subscriptions-1280');

      await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Staff deal' });
      await expect.poll(() => page.getByTestId('subscription-row').count()).toBe(1);
      await row(page, users.staff).waitFor();
      await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'All plans' });
      await page.getByLabel('Search by email or name').fill(users.yearly);
      await expect.poll(() => page.getByTestId('subscription-row').count()).toBe(1);
      await page.getByLabel('Search by email or name').fill('');
      await page.getByRole('button', { name: 'PayPal', exact: true }).click();
      await page.getByText('No subscriptions found').waitFor();
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await expect.poll(() => page.getByTestId('subscription-row').count()).toBe(3);

      // cancel at period end, then resume
      await act(page, users.monthly, 'Cancel');
      const cancel = page.getByRole('dialog', { name: 'Cancel subscription?' });
      await cancel.getByText(/keeps Premium until/).waitFor();
      await screenshot(page, 'admin-subscriptions-cancel-1280');
      await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
      await row(page, users.monthly).getByTestId('subscription-status').getByText('Canceled').waitFor();
      const ends = longDay(new Date(subOf(users.monthly).current_period_end * 1000));
      await expect(row(page, users.monthly).getByTestId('subscription-dates').innerText()).resolves.toBe(`Ends ${ends}`);
      expect(subOf(users.monthly).cancel_at_period_end).toBe(true);
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Canceled, ends later' });
      await expect.poll(() => page.getByTestId('subscription-row').count()).toBe(1);
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any status' });
      await expect.poll(() => page.getByTestId('subscription-row').count()).toBe(3);
      await act(page, users.monthly, 'Resume');
      await page.getByRole('dialog', { name: 'Resume subscription?' }).getByRole('button', { name: 'Resume subscription' }).click();
      await row(page, users.monthly).getByTestId('subscription-status').getByText('Active').waitFor();
      expect(subOf(users.monthly).cancel_at_period_end).toBe(false);

      // extend: a new renewal date, nothing charged until then
      const target = new Date(Date.now() + 100 * 86_400_000);
      const day = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-${String(target.getDate()).padStart(2, '0')}`;
      await act(page, users.yearly, 'Extend');
      const extend = page.getByRole('dialog', { name: 'Extend subscription' });
      await extend.getByLabel('New renewal date').fill(day);
      await extend.getByRole('button', { name: 'Extend' }).click();
      await expect.poll(() => row(page, users.yearly).getByTestId('subscription-dates').innerText()).toBe(`Renews ${longDay(target)}`);
      expect(longDay(new Date(subOf(users.yearly).trial_end * 1000))).toBe(longDay(target));

      // change plan manually, without proration
      await act(page, users.staff, 'Change plan');
      const change = page.getByRole('dialog', { name: 'Change plan' });
      await change.getByLabel('New plan and price').selectOption({ label: 'Premium · $99.99 per year' });
      await change.getByLabel('Charge or credit the difference for the rest of the period').uncheck();
      await change.getByRole('button', { name: 'Change plan' }).click();
      await row(page, users.staff).getByText('$99.99 per year').waitFor();
      const call = fake.requests.filter((r) => r.path === `/v1/subscriptions/${subOf(users.staff).id}` && r.method === 'POST').at(-1)!;
      expect(call.body).toMatchObject({ proration_behavior: 'none' });
    });
    expect(errors).toEqual([]);
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.goto(`${env.server.url}/admin/subscriptions`);
    await phone.page.getByTestId('subscription-row').first().waitFor();
    await phone.page.getByTestId('revenue-mrr').waitFor();
    expect(await noSideScroll(phone.page)).toBe(true);
    await screenshot(phone.page, 'admin-subscriptions-390');
    await phone.context.close();

    const light = await adminPage(WIDE, 'light');
    await light.page.goto(`${env.server.url}/admin/subscriptions`);
    await light.page.getByTestId('subscription-row').first().waitFor();
    await screenshot(light.page, 'admin-subscriptions-1280-light');
    await light.context.close();
  });
});
