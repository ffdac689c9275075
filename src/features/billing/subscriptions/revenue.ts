import { nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { paidTotalsByCurrency } from '../invoices/invoices.queries';
import { countActiveSubscribers, countEndedBetween, countValidAt, renewingPrices } from './subscriptions.queries';

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
export async function revenueReport({ db, auth }: ActorDeps, from: string, to: string) {
  authorize(auth, 'admin.access');
  authorize(auth, 'subscriptions.update');
  const now = nowIso();
  const mrr = new Map<string, number>();
  for (const r of await renewingPrices(db, now)) mrr.set(r.currency, (mrr.get(r.currency) ?? 0) + monthlyAmount(r));
  const active = await countActiveSubscribers(db, now);
  const start = await countValidAt(db, from);
  const churned = await countEndedBetween(db, from, to < now ? to : now);
  const collected = await paidTotalsByCurrency(db, from, to);
  return {
    period: { from, to },
    mrr: [...mrr].map(([currency, amount]) => ({ currency, amount: Math.round(amount) })),
    active_subscribers: active,
    churn: {
      subscribers_at_start: start,
      churned,
      rate: start ? Math.round((churned / start) * 10_000) / 100 : 0,
    },
    revenue: collected.map((r) => ({ currency: r.currency, amount: Number(r.total) })),
  };
}
