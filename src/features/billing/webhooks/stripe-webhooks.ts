import type { Deps } from '../../../deps';
import {
  isoFromUnix,
  retrieveStripeSubscription,
  type StripeEvent,
  type StripeInvoice,
  type StripeSubscription,
  stripeClient,
  subscriptionIdOfInvoice,
} from '../stripe.client';
import { stateFromStripe } from '../subscriptions/subscriptions.state';
import { storeInvoice } from '../invoices/invoices.queries';
import { applyProviderEvent } from './webhooks.ledger';
import type { Effect } from './webhooks.notify';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed', 'invoice.payment_succeeded']);

/**
 * Applies one verified Stripe event. Events come in any order, so the subscription is re-read
 * from Stripe and its current state stored, whatever the event carried; the event itself only
 * decides the side effects (email) and, for invoice.paid, the invoice record.
 */
export async function handleStripeEvent(deps: Deps, secretKey: string, event: StripeEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const isSub = SUBSCRIPTION_EVENTS.has(event.type);
  const isInvoice = INVOICE_EVENTS.has(event.type);
  let current: StripeSubscription | null = null;
  const object = event.data.object as unknown as StripeInvoice;
  const subId = isSub ? event.data.object.id : isInvoice ? subscriptionIdOfInvoice(object) : null;
  if (subId) {
    try {
      current = await retrieveStripeSubscription(stripeClient(secretKey), subId);
    } catch (err) {
      // A subscription Stripe no longer knows: nothing to store (the event is still recorded).
      if ((err as { statusCode?: number }).statusCode !== 404) throw err;
    }
  }

  const state = current ? stateFromStripe(current) : null;
  return applyProviderEvent(
    deps,
    'stripe',
    { id: event.id, type: event.type, handled: isSub || isInvoice },
    state,
    async (trx, after, who) => {
      const out: Effect[] = [];
      if (event.type === 'invoice.paid') {
        const inv = object;
        const line = inv.lines?.data[0]?.period;
        await storeInvoice(trx, {
          gateway: 'stripe',
          gateway_id: inv.id,
          subscription_id: after.id,
          user_id: after.user_id,
          amount: inv.amount_paid,
          currency: inv.currency.toUpperCase(),
          status: inv.status,
          period_start: isoFromUnix(line?.start ?? inv.period_start),
          period_end: isoFromUnix(line?.end ?? inv.period_end),
          hosted_url: inv.hosted_invoice_url,
          pdf_url: inv.invoice_pdf,
          paid_at: isoFromUnix(inv.status_transitions?.paid_at ?? event.created),
        });
        if (inv.billing_reason === 'subscription_cycle') out.push({ notice: 'renewed', ...who });
      } else if (event.type === 'invoice.payment_failed') {
        out.push({ notice: 'payment_failed', ...who });
      } else if (event.type === 'customer.subscription.deleted') {
        out.push({ notice: 'canceled', ...who });
      } else if (event.type === 'customer.subscription.updated') {
        const previous = (event.data as { previous_attributes?: { cancel_at_period_end?: boolean } }).previous_attributes;
        const was = event.data.object as unknown as StripeSubscription;
        if (previous?.cancel_at_period_end === false && was.cancel_at_period_end)
          out.push({ notice: 'canceled', ...who, date: after.ends_at });
      }
      return out;
    },
  );
}
