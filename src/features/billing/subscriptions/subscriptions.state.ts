import type { Selectable } from 'kysely';
import type { SubscriptionsTable } from '../../../db/tables/billing';
import type { PaypalSubscription } from '../paypal.client';
import { customerIdOf, isoFromUnix, type StripeSubscription } from '../stripe.client';

/** What we store of a provider subscription (everything the provider is the truth for). */
export type SubscriptionState = Pick<
  Selectable<SubscriptionsTable>,
  'gateway_id' | 'gateway_customer_id' | 'status' | 'renews_at' | 'ends_at' | 'canceled_at' | 'trial_ends_at' | 'card_brand' | 'card_last4'
> & {
  gateway: 'stripe' | 'paypal';
  gateway_price_id: string | null;
  /** Our user id, when the provider object carries it (metadata / custom_id). */
  user_id: number | null;
};

const RENEWING = ['active', 'trialing', 'past_due'];

/**
 * Valid = the subscriber may use the plan now: renewing (active, trialing, past due while Stripe
 * retries) with no end, or anything paid up to an end date still in the future (canceled at
 * period end). Active = valid and not canceled.
 */
export function isValid(row: { status: string; ends_at: string | null }, now = new Date()) {
  if (row.ends_at) return [...RENEWING, 'canceled'].includes(row.status) && Date.parse(row.ends_at) > now.getTime();
  return RENEWING.includes(row.status);
}
export const isActive = (row: { status: string; ends_at: string | null; canceled_at: string | null }, now = new Date()) =>
  isValid(row, now) && !row.canceled_at && row.status !== 'canceled';

const periodEnd = (s: StripeSubscription) => s.current_period_end ?? s.items.data[0]?.current_period_end ?? null;

export function stateFromStripe(s: StripeSubscription): SubscriptionState {
  const pm = s.default_payment_method && typeof s.default_payment_method === 'object' ? s.default_payment_method : null;
  const ended = s.status === 'canceled' || s.status === 'incomplete_expired';
  const pending = !ended && (s.cancel_at_period_end || !!s.cancel_at);
  const userId = Number(s.metadata?.user_id);
  return {
    gateway: 'stripe',
    gateway_id: s.id,
    gateway_customer_id: customerIdOf(s),
    gateway_price_id: s.items.data[0]?.price.id ?? null,
    user_id: Number.isInteger(userId) && userId > 0 ? userId : null,
    status: s.status,
    renews_at: ended || pending ? null : isoFromUnix(periodEnd(s)),
    ends_at: ended ? isoFromUnix(s.ended_at ?? s.canceled_at) : pending ? isoFromUnix(s.cancel_at ?? periodEnd(s)) : null,
    canceled_at: ended || pending ? isoFromUnix(s.canceled_at) : null,
    trial_ends_at: isoFromUnix(s.trial_end),
    card_brand: pm?.card?.brand ?? null,
    card_last4: pm?.card?.last4 ?? null,
  };
}

const PAYPAL_STATUS: Record<string, string> = {
  APPROVAL_PENDING: 'incomplete',
  APPROVED: 'incomplete',
  ACTIVE: 'active',
  SUSPENDED: 'paused',
  CANCELLED: 'canceled',
  EXPIRED: 'expired',
};

export function addInterval(iso: string, interval: string, count: number) {
  const d = new Date(iso);
  if (interval === 'day') d.setUTCDate(d.getUTCDate() + count);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return d.toISOString();
}

/**
 * PayPal cancels at once; the subscriber keeps what they paid for, so a cancelled subscription
 * ends one billing interval after its last payment (needs our price's interval).
 */
export function stateFromPaypal(s: PaypalSubscription, price: { interval: string; interval_count: number } | null): SubscriptionState {
  const status = PAYPAL_STATUS[s.status] ?? s.status.toLowerCase();
  const userId = Number(s.custom_id);
  const lastPaid = s.billing_info?.last_payment?.time ?? null;
  let endsAt: string | null = null;
  if (status === 'canceled')
    endsAt = lastPaid && price ? addInterval(lastPaid, price.interval, price.interval_count) : (s.status_update_time ?? null);
  if (status === 'expired') endsAt = s.status_update_time ?? null;
  return {
    gateway: 'paypal',
    gateway_id: s.id,
    gateway_customer_id: s.subscriber?.payer_id ?? null,
    gateway_price_id: s.plan_id,
    user_id: Number.isInteger(userId) && userId > 0 ? userId : null,
    status,
    renews_at: status === 'active' ? (s.billing_info?.next_billing_time ?? null) : null,
    ends_at: endsAt,
    canceled_at: status === 'canceled' ? (s.status_update_time ?? null) : null,
    trial_ends_at: null,
    card_brand: 'paypal',
    card_last4: null,
  };
}
