import type { Db } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { AppError, notFound, validationError } from '../../../http/errors';
import { subjectOf } from '../../accounts/auth/auth-state';
import { requirePaypal, requireStripe } from '../billing.config';
import { type PaypalSubscription, paypalRequest } from '../paypal.client';
import { retrieveStripeSubscription, type StripeSubscription, stripeClient } from '../stripe.client';
import { findPrice } from '../plans/plans.queries';
import { hasPermission } from '../../accounts/roles/access';
import { readPaypalState } from '../webhooks/paypal-webhooks';
import { authorize, requireUser } from '../../../http/guard';
import { type PageParams, paginate } from '../../../http/pagination';
import { invoicesOf } from '../invoices/invoices.queries';
import { presentInvoice } from '../invoices/invoices.present';
import { presentSubscriptions } from './subscriptions.present';
import {
  adminSubscriptionsQuery,
  findSubscription,
  type SubscriptionRow,
  upsertFromProvider,
  validSubscriptionsOf,
} from './subscriptions.queries';
import type { AdminListQuery } from './subscriptions.schemas';
import { isValid, stateFromStripe } from './subscriptions.state';
import { grantsChanged } from '../../accounts/roles/grants-cache';

/** The subscription if the caller owns it or manages subscriptions (admin); else 404. */
export async function subscriptionFor({ db, auth }: ActorDeps, id: number) {
  const sub = await findSubscription(db, id);
  const admin = hasPermission(subjectOf(auth), 'subscriptions.update');
  if (!sub || (!admin && sub.user_id !== auth.user?.id)) throw notFound();
  return sub;
}

const stripeOf = (deps: Deps) => stripeClient(requireStripe(deps.services.settings, deps.config).secretKey);
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);
// One key per intended change: a retried request repeats the same change, never a second one.
const key = (sub: SubscriptionRow, action: string, detail = '') => `marquee-sub-${sub.id}-${action}-${detail}-${sub.updated_at}`;

async function storeStripe(deps: Deps, sub: SubscriptionRow, fresh?: StripeSubscription) {
  const current =
    fresh?.default_payment_method && typeof fresh.default_payment_method === 'object'
      ? fresh
      : await retrieveStripeSubscription(stripeOf(deps), sub.gateway_id);
  return storedState(deps, await upsertFromProvider(deps.db, stateFromStripe(current)));
}

async function storePaypal(deps: Deps, sub: SubscriptionRow) {
  const read = await readPaypalState(deps.db, requirePaypal(deps.services.settings, deps.config), sub.gateway_id);
  if (!read) throw notFound();
  return storedState(deps, await upsertFromProvider(deps.db, read.state));
}

function storedState(deps: Deps, saved: Awaited<ReturnType<typeof upsertFromProvider>>) {
  grantsChanged(deps.services.cache);
  return saved!.after;
}

/** Cancel at the end of the paid period: the plan stays usable until ends_at. */
export async function cancelSubscription(deps: Deps, sub: SubscriptionRow) {
  if (!isValid(sub) || sub.ends_at) throw new AppError(422, 'This subscription is not renewing.');
  if (sub.gateway === 'stripe') {
    const updated = await stripeOf(deps).subscriptions.update(
      sub.gateway_id,
      { cancel_at_period_end: true },
      { idempotencyKey: key(sub, 'cancel') },
    );
    return storeStripe(deps, sub, updated as unknown as StripeSubscription);
  }
  // PayPal cancels at once and bills no more; we keep the plan until the paid period ends.
  await paypalRequest(
    requirePaypal(deps.services.settings, deps.config),
    'POST',
    `/v1/billing/subscriptions/${encodeURIComponent(sub.gateway_id)}/cancel`,
    { reason: 'Canceled by the subscriber' },
    key(sub, 'cancel'),
  );
  return storePaypal(deps, sub);
}

/** Undo a cancel before the period ends (renew). */
export async function resumeSubscription(deps: Deps, sub: SubscriptionRow) {
  if (!isValid(sub) || !sub.ends_at) throw new AppError(422, 'Only a canceled subscription that has not ended yet can be renewed.');
  if (sub.gateway !== 'stripe') throw new AppError(422, 'A canceled PayPal subscription cannot be renewed; subscribe again when it ends.');
  const updated = await stripeOf(deps).subscriptions.update(
    sub.gateway_id,
    { cancel_at_period_end: false, cancel_at: '' as never },
    { idempotencyKey: key(sub, 'resume') },
  );
  return storeStripe(deps, sub, updated as unknown as StripeSubscription);
}

async function targetPrice(db: Db, priceId: number) {
  const price = await findPrice(db, priceId);
  if (!price || price.archived) throw validationError({ price_id: ['This price is not available.'] });
  return price;
}

