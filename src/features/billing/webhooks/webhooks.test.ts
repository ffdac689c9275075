import { beforeAll, describe, expect, it } from 'vitest';
import { useBilling, type TestPlan } from '../../../testing/billing';

// A seeded generator, so a failing shuffle can be replayed.
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

const iso = (s: number | null | undefined) => (s ? new Date(s * 1000).toISOString() : null);
const SUBJECT = {
  payment_failed: 'Your payment failed',
  renewed: 'Your subscription was renewed',
  canceled: 'Your subscription was canceled',
};

describe('webhooks', () => {
  const k = useBilling();
  let plan: TestPlan;
  beforeAll(async () => {
    plan = await k.createPlan();
  });

  it('Stripe: bad signature -> 400, duplicate -> 200 no-op, unknown type acknowledged', async () => {
    const user = await k.planlessUser();
    const price = await k.priceRow(plan.prices[0]!.id);
    const customer = [...k.stripe.customers.values()][0]?.id ?? 'cus_x';
    const sub = k.stripe.subscription({ customer, price: price.stripe_id!, metadata: { user_id: String(user.id) } });
    const event = k.stripe.event('customer.subscription.created', sub);
    expect((await k.postStripe(event, { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await k.postStripe(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    expect((await k.postStripe(event, { signature: 'garbage' })).status).toBe(400);
    expect(await k.t.db.selectFrom('subscriptions').select('id').where('gateway_id', '=', sub.id).executeTakeFirst()).toBeUndefined();
    const ok = await k.postStripe(event);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as any).result).toBe('applied');
    const dup = await k.postStripe(event);
    expect(dup.status).toBe(200);
    expect(((await dup.json()) as any).result).toBe('duplicate');
    const unknown = await k.postStripe(k.stripe.event('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as any).result).toBe('ignored');
    const row = await k.t.db.selectFrom('subscriptions').selectAll().where('gateway_id', '=', sub.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, status: 'active', price_id: price.id, product_id: plan.id });
  });

  it('PayPal: verified by PayPal, re-read, sales stored once, bad signature changes nothing', async () => {
    const user = await k.planlessUser();
    const price = await k.priceRow(plan.prices[0]!.id);
    const start = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const sub = k.paypal.subscription({ plan_id: price.paypal_id!, custom_id: String(user.id), start_time: start });
    const paidAt = new Date(Date.now() - 5 * 86_400_000).toISOString();
    const sale = k.paypal.event(
      'PAYMENT.SALE.COMPLETED',
      {
        id: '80021663DE681814L',
        state: 'completed',
        amount: { total: '10.00', currency: 'USD', details: { subtotal: '10.00' } },
        billing_agreement_id: sub.id,
        create_time: paidAt,
        update_time: paidAt,
      },
      'sale',
    );
    const bad = await k.postPaypal(sale, 'forged');
    expect(bad.status).toBe(400);
    expect(
      await k.t.db.selectFrom('invoices').select('id').where('gateway_id', '=', '80021663DE681814L').executeTakeFirst(),
    ).toBeUndefined();

    // the cancel event arrives before the activation event: the stored state is PayPal's current one
    sub.status = 'CANCELLED';
    sub.status_update_time = new Date().toISOString();
    sub.billing_info.last_payment.time = paidAt;
    const cancelled = k.paypal.event('BILLING.SUBSCRIPTION.CANCELLED', { ...sub });
    const activated = k.paypal.event('BILLING.SUBSCRIPTION.ACTIVATED', { ...sub, status: 'ACTIVE' });
    for (const e of [sale, cancelled, activated, sale, cancelled]) expect((await k.postPaypal(e)).status).toBe(200);
    const row = await k.t.db.selectFrom('subscriptions').selectAll().where('gateway_id', '=', sub.id).executeTakeFirstOrThrow();
    const endsAt = new Date(paidAt);
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 1);
    expect(row).toMatchObject({ status: 'canceled', ends_at: endsAt.toISOString(), renews_at: null, user_id: user.id, price_id: price.id });
    const invoices = await k.t.db.selectFrom('invoices').selectAll().where('user_id', '=', user.id).execute();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 1000, currency: 'USD', status: 'paid', gateway: 'paypal' });
    await k.t.services.jobs.runUntilIdle(); // notices are e-mailed by the notification jobs
    const mails = await k.t.db.selectFrom('outgoing_email_log').select('subject').where('to', '=', user.email).execute();
    expect(mails.map((m) => m.subject).sort()).toEqual([SUBJECT.canceled, SUBJECT.renewed].sort());
    expect((await k.postPaypal(k.paypal.event('CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' }, 'dispute'))).status).toBe(200);
  });

  it('torture: 1,000 shuffled deliveries for 50 subscriptions converge on Stripe state, effects once', async () => {
    const random = rng(20261122);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const monthly = await k.priceRow(plan.prices[0]!.id);
    const yearly = await k.priceRow(plan.prices[1]!.id);
    const now = Math.floor(Date.now() / 1000);
    const subs: { userId: number; email: string; sub: any }[] = [];
    for (let i = 0; i < 50; i++) {
      const user = await k.planlessUser();
      const cus = (await (
        await fetch('https://api.stripe.com/v1/customers', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `email=${encodeURIComponent(user.email)}`,
        })
      ).json()) as { id: string };
      const sub = k.stripe.subscription({
        customer: cus.id,
        price: (i % 2 ? yearly : monthly).stripe_id!,
        metadata: { user_id: String(user.id) },
        default_payment_method: k.stripe.paymentMethod(pick(['visa', 'mastercard']), String(1000 + i)).id,
      });
      subs.push({ userId: user.id, email: user.email, sub });
    }

    // Events carry snapshots in arbitrary states; only their ids and types matter to the handler.
    type Delivery = { event: any; bad?: 'stale' | 'secret' | 'tampered' };
    const unique: any[] = [];
    const snapshot = (sub: any) => ({ ...structuredClone(sub), status: pick(['incomplete', 'active', 'past_due', 'canceled']) });
    for (const { sub } of subs) {
      for (let j = 0; j < 16; j++) {
        const r = random();
        if (r < 0.35)
          unique.push(
            k.stripe.event(
              'customer.subscription.updated',
              snapshot(sub),
              random() < 0.3 ? { previous_attributes: { cancel_at_period_end: false } } : { previous_attributes: { status: 'incomplete' } },
            ),
          );
        else if (r < 0.45) unique.push(k.stripe.event('customer.subscription.created', snapshot(sub)));
        else if (r < 0.7)
          unique.push(
            k.stripe.event(
              'invoice.paid',
              k.stripe.invoice(sub, {
                status: 'paid',
                amount_paid: sub.items.data[0].price.unit_amount,
                paid: true,
                billing_reason: pick(['subscription_create', 'subscription_cycle', 'subscription_cycle']),
              }),
            ),
          );
        else if (r < 0.85)
          unique.push(
            k.stripe.event('invoice.payment_failed', k.stripe.invoice(sub, { status: 'open', billing_reason: 'subscription_cycle' })),
          );
        else if (r < 0.92) unique.push(k.stripe.event('customer.subscription.deleted', { ...snapshot(sub), status: 'canceled' }));
        else
          unique.push(
            k.stripe.event(pick(['customer.updated', 'charge.succeeded', 'payment_intent.created']), { id: `x_${j}`, object: 'unknown' }),
          );
      }
    }
    expect(unique).toHaveLength(800);
    const deliveries: Delivery[] = unique.map((event) => ({ event }));
    for (let i = 0; i < 200; i++) deliveries.push({ event: pick(unique) }); // 20 % repeats
    // forged or stale deliveries of events that never arrive validly
    const badEvents: any[] = [];
    for (let i = 0; i < 40; i++) {
      const { sub } = pick(subs);
      const event =
        i % 2
          ? k.stripe.event(
              'invoice.paid',
              k.stripe.invoice(sub, { status: 'paid', amount_paid: 999, billing_reason: 'subscription_cycle' }),
            )
          : k.stripe.event('invoice.payment_failed', k.stripe.invoice(sub, { status: 'open', billing_reason: 'subscription_cycle' }));
      badEvents.push(event);
      deliveries.push({ event, bad: (['stale', 'secret', 'tampered'] as const)[i % 3] });
    }
    // shuffle (Fisher-Yates)
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }

    // The provider's final state, set before delivery (the events describe the past).
    for (const [i, { sub }] of subs.entries()) {
      const kind = i % 5;
      if (kind === 1) Object.assign(sub, { cancel_at_period_end: true, cancel_at: sub.current_period_end, canceled_at: now - 100 });
      if (kind === 2) Object.assign(sub, { status: 'canceled', canceled_at: now - 50, ended_at: now - 50 });
      if (kind === 3) Object.assign(sub, { status: 'past_due' });
      if (kind === 4) Object.assign(sub, { status: 'trialing', trial_end: sub.current_period_end });
    }

    const statuses: number[] = [];
    const send = async (d: Delivery) => {
      if (!d.bad) return (await k.postStripe(d.event)).status;
      if (d.bad === 'stale') return (await k.postStripe(d.event, { timestamp: now - 600 })).status;
      if (d.bad === 'secret') return (await k.postStripe(d.event, { secret: 'whsec_attacker' })).status;
      const signature = k.signStripe(JSON.stringify(d.event, null, 2));
      return (await k.postStripe({ ...d.event, type: 'customer.subscription.deleted' }, { signature })).status;
    };
    // a few deliveries in flight at once, as a provider retrying in parallel would do
    for (let i = 0; i < deliveries.length; i += 8) statuses.push(...(await Promise.all(deliveries.slice(i, i + 8).map(send))));
    expect(deliveries).toHaveLength(1040);
    deliveries.forEach((d, i) => expect(statuses[i], `${d.event.type} bad=${d.bad}`).toBe(d.bad ? 400 : 200));

    // every event applied once; the bad ones not at all
    const ledger = await k.t.db.selectFrom('webhook_events').select('event_id').where('gateway', '=', 'stripe').execute();
    const ids = new Set(ledger.map((r) => r.event_id));
    for (const e of unique) expect(ids.has(e.id)).toBe(true);
    for (const e of badEvents) expect(ids.has(e.id)).toBe(false);

    // final state of every subscription equals the provider's
    for (const { userId, sub } of subs) {
      const row = await k.t.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('gateway', '=', 'stripe')
        .where('gateway_id', '=', sub.id)
        .executeTakeFirstOrThrow();
      const ended = sub.status === 'canceled';
      const pending = !ended && sub.cancel_at_period_end;
      const pm = k.stripe.paymentMethods.get(sub.default_payment_method)!;
      expect(row).toMatchObject({
        user_id: userId,
        status: sub.status,
        price_id: sub.items.data[0].price.id === monthly.stripe_id ? monthly.id : yearly.id,
        renews_at: ended || pending ? null : iso(sub.current_period_end),
        ends_at: ended ? iso(sub.ended_at) : pending ? iso(sub.cancel_at) : null,
        canceled_at: ended || pending ? iso(sub.canceled_at) : null,
        trial_ends_at: iso(sub.trial_end),
        card_brand: pm.card.brand,
        card_last4: pm.card.last4,
      });
    }

    // side effects: one invoice per paid invoice event, one email per effect-bearing event
    for (const { userId, email, sub } of subs) {
      const mine = unique.filter((e) => (e.data.object.subscription ?? e.data.object.id) === sub.id);
      const paid = mine.filter((e) => e.type === 'invoice.paid');
      const invoices = await k.t.db.selectFrom('invoices').select(['gateway_id', 'amount']).where('user_id', '=', userId).execute();
      expect(invoices.map((i) => i.gateway_id).sort()).toEqual(paid.map((e) => e.data.object.id).sort());
      expect(invoices.every((i) => i.amount !== 999)).toBe(true);
      const expected: Record<string, number> = { [SUBJECT.payment_failed]: 0, [SUBJECT.renewed]: 0, [SUBJECT.canceled]: 0 };
      for (const e of mine) {
        if (e.type === 'invoice.payment_failed') expected[SUBJECT.payment_failed]! += 1;
        if (e.type === 'invoice.paid' && e.data.object.billing_reason === 'subscription_cycle') expected[SUBJECT.renewed]! += 1;
        if (e.type === 'customer.subscription.deleted') expected[SUBJECT.canceled]! += 1;
        if (
          e.type === 'customer.subscription.updated' &&
          e.data.previous_attributes?.cancel_at_period_end === false &&
          e.data.object.cancel_at_period_end
        )
          expected[SUBJECT.canceled]! += 1;
      }
      await k.t.services.jobs.runUntilIdle();
      const mails = await k.t.db.selectFrom('outgoing_email_log').select('subject').where('to', '=', email).execute();
      const got: Record<string, number> = { [SUBJECT.payment_failed]: 0, [SUBJECT.renewed]: 0, [SUBJECT.canceled]: 0 };
      for (const m of mails) got[m.subject] = (got[m.subject] ?? 0) + 1;
      expect(got).toEqual(expected);
    }
  }, 120_000);
});
