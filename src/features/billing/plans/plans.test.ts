import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { useBilling } from '../../../testing/billing';

describe('plans (billing products)', () => {
  const k = useBilling();
  beforeEach(async () => {
    k.t.signOut();
    await k.t.services.settings.save({ 'billing.enable': true });
  });

  it('admin creates a plan synced to Stripe and PayPal, with an idempotency key on every call', async () => {
    k.stripe.requests.length = 0;
    k.paypal.requests.length = 0;
    const product = await k.createPlan({ name: 'Sync plan' });
    const row = await k.t.db.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(k.stripe.products.get(row.stripe_id!)).toMatchObject({ name: 'Sync plan', metadata: { product_id: String(product.id) } });
    expect(k.paypal.products.get(row.paypal_id!)).toMatchObject({ name: 'Sync plan', type: 'SERVICE' });
    for (const p of product.prices) {
      const price = await k.priceRow(p.id);
      const sp = k.stripe.prices.get(price.stripe_id!)!;
      expect(sp).toMatchObject({
        product: row.stripe_id,
        unit_amount: price.amount,
        currency: 'usd',
        recurring: { interval: price.interval, interval_count: 1 },
      });
      const plan = k.paypal.plans.get(price.paypal_id!)!;
      expect(plan.billing_cycles[0]).toMatchObject({
        frequency: { interval_unit: price.interval.toUpperCase(), interval_count: 1 },
        pricing_scheme: { fixed_price: { value: (price.amount / 100).toFixed(2), currency_code: 'USD' } },
      });
    }
    expect(k.stripe.requests.filter((r) => r.method === 'POST').every((r) => r.idempotencyKey)).toBe(true);
    expect(k.stripe.requests.every((r) => r.stripeVersion === '2025-02-24.acacia')).toBe(true);
    expect(k.paypal.requests.filter((r) => r.method === 'POST' && !r.path.includes('oauth2')).every((r) => r.requestId)).toBe(true);
  });

  it('a changed amount makes a new price and archives the old one; the subscriber keeps theirs', async () => {
    const product = await k.createPlan({ name: 'Changing' });
    const monthly = await k.priceRow(product.prices[0]!.id);
    const user = await k.planlessUser();
    await k.stripeSubscriber(user.id, monthly.id);
    await k.asAdmin();
    const res = await k.t.request(`/api/v1/billing/products/${product.id}`, {
      method: 'PUT',
      json: {
        name: 'Changing',
        permissions: [{ name: 'videos.play', restrictions: [] }],
        prices: [
          { id: monthly.id, amount: 1200, currency: 'USD', interval: 'month', interval_count: 1 },
          { id: product.prices[1]!.id, amount: 10000, currency: 'USD', interval: 'year', interval_count: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { product: { prices: { id: number; amount: number }[]; archived_prices: { id: number }[] } };
    expect(body.product.prices.map((p) => p.amount).sort()).toEqual([10000, 1200].sort());
    expect(body.product.prices.some((p) => p.id === monthly.id)).toBe(false);
    expect(body.product.prices.some((p) => p.id === product.prices[1]!.id)).toBe(true);
    expect(body.product.archived_prices.map((p) => p.id)).toEqual([monthly.id]);
    expect(k.stripe.prices.get(monthly.stripe_id!)!.active).toBe(false);
    expect(k.paypal.plans.get(monthly.paypal_id!)!.status).toBe('INACTIVE');
    const newPrice = await k.priceRow(body.product.prices.find((p) => p.amount === 1200)!.id);
    expect(k.stripe.prices.get(newPrice.stripe_id!)).toMatchObject({ unit_amount: 1200, active: true });
    const sub = await k.t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(sub.price_id).toBe(monthly.id);
  });

  it('GET billing/products lists visible plans in position order as pagination.data', async () => {
    await k.createPlan({ name: 'Hidden one', hidden: true, position: 0 });
    await k.createPlan({ name: 'Last', position: 9 });
    await k.createPlan({ name: 'Free', free: true, prices: [], permissions: [], position: 0 });
    const res = await k.t.request('/api/v1/billing/products');
    expect(res.status).toBe(200);
    const { pagination } = (await res.json()) as {
      pagination: { data: { name: string; position: number; prices: unknown[]; stripe_id?: string }[] };
    };
    expect(pagination.data.some((p) => p.name === 'Hidden one')).toBe(false);
    expect(pagination.data.find((p) => p.name === 'Free')).toMatchObject({ prices: [] });
    expect(pagination.data.at(-1)!.name).toBe('Last');
    const positions = pagination.data.map((p) => p.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(pagination.data.every((p) => p.stripe_id === undefined)).toBe(true);
  });

  it('billing.enable false: public listing is 404, admins still manage plans', async () => {
    await k.t.services.settings.save({ 'billing.enable': false });
    expect((await k.t.request('/api/v1/billing/products')).status).toBe(404);
    await k.createPlan({ name: 'Hidden two', hidden: true });
    await k.asAdmin();
    const list = await k.t.request('/api/v1/billing/products?all=true');
    expect(list.status).toBe(200);
    const names = ((await list.json()) as any).pagination.data.map((p: { name: string }) => p.name);
    expect(names).toContain('Hidden two');
    const pricing = ((await (await k.t.request('/api/v1/billing/products')).json()) as any).pagination.data;
    expect(pricing.some((p: { name: string }) => p.name === 'Hidden two')).toBe(false);
    const created = await k.t.request('/api/v1/billing/products', { method: 'POST', json: { name: 'Prepared', free: true } });
    expect(created.status).toBe(201);
  });

  it('validates input and requires plans.update', async () => {
    await k.asAdmin();
    const bad = await k.t.request('/api/v1/billing/products', {
      method: 'POST',
      json: { name: '', prices: [{ amount: -1, currency: 'dollars', interval: 'week' }] },
    });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    const unknownPerm = await k.t.request('/api/v1/billing/products', {
      method: 'POST',
      json: { name: 'X', free: true, permissions: [{ name: 'nope.nope' }] },
    });
    expect(unknownPerm.status).toBe(422);
    const user = await createTestUser(k.t.db);
    k.t.signOut();
    await k.t.signIn(user.id);
    expect((await k.t.request('/api/v1/billing/products', { method: 'POST', json: { name: 'X', free: true } })).status).toBe(403);
    k.t.signOut();
    expect((await k.t.request('/api/v1/billing/products', { method: 'POST', json: { name: 'X', free: true } })).status).toBe(401);
  });

  it('deletes an unused plan but refuses one with subscriptions', async () => {
    const unused = await k.createPlan({ name: 'Unused' });
    const used = await k.createPlan({ name: 'Used' });
    const user = await k.planlessUser();
    await k.stripeSubscriber(user.id, used.prices[0]!.id);
    await k.asAdmin();
    expect((await k.t.request(`/api/v1/billing/products/${used.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await k.t.request(`/api/v1/billing/products/${unused.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await k.t.db.selectFrom('products').select('id').where('id', '=', unused.id).executeTakeFirst()).toBeUndefined();
  });
});
