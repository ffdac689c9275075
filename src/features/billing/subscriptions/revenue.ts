import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { validSubscription } from './subscriptions.queries';

/** A price's amount per month (minor units): yearly / 12, daily × 365/12, per interval_count. */
export function monthlyAmount(price: { amount: number; interval: string; interval_count: number }) {
  const perInterval = price.amount / Math.max(1, price.interval_count);
  if (price.interval === 'year') return perInterval / 12;
  if (price.interval === 'day') return (perInterval * 365) / 12;
  return perInterval;
}

/**
 * Revenue report: MRR of renewing subscriptions by currency, active subscribers now, and churn over
 * [from, to]: subscriptions that ended in the period over those valid at its start.
 */
export async function revenueReport(db: Db, from: string, to: string) {
  const now = nowIso();
  const renewing = await db
    .selectFrom('subscriptions')
    .innerJoin('prices', 'prices.id', 'subscriptions.price_id')
    .select(['subscriptions.user_id', 'prices.amount', 'prices.currency', 'prices.interval', 'prices.interval_count'])
    .where((eb) => validSubscription(eb, now))
    .where('subscriptions.ends_at', 'is', null)
    .where('subscriptions.status', 'in', ['active', 'past_due'])
    .execute();
  const mrr = new Map<string, number>();
  for (const r of renewing) mrr.set(r.currency, (mrr.get(r.currency) ?? 0) + monthlyAmount(r));

  const active = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.count<number>('subscriptions.user_id').distinct().as('n'))
    .where((eb) => validSubscription(eb, now))
    .executeTakeFirstOrThrow();
  const atStart = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '<=', from)
    .where((eb) => validSubscription(eb, from))
    .executeTakeFirstOrThrow();
  const churned = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ends_at', '>', from)
    .where('ends_at', '<=', to < now ? to : now)
    .where('created_at', '<=', from)
    .executeTakeFirstOrThrow();
  const collected = await db
    .selectFrom('invoices')
    .select(['currency', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', to)
    .groupBy('currency')
    .execute();
  const start = Number(atStart.n);
  return {
    period: { from, to },
    mrr: [...mrr].map(([currency, amount]) => ({ currency, amount: Math.round(amount) })),
    active_subscribers: Number(active.n),
    churn: {
      subscribers_at_start: start,
      churned: Number(churned.n),
      rate: start ? Math.round((Number(churned.n) / start) * 10_000) / 100 : 0,
    },
    revenue: collected.map((r) => ({ currency: r.currency, amount: Number(r.total) })),
  };
}
