import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { type BillingKit, useBilling, type TestPlan } from '../../../testing/billing';

// What the admin plans and subscriptions pages call beyond the subscriber's own actions.
describe('billing admin: plan list extras, subscription search and manual plan change', () => {
  const k = useBilling();
  let plan: TestPlan;
  let other: TestPlan;
  beforeAll(async () => {
    plan = await k.createPlan({ name: 'Standard' });
    other = await k.createPlan({ name: 'Family', prices: [{ amount: 2500, currency: 'usd', interval: 'month', interval_count: 1 }] });
  });
  beforeEach(() => k.t.signOut());

  const json = async (path: string, init?: Parameters<BillingKit['t']['request']>[1]) => {
    const res = await k.t.request(path, init);
    return { status: res.status, body: (await res.json()) as any };
  };
  const subOf = (userId: number) => k.t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  /** A subscriber of the first plan's first price at Stripe, with their subscription row. */
  const stripeOwner = async () => {
    const owner = await k.planlessUser();
    const stripeSub = await k.stripeSubscriber(owner.id, plan.prices[0]!.id);
    return { owner, stripeSub, row: await subOf(owner.id) };
  };

  it('admins see subscriber counts per plan (valid subscriptions only); visitors do not', async () => {
    const a = await k.planlessUser();
    const b = await k.planlessUser();
    await k.stripeSubscriber(a.id, plan.prices[0]!.id);
    await k.stripeSubscriber(b.id, plan.prices[1]!.id);
    // an ended subscription does not count
    await k.t.db
      .updateTable('subscriptions')
      .set({ status: 'canceled', ends_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', b.id)
      .execute();

    const visitor = await json('/api/v1/billing/products');
    expect(visitor.body.pagination.data[0]).not.toHaveProperty('subscribers');
    await k.asAdmin();
    const admin = await json('/api/v1/billing/products?all=true');
    const standard = admin.body.pagination.data.find((p: any) => p.id === plan.id);
    expect(standard.subscribers).toBe(1);
    expect(admin.body.pagination.data.find((p: any) => p.id === other.id).subscribers).toBe(0);
  });

  it('a paid plan needs a price, even one granting no permissions', async () => {
    await k.asAdmin();
    const res = await json('/api/v1/billing/products', { method: 'POST', json: { name: 'Empty', prices: [] } });
    expect(res).toMatchObject({ status: 422, body: { errors: { prices: ['A paid plan needs at least one price.'] } } });
    const free = await json('/api/v1/billing/products', { method: 'POST', json: { name: 'Gratis', free: true } });
    expect(free.status).toBe(201);
  });

  it('the permission catalogue for the plan form needs plans.update', async () => {
    const user = await createTestUser(k.t.db);
    await k.t.signIn(user.id);
    expect((await k.t.request('/api/v1/billing/permissions')).status).toBe(403);
    await k.asAdmin();
    const res = await json('/api/v1/billing/permissions');
    expect(res.status).toBe(200);
    expect(res.body.permissions.videos.map((p: any) => p.name)).toContain('videos.play');
  });

  it('admin list: search by email (LIKE wildcards match themselves), status is validated', async () => {
    const user = await createTestUser(k.t.db, { roleIds: [], email: 'find_me.100%@example.com' });
    const decoy = await createTestUser(k.t.db, { roleIds: [], email: 'findXme.1000@example.com' });
    await k.stripeSubscriber(user.id, plan.prices[0]!.id);
    await k.stripeSubscriber(decoy.id, plan.prices[0]!.id);
    await k.asAdmin();
    const found = await json(`/api/v1/billing/subscriptions?query=${encodeURIComponent('find_me.100%')}`);
    expect(found.body.pagination.data.map((s: any) => s.user.email)).toEqual(['find_me.100%@example.com']);
    expect(found.body.pagination.data[0]).toMatchObject({ product: { id: plan.id, name: 'Standard' }, price: { amount: 1000 } });
    const bad = await json('/api/v1/billing/subscriptions?status=bogus');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toBeTruthy();
  });

  it('admins may change a plan without proration; an owner cannot skip it, nor extend', async () => {
    const { owner, stripeSub, row } = await stripeOwner();
    const lastUpdate = () => k.stripe.requests.filter((r) => r.path === `/v1/subscriptions/${stripeSub.id}` && r.method === 'POST').at(-1)!;

    await k.t.signIn(owner.id);
    const extend = await k.t.request(`/api/v1/billing/subscriptions/${row.id}/extend`, {
      method: 'POST',
      json: { renews_at: new Date(Date.now() + 40 * 86_400_000).toISOString() },
    });
    expect(extend.status).toBe(403);
    const own = await k.t.request(`/api/v1/billing/subscriptions/${row.id}/change-plan`, {
      method: 'POST',
      json: { price_id: plan.prices[1]!.id, prorate: false },
    });
    expect(own.status).toBe(200);
    expect(lastUpdate().body).toMatchObject({ proration_behavior: 'create_prorations' });

    await k.asAdmin();
    const manual = await json(`/api/v1/billing/subscriptions/${row.id}/change-plan`, {
      method: 'POST',
      json: { price_id: other.prices[0]!.id, prorate: false },
    });
    expect(manual.status).toBe(200);
    expect(manual.body.subscription).toMatchObject({ product_id: other.id, price_id: other.prices[0]!.id, valid: true });
    expect(lastUpdate().body).toMatchObject({ proration_behavior: 'none' });
    const price = await k.priceRow(other.prices[0]!.id);
    expect(k.stripe.subscriptions.get(stripeSub.id)!.items.data[0].price.id).toBe(price.stripe_id);
    // a bad price id is a field error, not a crash
    const bad = await json(`/api/v1/billing/subscriptions/${row.id}/change-plan`, { method: 'POST', json: { price_id: 999_999 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.price_id).toBeTruthy();
  });

  it("a provider's refusal is a 422 with its message; a failing provider a 502, never a 500", async () => {
    const { owner, stripeSub, row } = await stripeOwner();
    await k.asAdmin();
    // Stripe ended it, and the webhook saying so has not arrived yet
    k.stripe.subscriptions.get(stripeSub.id)!.status = 'canceled';
    const refused = await json(`/api/v1/billing/subscriptions/${row.id}/extend`, {
      method: 'POST',
      json: { renews_at: new Date(Date.now() + 50 * 86_400_000).toISOString() },
    });
    expect(refused).toEqual({
      status: 422,
      body: { message: 'A canceled subscription can only update its cancellation_details and metadata.' },
    });

    k.stripe.subscriptions.get(stripeSub.id)!.status = 'active';
    k.server.use(
      http.post(`https://api.stripe.com/v1/subscriptions/${stripeSub.id}`, () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Something went wrong on our end.' } }, { status: 500 }),
      ),
    );
    try {
      const failed = await json(`/api/v1/billing/subscriptions/${row.id}/cancel`, { method: 'POST' });
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe(
        "Stripe could not complete the request. Try again in a few minutes; if it keeps failing, check Stripe's status page.",
      );
    } finally {
      k.server.resetHandlers();
    }
    expect((await subOf(owner.id)).ends_at).toBeNull();
  });

  it('admin extends a canceled subscription by moving its end date', async () => {
    const { owner, stripeSub, row } = await stripeOwner();
    await k.t.signIn(owner.id);
    expect((await k.t.request(`/api/v1/billing/subscriptions/${row.id}/cancel`, { method: 'POST' })).status).toBe(200);
    await k.asAdmin();
    const later = new Date(Date.now() + 75 * 86_400_000);
    later.setUTCMilliseconds(0);
    const res = await json(`/api/v1/billing/subscriptions/${row.id}/extend`, { method: 'POST', json: { ends_at: later.toISOString() } });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ ends_at: later.toISOString(), valid: true, on_grace_period: true });
    const ending = await json(`/api/v1/billing/subscriptions?status=ending&user_id=${owner.id}`);
    expect(ending.body.pagination.data.map((s: any) => s.id)).toEqual([row.id]);
    const renewing = await json(`/api/v1/billing/subscriptions?status=ending`);
    expect(renewing.body.pagination.data.every((s: any) => s.on_grace_period)).toBe(true);
    expect(k.stripe.subscriptions.get(stripeSub.id)!.cancel_at).toBe(later.getTime() / 1000);
    const both = await json(`/api/v1/billing/subscriptions/${row.id}/extend`, {
      method: 'POST',
      json: { ends_at: later.toISOString(), renews_at: later.toISOString() },
    });
    expect(both.status).toBe(422);
  });
});
