import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBilling } from '../../../testing/billing';

// A payment provider that is down while an admin saves a plan: the plan is saved, marked not synced,
// and the answer names the provider and what to do. Never a 500, never a silent half-save.
const STRIPE = 'https://api.stripe.com';
const PAYPAL = 'https://api-m.sandbox.paypal.com';

describe('plans while a payment provider is down', () => {
  const k = useBilling();
  beforeEach(async () => {
    k.t.signOut();
    await k.t.services.settings.save({ 'billing.enable': true });
  });
  afterEach(() => k.server.resetHandlers());

  const planBody = (name: string) => ({
    name,
    permissions: [],
    prices: [{ amount: 500, currency: 'usd', interval: 'month', interval_count: 1 }],
  });

  async function save(name: string) {
    const res = await k.t.request('/api/v1/billing/products', { method: 'POST', json: planBody(name) });
    return { status: res.status, body: await res.json() };
  }

  it('saves the plan as not synced and says Stripe could not be reached, then Sync now works once Stripe is back', async () => {
    await k.asAdmin();
    k.server.use(http.post(`${STRIPE}/v1/products`, () => HttpResponse.error()));
    const { status, body } = await save('Offline plan');
    expect(status).toBe(201);
    expect(body.sync_error).toMatch(/^Stripe could not be reached\..*not synced/);
    expect(body.product.name).toBe('Offline plan');
    const row = await k.t.db.selectFrom('products').selectAll().where('id', '=', body.product.id).executeTakeFirstOrThrow();
    expect(row.stripe_id).toBeNull();

    // the retry action answers 503 naming Stripe while it is down…
    const retryDown = await k.t.request(`/api/v1/billing/products/${body.product.id}/sync`, { method: 'POST' });
    expect(retryDown.status).toBe(503);
    expect((await retryDown.json()).message).toMatch(/Stripe could not be reached/);

    // …and syncs the plan once it is back
    k.server.resetHandlers();
    const retry = await k.t.request(`/api/v1/billing/products/${body.product.id}/sync`, { method: 'POST' });
    expect(retry.status).toBe(200);
    const synced = await k.t.db.selectFrom('products').select('stripe_id').where('id', '=', body.product.id).executeTakeFirstOrThrow();
    expect(synced.stripe_id).toBeTruthy();
  });

  it('names Stripe on a 500 from Stripe, and PayPal when PayPal fails or sends garbage', async () => {
    await k.asAdmin();
    k.server.use(
      http.post(`${STRIPE}/v1/products`, () => HttpResponse.json({ error: { type: 'api_error', message: 'boom' } }, { status: 500 })),
    );
    const stripe500 = await save('Stripe error plan');
    expect(stripe500.status).toBe(201);
    expect(stripe500.body.sync_error).toMatch(/^Stripe could not complete the request/);

    k.server.resetHandlers();
    k.server.use(http.post(`${PAYPAL}/v1/catalogs/products`, () => HttpResponse.json({ name: 'INTERNAL_SERVICE_ERROR' }, { status: 503 })));
    const paypal503 = await save('PayPal down plan');
    expect(paypal503.status).toBe(201);
    expect(paypal503.body.sync_error).toMatch(/^PayPal answered 503\./);

    k.server.resetHandlers();
    k.server.use(http.post(`${PAYPAL}/v1/catalogs/products`, () => HttpResponse.error()));
    const paypalGone = await save('PayPal unreachable plan');
    expect(paypalGone.body.sync_error).toMatch(/^PayPal could not be reached/);

    k.server.resetHandlers();
    k.server.use(http.post(`${PAYPAL}/v1/catalogs/products`, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    const garbage = await save('PayPal garbage plan');
    expect(garbage.body.sync_error).toMatch(/^PayPal sent an answer that is not JSON/);
  });
});
