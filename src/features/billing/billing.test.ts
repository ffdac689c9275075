import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBilling, type TestPlan } from '../../testing/billing';

describe('checkout (server side)', () => {
  const k = useBilling();
  let plan: TestPlan;
  beforeAll(async () => {
    plan = await k.createPlan();
  });
  beforeEach(async () => {
    k.t.signOut();
    await k.t.services.settings.save({ 'billing.enable': true });
  });

  const body = () => ({ product_id: plan.id, price_id: plan.prices[0]!.id });

  it('tells the web which providers checkout offers', async () => {
    const res = await k.t.request('/api/v1/billing/providers');
    expect(await res.json()).toEqual({ stripe: true, paypal: true, stripe_publishable_key: 'pk_test_51Marquee' });
  });

  it('not signed in -> 401', async () => {
    expect((await k.t.request('/api/v1/billing/stripe/subscriptions', { method: 'POST', json: body() })).status).toBe(401);
    expect((await k.t.request('/api/v1/billing/paypal/subscriptions', { method: 'POST', json: body() })).status).toBe(401);
  });

  it('Stripe: default_incomplete subscription with the DB price, client secret back, confirm stores it, then 409', async () => {
    const user = await k.planlessUser();
    await k.t.signIn(user.id);
    const price = await k.priceRow(plan.prices[0]!.id);
    k.stripe.requests.length = 0;
    // an amount sent by the client is ignored: the price comes from the database
    const res = await k.t.request('/api/v1/billing/stripe/subscriptions', { method: 'POST', json: { ...body(), amount: 1 } });
    expect(res.status).toBe(200);
    const { clientSecret, subscriptionId } = (await res.json()) as { clientSecret: string; subscriptionId: string };
    expect(clientSecret).toMatch(/^pi_.+_secret_/);
    const create = k.stripe.requests.find((r) => r.path === '/v1/subscriptions' && r.method === 'POST')!;
    expect(create.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      items: [{ price: price.stripe_id }],
      metadata: { user_id: String(user.id) },
    });
    expect(create.idempotencyKey).toBeTruthy();
    expect(k.stripe.requests.find((r) => r.path === '/v1/customers')!.idempotencyKey).toBe(`marquee-customer-${user.id}`);

    // opening checkout again continues the same incomplete subscription and customer
    const reopened = (await (await k.t.request('/api/v1/billing/stripe/subscriptions', { method: 'POST', json: body() })).json()) as {
      clientSecret: string;
      subscriptionId: string;
    };
    expect(reopened).toMatchObject({ clientSecret, subscriptionId });
    expect(k.stripe.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST')).toHaveLength(1);
    expect(k.stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);

    // not yet paid: incomplete, not subscribed
    let me = (await (await k.t.request('/api/v1/users/me')).json()) as any;
    expect((me.user ?? me).subscriptions.some((s: { valid: boolean }) => s.valid)).toBe(false);

    // the Payment Element confirmed the card (and 3-D Secure): Stripe now says active
    const sub = k.stripe.subscriptions.get(subscriptionId)!;
    sub.status = 'active';
    sub.default_payment_method = k.stripe.paymentMethod('mastercard', '4444').id;
    const confirm = await k.t.request('/api/v1/billing/stripe/subscriptions/confirm', { method: 'POST', json: { subscriptionId } });
    expect(confirm.status).toBe(200);
    const confirmed = ((await confirm.json()) as any).subscription;
    expect(confirmed).toMatchObject({
      gateway: 'stripe',
      status: 'active',
      valid: true,
      active: true,
      price_id: price.id,
      product_id: plan.id,
      payment_method: { brand: 'mastercard', last4: '4444' },
    });
    me = (await (await k.t.request('/api/v1/users/me')).json()) as any;
    const u = me.user ?? me;
    expect(u.subscriptions.some((s: { valid: boolean; active: boolean }) => s.valid && s.active)).toBe(true);
    expect(u.permissions.some((p: { name: string }) => p.name === 'videos.play')).toBe(true);

    const again = await k.t.request('/api/v1/billing/stripe/subscriptions', { method: 'POST', json: body() });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already subscribed/);
    expect((await k.t.request('/api/v1/billing/paypal/subscriptions', { method: 'POST', json: body() })).status).toBe(409);
  });

  it("confirm refuses someone else's subscription", async () => {
    const owner = await k.planlessUser();
    const sub = await k.stripeSubscriber(owner.id, plan.prices[0]!.id);
    const other = await k.planlessUser();
    await k.t.signIn(other.id);
    expect(
      (await k.t.request('/api/v1/billing/stripe/subscriptions/confirm', { method: 'POST', json: { subscriptionId: sub.id } })).status,
    ).toBe(404);
  });

  it('PayPal: approve link, then confirm reads the active subscription', async () => {
    const user = await k.planlessUser();
    await k.t.signIn(user.id);
    const price = await k.priceRow(plan.prices[1]!.id);
    const res = await k.t.request('/api/v1/billing/paypal/subscriptions', {
      method: 'POST',
      json: { product_id: plan.id, price_id: price.id },
    });
    expect(res.status).toBe(200);
    const { approve_url, subscription_id } = (await res.json()) as { approve_url: string; subscription_id: string };
    expect(approve_url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\//);
    const created = k.paypal.requests.find((r) => r.path === '/v1/billing/subscriptions' && r.method === 'POST')!;
    expect(created.body).toMatchObject({ plan_id: price.paypal_id, custom_id: String(user.id) });
    expect(created.requestId).toBeTruthy();
    // the buyer approved at PayPal
    const sub = k.paypal.subscriptions.get(subscription_id)!;
    Object.assign(sub, {
      status: 'ACTIVE',
      billing_info: {
        last_payment: { amount: { currency_code: 'USD', value: '100.00' }, time: new Date().toISOString() },
        next_billing_time: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        failed_payments_count: 0,
      },
    });
    const confirm = await k.t.request('/api/v1/billing/paypal/subscriptions/confirm', { method: 'POST', json: { subscription_id } });
    expect(confirm.status).toBe(200);
    expect(((await confirm.json()) as any).subscription).toMatchObject({
      gateway: 'paypal',
      status: 'active',
      valid: true,
      price_id: price.id,
      renews_at: sub.billing_info.next_billing_time,
    });
  });

  it('refuses an unknown or archived price with 422', async () => {
    const user = await k.planlessUser();
    await k.t.signIn(user.id);
    const res = await k.t.request('/api/v1/billing/stripe/subscriptions', {
      method: 'POST',
      json: { product_id: plan.id, price_id: 999999 },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).errors.price_id).toBeTruthy();
    const wrongPlan = await k.t.request('/api/v1/billing/stripe/subscriptions', {
      method: 'POST',
      json: { product_id: plan.id + 1000, price_id: plan.prices[0]!.id },
    });
    expect(wrongPlan.status).toBe(422);
  });

  it('billing.enable false -> 404 on every billing route', async () => {
    const user = await k.planlessUser();
    await k.t.signIn(user.id);
    await k.t.services.settings.save({ 'billing.enable': false });
    for (const [method, path] of [
      ['POST', '/api/v1/billing/stripe/subscriptions'],
      ['POST', '/api/v1/billing/paypal/subscriptions'],
      ['GET', '/api/v1/billing/subscription'],
      ['POST', '/api/v1/billing/subscriptions/1/cancel'],
      ['POST', '/api/v1/billing/webhooks/stripe'],
      ['POST', '/api/v1/billing/webhooks/paypal'],
      ['GET', '/api/v1/billing/products'],
      ['GET', '/api/v1/billing/providers'],
    ] as const) {
      const res = await k.t.request(path, { method, json: method === 'POST' ? body() : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('checkout is rate limited', async () => {
    const user = await k.planlessUser();
    await k.t.signIn(user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await k.t.request('/api/v1/billing/stripe/subscriptions', { method: 'POST', json: { product_id: plan.id, price_id: 999999 } }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
