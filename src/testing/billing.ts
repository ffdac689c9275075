import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import type { Db } from '../db/database';
import { createTestContext, useLifecycle } from './harness';
import { createTestUser } from './factories';
import { FakePaypal, paypalWebhookHeaders } from './fake-paypal';
import { FakeStripe } from './fake-stripe';

export const WEBHOOK_SECRET = 'whsec_test_5f1c0b2e9d';
export const BILLING_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_51Marquee',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51Marquee',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PAYPAL_CLIENT_ID: 'paypal-client-id',
  PAYPAL_SECRET: 'paypal-secret',
  PAYPAL_WEBHOOK_ID: 'WH-TEST-ID',
  PAYPAL_MODE: 'sandbox',
};

/** One context with billing on, both providers faked by msw, and an admin signed in on demand. */
async function setupBilling() {
  const stripe = new FakeStripe();
  const paypal = new FakePaypal();
  const server = setupServer(...stripe.handlers(), ...paypal.handlers());
  server.listen({ onUnhandledFrame: 'error' });
  const t = await createTestContext({ env: BILLING_ENV });
  await t.services.settings.save({ 'billing.enable': true });
  const admin = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();

  async function asAdmin() {
    t.signOut();
    await t.signIn(admin.id);
  }

  /** A paid plan granting videos.play, synced to both providers: monthly 1000 and yearly 10000 USD. */
  async function createPlan(fields: Record<string, unknown> = {}) {
    await asAdmin();
    const res = await t.request('/api/v1/billing/products', {
      method: 'POST',
      json: {
        name: 'Premium',
        description: 'Everything, in HD',
        feature_list: ['Full movies', 'HD'],
        permissions: [{ name: 'videos.play', restrictions: [] }],
        prices: [
          { amount: 1000, currency: 'usd', interval: 'month', interval_count: 1 },
          { amount: 10000, currency: 'usd', interval: 'year', interval_count: 1 },
        ],
        ...fields,
      },
    });
    if (res.status !== 201) throw new Error(`plan: ${res.status} ${await res.text()}`);
    const { product } = (await res.json()) as { product: { id: number; prices: { id: number }[] } };
    t.signOut();
    return product;
  }

  /** A user with no roles, so every permission they hold comes from a plan. */
  async function planlessUser() {
    return createTestUser(t.db, { roleIds: [] });
  }

  const priceRow = (db: Db, id: number) => db.selectFrom('prices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** Signs a Stripe event with the official helper (timestamp overridable for stale deliveries). */
  function signStripe(payload: string, opts: { timestamp?: number; secret?: string } = {}) {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp });
  }

  async function postStripe(event: object, opts: { timestamp?: number; secret?: string; signature?: string } = {}) {
    const payload = JSON.stringify(event, null, 2);
    return t.request('/api/v1/billing/webhooks/stripe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://hooks.stripe.com',
        'stripe-signature': opts.signature ?? signStripe(payload, opts),
      },
      body: payload,
      cookies: false,
    });
  }

  async function postPaypal(event: object, sig?: string) {
    return t.request('/api/v1/billing/webhooks/paypal', {
      method: 'POST',
      headers: { ...paypalWebhookHeaders(sig), origin: 'https://www.paypal.com' },
      body: JSON.stringify(event),
      cookies: false,
    });
  }

  /** Puts an active Stripe subscription for `userId` at the fake provider and stores it by webhook. */
  async function stripeSubscriber(userId: number, priceId: number, fields: Record<string, unknown> = {}) {
    const price = await priceRow(t.db, priceId);
    const customer = (await (
      await fetch('https://api.stripe.com/v1/customers', {
        method: 'POST',
        headers: { authorization: 'Bearer x', 'content-type': 'application/x-www-form-urlencoded' },
        body: `email=u${userId}%40example.com`,
      })
    ).json()) as { id: string };
    const pm = stripe.paymentMethod();
    const sub = stripe.subscription({
      customer: customer.id,
      price: price.stripe_id!,
      metadata: { user_id: String(userId), product_id: String(price.product_id), price_id: String(price.id) },
      default_payment_method: pm.id,
      ...fields,
    });
    const res = await postStripe(stripe.event('customer.subscription.created', sub));
    if (res.status !== 200) throw new Error(`webhook ${res.status}`);
    return sub;
  }

  return {
    t,
    stripe,
    paypal,
    server,
    admin,
    asAdmin,
    createPlan,
    planlessUser,
    priceRow: (id: number) => priceRow(t.db, id),
    signStripe,
    postStripe,
    postPaypal,
    stripeSubscriber,
    async close() {
      server.close();
      await t.close();
    },
  };
}

export type BillingKit = Awaited<ReturnType<typeof setupBilling>>;
/** The billing kit for the file or describe block: set up before its tests, closed after them. */
export const useBilling = (): BillingKit => useLifecycle(setupBilling, (k) => k.close());
/** What the tests keep of a plan made with createPlan. */
export type TestPlan = { id: number; prices: { id: number }[] };
