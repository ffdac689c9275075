import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/errors';
import type { ProviderConfig } from '../billing.config';
import { getPaypalSubscription, minorFromPaypal, type PaypalSubscription } from '../paypal.client';
import { storeInvoice } from '../invoices/invoices.queries';
import { findPriceByGatewayId } from '../plans/plans.queries';
import { stateFromPaypal } from '../subscriptions/subscriptions.state';
import { applyProviderEvent } from './webhooks.ledger';
import type { Effect } from './webhooks.notify';

export interface PaypalEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  create_time?: string;
  resource: {
    id: string;
    billing_agreement_id?: string;
    amount?: { total: string; currency: string };
    state?: string;
    create_time?: string;
    [k: string]: unknown;
  };
}

/** Re-reads a PayPal subscription; the price (by plan id) gives the interval for its end date. */
export async function readPaypalState(db: Db, cfg: NonNullable<ProviderConfig['paypal']>, id: string) {
  let sub: PaypalSubscription;
  try {
    sub = await getPaypalSubscription(cfg, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
  const price = await findPriceByGatewayId(db, 'paypal', sub.plan_id);
  return { sub, state: stateFromPaypal(sub, price ?? null) };
}

/** Same rules as Stripe: re-read the subscription, store it, record the sale, email once. */
export async function handlePaypalEvent(
  deps: Deps,
  paypal: NonNullable<ProviderConfig['paypal']>,
  event: PaypalEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const type = event.event_type;
  const isSub = type.startsWith('BILLING.SUBSCRIPTION.');
  const isSale = type === 'PAYMENT.SALE.COMPLETED';
  const subId = isSub ? event.resource.id : isSale ? (event.resource.billing_agreement_id ?? null) : null;
  const read = subId ? await readPaypalState(deps.db, paypal, subId) : null;

  const handled = isSub || isSale;
  return applyProviderEvent(deps, 'paypal', { id: event.id, type, handled }, read?.state ?? null, async (trx, after, who) => {
    const out: Effect[] = [];
    if (isSale && event.resource.amount) {
      const paidAt = event.resource.create_time ?? event.create_time ?? null;
      await storeInvoice(trx, {
        gateway: 'paypal',
        gateway_id: event.resource.id,
        subscription_id: after.id,
        user_id: after.user_id,
        amount: minorFromPaypal(event.resource.amount.total),
        currency: event.resource.amount.currency.toUpperCase(),
        status: 'paid',
        period_start: paidAt,
        period_end: read!.sub.billing_info?.next_billing_time ?? null,
        hosted_url: null,
        pdf_url: null,
        paid_at: paidAt,
      });
      // The first sale comes with the sign-up; later ones (a day or more after the start) renew.
      const start = Date.parse(read!.sub.start_time ?? '');
      if (paidAt && Number.isFinite(start) && Date.parse(paidAt) - start > 86_400_000) out.push({ notice: 'renewed', ...who });
    } else if (type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED') {
      out.push({ notice: 'payment_failed', ...who });
    } else if (type === 'BILLING.SUBSCRIPTION.CANCELLED') {
      out.push({ notice: 'canceled', ...who, date: after.ends_at });
    }
    return out;
  });
}
