import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAuthUser } from '../../accounts/roles/roles.queries';
import { hasPermission } from '../../accounts/roles/access';
import { useBilling, type TestPlan } from '../../../testing/billing';
import { notifyEndingSoon } from '../webhooks/webhooks.notify';

describe('subscriptions: paywall, billing actions, admin', () => {
  const k = useBilling();
  let plan: TestPlan;
  let other: TestPlan;
  beforeAll(async () => {
    plan = await k.createPlan();
    other = await k.createPlan({ name: 'Pro', prices: [{ amount: 2000, currency: 'usd', interval: 'month', interval_count: 1 }] });
  });
  beforeEach(() => k.t.signOut());

  const canPlay = async (userId: number) => hasPermission(await loadAuthUser(k.t.db, userId), 'videos.play');
  const subOf = (userId: number) =>
    k.t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('paywall: the plan grants videos.play; cancel keeps it until ends_at, then it goes', async () => {
    const user = await k.planlessUser();
    expect(await canPlay(user.id)).toBe(false);
    const stripeSub = await k.stripeSubscriber(user.id, plan.prices[0]!.id);
    expect(await canPlay(user.id)).toBe(true);

    await k.t.signIn(user.id);
    const row = await subOf(user.id);
    const cancel = await k.t.request(`/api/v1/billing/subscriptions/${row.id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    const canceled = ((await cancel.json()) as any).subscription;
    expect(canceled).toMatchObject({
      valid: true,
      active: false,
      on_grace_period: true,
      ends_at: new Date(stripeSub.current_period_end * 1000).toISOString(),
      renews_at: null,
    });
    expect(k.stripe.subscriptions.get(stripeSub.id)!.cancel_at_period_end).toBe(true);
    expect(await canPlay(user.id)).toBe(true);

    // the period ends: ends_at is now in the past
    await k.t.db
      .updateTable('subscriptions')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect(await canPlay(user.id)).toBe(false);
    const me = (await (await k.t.request('/api/v1/users/me')).json()) as any;
    expect((me.user ?? me).subscriptions[0]).toMatchObject({ valid: false, active: false });
  });

  it('resume (renew) undoes a cancel before the period ends', async () => {
    const user = await k.planlessUser();
    const stripeSub = await k.stripeSubscriber(user.id, plan.prices[0]!.id);
    await k.t.signIn(user.id);
    const row = await subOf(user.id);
    expect((await k.t.request(`/api/v1/billing/subscriptions/${row.id}/resume`, { method: 'POST' })).status).toBe(422);
    await k.t.request(`/api/v1/billing/subscriptions/${row.id}/cancel`, { method: 'POST' });
    const res = await k.t.request(`/api/v1/billing/subscriptions/${row.id}/resume`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).subscription).toMatchObject({
      active: true,
      ends_at: null,
      canceled_at: null,
      renews_at: new Date(stripeSub.current_period_end * 1000).toISOString(),
    });
    expect(k.stripe.subscriptions.get(stripeSub.id)!.cancel_at_period_end).toBe(false);
  });

  it("others cannot act on someone's subscription", async () => {
    const owner = await k.planlessUser();
    await k.stripeSubscriber(owner.id, plan.prices[0]!.id);
    const row = await subOf(owner.id);
    const stranger = await k.planlessUser();
    await k.t.signIn(stranger.id);
    expect((await k.t.request(`/api/v1/billing/subscriptions/${row.id}/cancel`, { method: 'POST' })).status).toBe(404);
    k.t.signOut();
    expect((await k.t.request(`/api/v1/billing/subscriptions/${row.id}/cancel`, { method: 'POST' })).status).toBe(404);
  });

  it('change plan: proration preview from Stripe, then the swap', async () => {
    const user = await k.planlessUser();
    const stripeSub = await k.stripeSubscriber(user.id, plan.prices[0]!.id);
    await k.t.signIn(user.id);
    const row = await subOf(user.id);
    const target = other.prices[0]!.id;
    const preview = await k.t.request(`/api/v1/billing/subscriptions/${row.id}/change-plan-preview?price_id=${target}`);
    expect(preview.status).toBe(200);
    const p = ((await preview.json()) as any).preview;
    expect(p).toMatchObject({ supported: true, proration: -500 + 1000, amount_due: -500 + 1000 + 2000, currency: 'USD' });
    const res = await k.t.request(`/api/v1/billing/subscriptions/${row.id}/change-plan`, { method: 'POST', json: { price_id: target } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).subscription).toMatchObject({ price_id: target, product_id: other.id, valid: true });
    const targetRow = await k.priceRow(target);
    expect(k.stripe.subscriptions.get(stripeSub.id)!.items.data[0].price.id).toBe(targetRow.stripe_id);
    const call = k.stripe.requests.filter((r) => r.path === `/v1/subscriptions/${stripeSub.id}` && r.method === 'POST').at(-1)!;
    expect(call.body).toMatchObject({ proration_behavior: 'create_prorations' });
    expect(call.idempotencyKey).toBeTruthy();
  });

  it('change payment method through a SetupIntent', async () => {
    const user = await k.planlessUser();
    await k.t.signIn(user.id);
    // checkout creates the customer record we reuse
    const start = await k.t.request('/api/v1/billing/stripe/subscriptions', {
      method: 'POST',
      json: { product_id: plan.id, price_id: plan.prices[0]!.id },
    });
    const { subscriptionId } = (await start.json()) as { subscriptionId: string };
    const sub = k.stripe.subscriptions.get(subscriptionId)!;
    sub.status = 'active';
    sub.default_payment_method = k.stripe.paymentMethod('visa', '4242').id;
    await k.t.request('/api/v1/billing/stripe/subscriptions/confirm', { method: 'POST', json: { subscriptionId } });

    const res = await k.t.request('/api/v1/billing/stripe/setup-intent', { method: 'POST' });
    expect(res.status).toBe(200);
    const { clientSecret, setupIntentId } = (await res.json()) as { clientSecret: string; setupIntentId: string };
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
    const notYet = await k.t.request('/api/v1/billing/stripe/setup-intent/confirm', {
      method: 'POST',
      json: { setup_intent_id: setupIntentId },
    });
    expect(notYet.status).toBe(422);
    const pm = k.stripe.paymentMethod('amex', '0005');
    Object.assign(k.stripe.setupIntents.get(setupIntentId)!, { status: 'succeeded', payment_method: pm.id });
    const done = await k.t.request('/api/v1/billing/stripe/setup-intent/confirm', {
      method: 'POST',
      json: { setup_intent_id: setupIntentId },
    });
    expect(done.status).toBe(200);
    expect(((await done.json()) as any).subscription.payment_method).toEqual({ brand: 'amex', last4: '0005' });
    expect(k.stripe.customers.get(sub.customer)!.invoice_settings.default_payment_method).toBe(pm.id);

    const page = (await (await k.t.request('/api/v1/billing/subscription')).json()) as any;
    expect(page.subscription).toMatchObject({ id: expect.any(Number), product: { id: plan.id, name: 'Premium' } });
    expect(page.next_charge).toMatchObject({ amount: 1000, currency: 'USD' });
    expect(page.payment_method).toEqual({ brand: 'amex', last4: '0005' });
  });

  it('billing page lists invoices; receipts redirect to the PDF or render, owners only', async () => {
    const user = await k.planlessUser();
    const stripeSub = await k.stripeSubscriber(user.id, plan.prices[0]!.id);
    const inv = k.stripe.invoice(stripeSub, { status: 'paid', amount_paid: 1000, paid: true, billing_reason: 'subscription_create' });
    expect((await k.postStripe(k.stripe.event('invoice.paid', inv))).status).toBe(200);
    await k.t.signIn(user.id);
    const page = (await (await k.t.request('/api/v1/billing/subscription')).json()) as any;
    expect(page.invoices).toHaveLength(1);
    expect(page.invoices[0]).toMatchObject({ amount: 1000, currency: 'USD', status: 'paid' });
    const receipt = await k.t.request(page.invoices[0].receipt_url, { redirect: 'manual' });
    expect(receipt.status).toBe(302);
    expect(receipt.headers.get('location')).toBe(inv.invoice_pdf);
    // an invoice without a provider document renders a receipt page
    await k.t.db.updateTable('invoices').set({ pdf_url: null, hosted_url: null }).where('id', '=', page.invoices[0].id).execute();
    const html = await k.t.request(page.invoices[0].receipt_url);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('USD 10.00');
    const stranger = await k.planlessUser();
    k.t.signOut();
    await k.t.signIn(stranger.id);
    expect((await k.t.request(page.invoices[0].receipt_url)).status).toBe(403);
  });

  it('admin: list with filters, extend, manual plan change, revenue report', async () => {
    const a = await k.planlessUser();
    const b = await k.planlessUser();
    await k.stripeSubscriber(a.id, plan.prices[0]!.id);
    await k.stripeSubscriber(b.id, plan.prices[1]!.id);
    const user = await k.planlessUser();
    await k.t.signIn(user.id);
    expect((await k.t.request('/api/v1/billing/subscriptions')).status).toBe(403);
    await k.asAdmin();
    const list = (await (await k.t.request(`/api/v1/billing/subscriptions?user_id=${a.id}`)).json()) as any;
    expect(list.pagination.data).toHaveLength(1);
    expect(list.pagination.data[0]).toMatchObject({ user: { id: a.id }, gateway: 'stripe', valid: true });
    const byPlan = (await (
      await k.t.request(`/api/v1/billing/subscriptions?product_id=${other.id}&gateway=stripe&status=valid`)
    ).json()) as any;
    expect(byPlan.pagination.data.every((s: any) => s.product_id === other.id && s.valid)).toBe(true);

    const rowA = await subOf(a.id);
    const later = new Date(Date.now() + 90 * 86_400_000);
    later.setUTCMilliseconds(0);
    const ext = await k.t.request(`/api/v1/billing/subscriptions/${rowA.id}/extend`, {
      method: 'POST',
      json: { renews_at: later.toISOString() },
    });
    expect(ext.status).toBe(200);
    expect(((await ext.json()) as any).subscription.renews_at).toBe(later.toISOString());
    const past = await k.t.request(`/api/v1/billing/subscriptions/${rowA.id}/extend`, {
      method: 'POST',
      json: { renews_at: new Date(Date.now() - 86_400_000).toISOString() },
    });
    expect(past.status).toBe(422);

    const change = await k.t.request(`/api/v1/billing/subscriptions/${rowA.id}/change-plan`, {
      method: 'POST',
      json: { price_id: other.prices[0]!.id },
    });
    expect(change.status).toBe(200);
    expect(((await change.json()) as any).subscription.product_id).toBe(other.id);

    const report = ((await (await k.t.request('/api/v1/admin/reports/revenue')).json()) as any).report;
    const subs = await k.t.db
      .selectFrom('subscriptions')
      .innerJoin('prices', 'prices.id', 'subscriptions.price_id')
      .select(['subscriptions.status', 'subscriptions.ends_at', 'subscriptions.user_id', 'prices.amount', 'prices.interval'])
      .execute();
    const renewing = subs.filter((s) => (s.status === 'active' || s.status === 'trialing') && !s.ends_at);
    const expected = renewing
      .filter((s) => s.status === 'active')
      .reduce((n, s) => n + (s.interval === 'year' ? s.amount / 12 : s.amount), 0);
    expect(report.mrr).toEqual([{ currency: 'USD', amount: Math.round(expected) }]);
    expect(report.active_subscribers).toBeGreaterThanOrEqual(2);
    expect(report.churn).toMatchObject({ churned: expect.any(Number), rate: expect.any(Number) });
  });

  it('PayPal: cancel keeps the paid period, renew is refused, plan change needs approval', async () => {
    const user = await k.planlessUser();
    const price = await k.priceRow(plan.prices[0]!.id);
    const paidAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const pp = k.paypal.subscription({ plan_id: price.paypal_id!, custom_id: String(user.id) });
    pp.billing_info.last_payment.time = paidAt;
    expect((await k.postPaypal(k.paypal.event('BILLING.SUBSCRIPTION.ACTIVATED', pp))).status).toBe(200);
    const row = await subOf(user.id);
    await k.t.signIn(user.id);
    const change = await k.t.request(`/api/v1/billing/subscriptions/${row.id}/change-plan`, {
      method: 'POST',
      json: { price_id: other.prices[0]!.id },
    });
    expect(change.status).toBe(200);
    expect(((await change.json()) as any).approve_url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\//);
    const cancel = await k.t.request(`/api/v1/billing/subscriptions/${row.id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    const endsAt = new Date(paidAt);
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 1);
    expect(((await cancel.json()) as any).subscription).toMatchObject({
      status: 'canceled',
      valid: true,
      active: false,
      ends_at: endsAt.toISOString(),
    });
    expect(k.paypal.subscriptions.get(pp.id)!.status).toBe('CANCELLED');
    expect(await canPlay(user.id)).toBe(true);
    expect((await k.t.request(`/api/v1/billing/subscriptions/${row.id}/resume`, { method: 'POST' })).status).toBe(422);
  });

  it("'ends soon' email once per end date from the daily task", async () => {
    const user = await k.planlessUser();
    await k.stripeSubscriber(user.id, plan.prices[0]!.id);
    const row = await subOf(user.id);
    await k.t.db
      .updateTable('subscriptions')
      .set({ ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(), renews_at: null, canceled_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await notifyEndingSoon(k.t.db, k.t.services);
    await notifyEndingSoon(k.t.db, k.t.services);
    await k.t.services.jobs.runUntilIdle();
    const mails = await k.t.db.selectFrom('outgoing_email_log').select('subject').where('to', '=', user.email).execute();
    expect(mails.filter((m) => m.subject === 'Your subscription ends soon')).toHaveLength(1);
  });
});