/** Stripe: swap the item's price with prorations. PayPal: a revision the subscriber approves. */
export async function changePlan(deps: Deps, sub: SubscriptionRow, priceId: number, prorate = true) {
  if (!isValid(sub)) throw new AppError(422, 'This subscription has ended.');
  const price = await targetPrice(deps.db, priceId);
  if (price.id === sub.price_id) throw validationError({ price_id: ['This is already your plan.'] });
  if (sub.gateway === 'stripe') {
    if (!price.stripe_id) throw validationError({ price_id: ['This price is not available for card payments.'] });
    const stripe = stripeOf(deps);
    const current = await retrieveStripeSubscription(stripe, sub.gateway_id);
    const updated = await stripe.subscriptions.update(
      sub.gateway_id,
      {
        items: [{ id: current.items.data[0]!.id, price: price.stripe_id }],
        proration_behavior: prorate ? 'create_prorations' : 'none',
        cancel_at_period_end: false,
        metadata: { ...current.metadata, product_id: String(price.product_id), price_id: String(price.id) },
      },
      { idempotencyKey: key(sub, 'change', String(price.id)) },
    );
    return { subscription: await storeStripe(deps, sub, updated as unknown as StripeSubscription) };
  }
  if (!price.paypal_id) throw validationError({ price_id: ['This price is not available with PayPal.'] });
  const revised = await paypalRequest<PaypalSubscription>(
    requirePaypal(deps.services.settings, deps.config),
    'POST',
    `/v1/billing/subscriptions/${encodeURIComponent(sub.gateway_id)}/revise`,
    { plan_id: price.paypal_id },
    key(sub, 'change', String(price.id)),
  );
  const approve = revised.links?.find((l) => l.rel === 'approve')?.href ?? null;
  return { subscription: await storePaypal(deps, sub), approve_url: approve };
}

/** What switching would cost now (Stripe's preview of the next invoice with prorations). */
export async function previewChangePlan(deps: Deps, sub: SubscriptionRow, priceId: number) {
  const price = await targetPrice(deps.db, priceId);
  if (sub.gateway !== 'stripe' || !price.stripe_id)
    return { supported: false as const, price_id: price.id, amount: price.amount, currency: price.currency };
  const stripe = stripeOf(deps);
  const current = await retrieveStripeSubscription(stripe, sub.gateway_id);
  const prorationDate = Math.floor(Date.now() / 1000);
  const preview = (await stripe.invoices.createPreview({
    customer: typeof current.customer === 'string' ? current.customer : current.customer.id,
    subscription: sub.gateway_id,
    subscription_details: {
      items: [{ id: current.items.data[0]!.id, price: price.stripe_id }],
      proration_behavior: 'create_prorations',
      proration_date: prorationDate,
    },
  } as never)) as unknown as {
    amount_due: number;
    currency: string;
    next_payment_attempt: number | null;
    period_end: number;
    lines: {
      data: {
        amount: number;
        description: string | null;
        proration?: boolean;
        parent?: { subscription_item_details?: { proration?: boolean } };
      }[];
    };
  };
  const lines = preview.lines.data.map((l) => ({
    amount: l.amount,
    description: l.description,
    proration: !!(l.proration ?? l.parent?.subscription_item_details?.proration),
  }));
  return {
    supported: true as const,
    price_id: price.id,
    amount_due: preview.amount_due,
    proration: lines.filter((l) => l.proration).reduce((n, l) => n + l.amount, 0),
    currency: preview.currency.toUpperCase(),
    next_payment_at: preview.next_payment_attempt ? new Date(preview.next_payment_attempt * 1000).toISOString() : null,
    lines,
  };
}

/** Admin: move the next renewal (Stripe trial_end without proration) or a canceled end date. */
export async function extendSubscription(deps: Deps, sub: SubscriptionRow, input: { renews_at?: string; ends_at?: string }) {
  if (sub.gateway !== 'stripe') throw new AppError(422, 'PayPal does not allow moving billing dates.');
  const date = input.ends_at ?? input.renews_at!;
  if (Date.parse(date) <= Date.now()) throw validationError({ [input.ends_at ? 'ends_at' : 'renews_at']: ['Must be in the future.'] });
  const params = input.ends_at
    ? { cancel_at: unix(input.ends_at), proration_behavior: 'none' }
    : { trial_end: unix(input.renews_at!), proration_behavior: 'none' };
  const updated = await stripeOf(deps).subscriptions.update(sub.gateway_id, params as never, {
    idempotencyKey: key(sub, 'extend', String(unix(date))),
  });
  return storeStripe(deps, sub, updated as unknown as StripeSubscription);
}

/** Admin list: subscriptions with their subscriber, filtered by plan, provider, user, status or a search. */
export async function listSubscriptions({ db, auth }: ActorDeps, q: AdminListQuery & PageParams) {
  authorize(auth, 'subscriptions.update');
  const page = await paginate(adminSubscriptionsQuery(db, q), q);
  const presented = await presentSubscriptions(db, page.data);
  return {
    ...page,
    data: presented.map((s, i) => ({ ...s, user: { id: s.user_id, email: page.data[i]!.email, name: page.data[i]!.user_name } })),
  };
}

/** The subscriber's billing page: current subscription, next charge, payment method, invoices. */
export async function billingOverview({ db, auth }: ActorDeps) {
  const user = requireUser(auth);
  const [current] = await presentSubscriptions(db, (await validSubscriptionsOf(db, user.id)).slice(0, 1));
  const invoices = (await invoicesOf(db, user.id)).map(presentInvoice);
  const nextCharge =
    current?.renews_at && current.price
      ? { amount: current.price.amount, currency: current.price.currency, date: current.renews_at }
      : null;
  return { subscription: current ?? null, next_charge: nextCharge, payment_method: current?.payment_method ?? null, invoices };
}
