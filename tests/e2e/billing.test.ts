import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DESKTOP, freshPage, PASSWORD, PHONE, signedIn, signInUi } from './accounts-kit';
import {
  type BillingEnv,
  createFullVideo,
  enableStripe,
  gateVideosBehindPlans,
  insertSubscription,
  longDay,
  playsFullVideo,
  startBilling,
  stopBilling,
  withDb,
} from './billing-kit';
import { routeStripeJs, sendStripeEvent } from './billing-stripe';
import { screenshot, withScreenshotOnFailure } from './harness';

// Pricing, checkout guard and the billing page in a real browser. Until the acceptance flow at the
// end enters the Stripe keys, no provider is configured (so none is ever called) and subscription
// rows are written directly. The flow then pays through the Stripe stand-ins (billing-stripe.ts).

let env: BillingEnv;
let plans: BillingEnv['plans'];

beforeAll(async () => {
  env = await startBilling();
  plans = env.plans;
});

afterAll(async () => {
  if (env) await stopBilling(env);
});

const subscribe = (email: string, opts: { canceled?: boolean } = {}) => insertSubscription(env, email, opts);

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
      await expect(page.getByTestId('pricing-page').getByRole('link', { name: 'Contact us' }).getAttribute('href')).resolves.toBe(
        '/contact',
      );
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

