import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type AccountsEnv, createUser, DESKTOP, freshPage, PHONE, signedIn, signInUi } from './accounts-kit';
import { ADMIN, launchBrowser, screenshot, startServer, withScreenshotOnFailure } from './harness';

// Pricing, checkout guard and the billing page in a real browser. Stripe.js cannot load here and no
// provider keys are set (so no provider is ever called): the subscription row is written directly.

const env = { handedOut: [] as string[] } as unknown as AccountsEnv;
const plans = { free: 0, premium: 0, monthly: 0, yearly: 0 };

beforeAll(async () => {
  env.server = await startServer();
  env.browser = await launchBrowser();
  env.admin = new ApiClient(env.server.url);
  await env.admin.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
  await env.admin.request('POST', 'api/v1/settings', { settings: { 'billing.enable': true } });
  const free = await env.admin.request('POST', 'api/v1/billing/products', {
    name: 'Basic',
    description: 'Trailers and the catalogue.',
    free: true,
    position: 1,
    feature_list: ['Browse the full catalogue', 'Watch trailers'],
  });
  const premium = await env.admin.request('POST', 'api/v1/billing/products', {
    name: 'Premium',
    description: 'Every movie and series in HD.',
    recommended: true,
    position: 2,
    feature_list: ['Unlimited movies and series', 'HD streaming', 'Cancel anytime'],
    prices: [
      { amount: 999, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 9999, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  });
  // A hidden plan with a bigger yearly discount: it must not show nor raise the savings hint.
  await env.admin.request('POST', 'api/v1/billing/products', {
    name: 'Staff deal',
    hidden: true,
    prices: [
      { amount: 1000, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 1000, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  });
  plans.free = free.product.id;
  plans.premium = premium.product.id;
  plans.monthly = premium.product.prices.find((p: { interval: string }) => p.interval === 'month').id;
  plans.yearly = premium.product.prices.find((p: { interval: string }) => p.interval === 'year').id;
});

afterAll(async () => {
  await env.browser?.close();
  await env.server?.stop();
});

/** Writes a valid (renewing) Stripe subscription and one paid invoice for the user, as the webhook would. */
function subscribe(email: string, opts: { canceled?: boolean } = {}) {
  const db = new Database(path.join(env.server.dataDir, 'marquee.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    const now = new Date();
    const renews = new Date(now.getTime() + 20 * 86_400_000).toISOString();
    const sub = db
      .prepare(
        `INSERT INTO subscriptions (user_id, product_id, price_id, gateway, gateway_id, gateway_customer_id, status, renews_at, ends_at, canceled_at, card_brand, card_last4, created_at, updated_at)
         VALUES (?, ?, ?, 'stripe', ?, 'cus_e2e', 'active', ?, ?, ?, 'visa', '4242', ?, ?)`,
      )
      .run(
        user.id,
        plans.premium,
        plans.monthly,
        `sub_e2e${user.id}`,
        opts.canceled ? null : renews,
        opts.canceled ? renews : null,
        opts.canceled ? now.toISOString() : null,
        now.toISOString(),
        now.toISOString(),
      );
    db.prepare(
      `INSERT INTO invoices (subscription_id, user_id, gateway, gateway_id, amount, currency, status, period_start, period_end, paid_at, created_at)
       VALUES (?, ?, 'stripe', ?, 999, 'USD', 'paid', ?, ?, ?, ?)`,
    ).run(sub.lastInsertRowid, user.id, `in_e2e${user.id}`, now.toISOString(), renews, now.toISOString(), now.toISOString());
    return renews;
  } finally {
    db.close();
  }
}

describe('pricing', () => {
  it('shows the visible plans, switches cycle with the savings hint, and sends a visitor to register', async () => {
    const { page, context, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'billing-pricing', async () => {
      await page.goto(`${env.server.url}/pricing`);
      const premium = page.getByTestId(`plan-${plans.premium}`);
      const basic = page.getByTestId(`plan-${plans.free}`);
      await premium.waitFor();
      await expect(page.getByRole('article').count()).resolves.toBe(2);
      await expect(page.getByText('Staff deal').count()).resolves.toBe(0);
      // yearly by default; 9999 vs 12 × 999 saves 16.6% -> 17% (the hidden plan's 92% is ignored)
      expect(await page.getByRole('radio', { name: /Annual/ }).isChecked()).toBe(true);
      await expect(page.getByTestId('savings-hint').innerText()).resolves.toBe('Save up to 17%');
      await expect(premium.getByTestId('plan-price').innerText()).resolves.toMatch(/\$99\.99\s*\/\s*year/);
      await expect(premium.innerText()).resolves.toContain('Most popular');
      await premium.getByRole('heading', { name: "What's included" }).waitFor();
      await expect(premium.innerText()).resolves.toContain('HD streaming');
      await expect(basic.getByTestId('plan-price').innerText()).resolves.toBe('Free');
      await expect(basic.getByRole('link', { name: 'Get started' }).count()).resolves.toBe(1);
      await expect(page.getByTestId('pricing-page').getByRole('link', { name: 'Contact us' }).getAttribute('href')).resolves.toBe('/contact');
      await screenshot(page, 'pricing-1440');

      await page.getByText('Monthly', { exact: true }).click();
      expect(await page.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
      await expect(premium.getByTestId('plan-price').innerText()).resolves.toMatch(/\$9\.99\s*\/\s*month/);

      await premium.getByRole('link', { name: 'Upgrade' }).click();
      await page.waitForURL(`${env.server.url}/register?redirectFrom=pricing`);
      await page.getByRole('heading', { name: "First, let's create your account" }).waitFor();
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { page, context } = await freshPage(env, PHONE);
    await page.goto(`${env.server.url}/pricing`);
    await page.getByTestId(`plan-${plans.premium}`).waitFor();
    // no sideways scrolling on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'pricing-390');
    await context.close();
  });
});

describe('checkout and billing', () => {
  it('sends a signed-in non-subscriber from Upgrade to checkout, and away from /billing to /pricing', async () => {
    const email = await createUser(env);
    const { page, context, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'billing-checkout', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/billing`);
      await page.waitForURL(`${env.server.url}/pricing`);
      await page.getByTestId(`plan-${plans.premium}`).getByRole('link', { name: 'Upgrade' }).click();
      await page.waitForURL(`${env.server.url}/checkout/${plans.premium}/${plans.yearly}`);
      await page.getByRole('heading', { name: 'Checkout', exact: true }).waitFor();
      await expect(page.getByTestId('checkout-total').innerText()).resolves.toBe('$99.99');
      // no provider keys are configured, so checkout offers none
      await page.getByText('Payments are not available right now. Please try again later.').waitFor();
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a subscriber the plan, card, invoices and the cancel dialog with the server answer', async () => {
    const email = await createUser(env);
    const renews = subscribe(email);
    const { page, context, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'billing-page', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      // already subscribed: checkout goes to billing
      await page.goto(`${env.server.url}/checkout/${plans.premium}/${plans.yearly}`);
      await page.waitForURL(`${env.server.url}/billing`);
      const plan = page.getByTestId('current-plan');
      await plan.getByText('Premium', { exact: true }).waitFor();
      await expect(plan.innerText()).resolves.toContain('$9.99 per month');
      const day = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(renews));
      await expect(page.getByTestId('plan-dates').innerText()).resolves.toBe(`Your next charge is $9.99 on ${day}.`);
      await expect(page.getByTestId('payment-method').innerText()).resolves.toMatch(/visa ending in 4242/i);
      const receipt = page.getByTestId('invoices').getByRole('link', { name: 'Receipt' });
      const href = await receipt.getAttribute('href');
      expect(href).toMatch(/\/api\/v1\/billing\/invoices\/\d+\/receipt$/);
      const res = await page.request.get(new URL(href!, env.server.url).toString());
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('9.99');
      await screenshot(page, 'billing-1440');

      await plan.getByRole('button', { name: 'Cancel plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
      await dialog.getByText(`Your plan stays active until ${day}`).waitFor();
      await screenshot(page, 'billing-cancel-dialog-1440');
      await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
      // Stripe is not configured on this server, so the server refuses and the UI says so.
      await page.getByRole('alert').getByText('Stripe is not configured.').waitFor();
      await expect(page.getByTestId('plan-status').innerText()).resolves.toBe('Active');
    });
    expect(errors).toEqual([]);
    await context.close();

    const phone = await freshPage(env, PHONE);
    await signInUi(env, phone.page, email);
    await signedIn(env, phone.page);
    await phone.page.goto(`${env.server.url}/billing`);
    await phone.page.getByTestId('current-plan').getByText('Premium', { exact: true }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone.page, 'billing-390');
    await phone.context.close();
  });

  it('shows a canceled plan with its end date and offers renew; changing plan previews first', async () => {
    const email = await createUser(env);
    const ends = subscribe(email, { canceled: true });
    const { page, context, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'billing-canceled', async () => {
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/billing`);
      const day = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(ends));
      await page.getByTestId('plan-dates').getByText(`Your plan will be canceled on ${day}.`).waitFor();
      await expect(page.getByTestId('plan-status').innerText()).resolves.toBe('Canceled');
      await page.getByRole('button', { name: 'Renew plan' }).click();
      await page.getByRole('alert').getByText('Stripe is not configured.').waitFor();

      // a subscriber's Upgrade on the pricing page leads to the change-plan confirm step
      await page.goto(`${env.server.url}/pricing`);
      await page.getByTestId(`plan-${plans.premium}`).getByRole('link', { name: 'Upgrade' }).click();
      await page.waitForURL(`${env.server.url}/billing/change-plan/${plans.premium}/${plans.yearly}/confirm`);
      const summary = page.getByTestId('change-plan-summary');
      await expect(summary.innerText()).resolves.toMatch(/Premium · \$99\.99 per year/);
      // plans were made without Stripe keys, so the yearly price has no Stripe twin: no confirming
      await page.getByTestId('proration').getByText('This price is not available for card payments.').waitFor();
      expect(await summary.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);

      // a Stripe return with an unknown subscription is not taken as paid
      await page.goto(`${env.server.url}/checkout/stripe/done?subscriptionId=sub_unknown1`);
      await page.getByRole('heading', { name: 'Your payment could not be completed' }).waitFor();
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