describe('acceptance: from the pricing page to a paid, canceled and ended plan', () => {
  let videoId: number;
  beforeAll(async () => {
    videoId = await createFullVideo(env);
    await gateVideosBehindPlans(env);
    await enableStripe(env);
  }, 240_000);

  it(
    'visitor picks a plan, registers, pays by card, watches, cancels, keeps watching until the period ends',
    { timeout: 300_000 },
    async () => {
      const fake = env.stripe.fake;
      const email = `buyer-${Date.now()}@example.com`;
      const { page, context, errors } = await freshPage(env, DESKTOP);
      const rowStatus = (gatewayId: string) =>
        withDb(
          env,
          (db) =>
            (db.prepare('SELECT status FROM subscriptions WHERE gateway_id = ?').get(gatewayId) as { status: string } | undefined)?.status,
        );
      // What the server held around Stripe's webhooks for the paid first invoice.
      const seen: { before?: string; after?: string; webhooks: number[] } = { webhooks: [] };
      await routeStripeJs(context, fake, {
        afterPayment: async ({ subscription, invoice }) => {
          seen.before = rowStatus(subscription.id);
          const events = [
            fake.event('invoice.paid', invoice),
            fake.event('customer.subscription.updated', subscription, { previous_attributes: { status: 'incomplete' } }),
          ];
          for (const event of events) seen.webhooks.push((await sendStripeEvent(env.server.url, event)).status);
          seen.after = rowStatus(subscription.id);
        },
      });

      await withScreenshotOnFailure(page, 'billing-acceptance', async () => {
        // pricing: switch to monthly, pick Premium
        await page.goto(`${env.server.url}/pricing`);
        const premium = page.getByTestId(`plan-${plans.premium}`);
        await premium.waitFor();
        await page.getByText('Monthly', { exact: true }).click();
        await expect(premium.getByTestId('plan-price').innerText()).resolves.toMatch(/\$9\.99\s*\/\s*month/);
        await premium.getByRole('link', { name: 'Upgrade' }).click();

        // register; onboarding with the chosen plan ends at its checkout
        await page.waitForURL(`${env.server.url}/register?redirectFrom=pricing`);
        await page.getByRole('heading', { name: "First, let's create your account" }).waitFor();
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByLabel('Confirm password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.waitForURL(`${env.server.url}/checkout/${plans.premium}/${plans.monthly}`);
        await expect(page.getByTestId('checkout-total').innerText()).resolves.toBe('$9.99');

        // card payment through the Payment Element stand-in; a declined card first
        await page.getByRole('radio', { name: 'Credit or debit card' }).click();
        const element = page.getByTestId('stripe-payment-element');
        await element.waitFor();
        await element.getByLabel('Card number').fill('4000 0000 0000 0002');
        await element.getByLabel('Expiration').fill('12 / 34');
        await element.getByLabel('CVC').fill('123');
        await screenshot(page, 'checkout-card-1440');
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page.getByRole('alert').getByText('Your card was declined.').waitFor();
        const pending = [...fake.subscriptions.values()].at(-1)!;
        expect(pending.status).toBe('incomplete');
        expect(rowStatus(pending.id)).toBe('incomplete');

        await element.getByLabel('Card number').fill('4242 4242 4242 4242');
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page.waitForURL((url) => url.pathname === '/checkout/stripe/done');
        const back = new URL(page.url()).searchParams;
        expect(back.get('subscriptionId')).toBe(pending.id);
        expect(back.get('redirect_status')).toBe('succeeded');
        expect(back.get('payment_intent')).toMatch(/^pi_/);
        await page.getByRole('heading', { name: 'Thanks for subscribing!' }).waitFor();
        // the signed webhooks, not the browser, made the subscription active
        expect(seen).toEqual({ before: 'incomplete', webhooks: [200, 200], after: 'active' });
        const invoice = withDb(env, (db) =>
          db.prepare('SELECT amount, currency, status FROM invoices WHERE gateway_id = ?').get(pending.latest_invoice),
        );
        expect(invoice).toEqual({ amount: 999, currency: 'USD', status: 'paid' });

        // subscribed: the gated full video plays
        await playsFullVideo(env, page, videoId);

        // a new card through a SetupIntent (the stand-in's confirmSetup)
        await page.goto(`${env.server.url}/billing`);
        await expect(page.getByTestId('plan-status').innerText()).resolves.toBe('Active');
        await expect(page.getByTestId('payment-method').innerText()).resolves.toMatch(/visa ending in 4242/i);
        await page.getByRole('link', { name: 'Change payment method' }).click();
        const setup = page.getByTestId('stripe-payment-element');
        await setup.getByLabel('Card number').fill('5555 5555 5555 4444');
        await setup.getByLabel('Expiration').fill('10 / 33');
        await setup.getByLabel('CVC').fill('321');
        await page.getByRole('button', { name: 'Save card' }).click();
        await page.waitForURL(
          (url) => url.pathname === '/billing/change-payment-method/done' && url.searchParams.get('redirect_status') === 'succeeded',
        );
        await page.getByRole('heading', { name: 'Payment method updated' }).waitFor();
        expect(fake.customers.get(pending.customer)!.invoice_settings.default_payment_method).toBe(
          fake.subscriptions.get(pending.id)!.default_payment_method,
        );

        // cancel on /billing: at period end, with the date shown
        await page.getByRole('link', { name: 'Back to billing' }).click();
        await expect(page.getByTestId('payment-method').innerText()).resolves.toMatch(/mastercard ending in 4444/i);
        await page.getByTestId('current-plan').getByRole('button', { name: 'Cancel plan' }).click();
        await page.getByRole('dialog', { name: 'Cancel subscription?' }).getByRole('button', { name: 'Cancel subscription' }).click();
        const periodEnd = longDay(pending.current_period_end);
        await page.getByTestId('plan-dates').getByText(`Your plan will be canceled on ${periodEnd}.`).waitFor();
        expect(fake.subscriptions.get(pending.id)!.cancel_at_period_end).toBe(true);
        await screenshot(page, 'billing-canceled-1440');

        // still paid up: still plays
        await playsFullVideo(env, page, videoId);

        // the period ends: Stripe ends the subscription and sends customer.subscription.deleted
        Object.assign(fake.subscriptions.get(pending.id)!, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
        expect(
          (await sendStripeEvent(env.server.url, fake.event('customer.subscription.deleted', fake.subscriptions.get(pending.id)!))).status,
        ).toBe(200);
        expect(rowStatus(pending.id)).toBe('canceled');

        await page.goto(`${env.server.url}/watch/${videoId}`);
        await page.waitForURL(`${env.server.url}/pricing`);
        await page.getByTestId(`plan-${plans.premium}`).waitFor();
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
