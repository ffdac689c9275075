import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound, validationError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth/auth-state';
import { findPrice, findProduct } from './plans/plans.queries';
import { findByGatewayId, recentIncompleteStripe, upsertFromProvider, validSubscriptionsOf } from './subscriptions/subscriptions.queries';
import { stateFromPaypal, stateFromStripe } from './subscriptions/subscriptions.state';
import { readPaypalState } from './webhooks/paypal-webhooks';
import { requirePaypal, requireStripe } from './billing.config';
import { findCustomerId, saveCustomerId } from './billing.queries';
import { type PaypalSubscription, paypalRequest } from './paypal.client';
import { retrieveStripeSubscription, type StripeInvoice, type StripeSubscription, stripeClient } from './stripe.client';
import { grantsChanged } from '../accounts/roles/grants-cache';

/** The price to charge, read from our database: the client only names ids. */
export async function sellablePrice(db: Db, productId: number, priceId: number) {
  const product = await findProduct(db, productId);
  const price = await findPrice(db, priceId);
  if (!product || !price || price.product_id !== product.id || price.archived) {
    throw validationError({ price_id: ['This plan or price is not available.'] });
  }
  return { product, price };
}

export async function assertNotSubscribed(db: Db, userId: number) {
  if ((await validSubscriptionsOf(db, userId)).length) throw conflict('You are already subscribed.');
}

/** The user's Stripe customer, created once (keyed by user id, so a retry makes no second one). */
export async function stripeCustomerId({ db, services, config }: Deps, user: AuthUser) {
  const existing = await findCustomerId(db, user.id, 'stripe');
  if (existing) return existing;
  const stripe = stripeClient(requireStripe(services.settings, config).secretKey);
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name ?? undefined, metadata: { user_id: String(user.id) } },
    { idempotencyKey: `marquee-customer-${user.id}` },
  );
  await saveCustomerId(db, user.id, 'stripe', customer.id);
  return customer.id;
}

/**
 * Starts a Stripe subscription in `default_incomplete` mode: the first invoice's PaymentIntent
 * client secret goes to the Payment Element, which confirms the card (and 3-D Secure) itself.
 */
export async function startStripeCheckout(deps: Deps, user: AuthUser, productId: number, priceId: number) {
  const { db } = deps;
  const stripeCfg = requireStripe(deps.services.settings, deps.config);
  const { product, price } = await sellablePrice(db, productId, priceId);
  if (!price.stripe_id) throw new AppError(422, 'This plan is not available for card payments yet.');
  await assertNotSubscribed(db, user.id);
  const customer = await stripeCustomerId(deps, user);
  const stripe = stripeClient(stripeCfg.secretKey);
  const reused = await reusableIncomplete(db, stripe, user.id, price.id);
  if (reused) return { clientSecret: reused.clientSecret, subscriptionId: reused.id, publishableKey: stripeCfg.publishableKey };
  const sub = (await stripe.subscriptions.create(
    {
      customer,
      items: [{ price: price.stripe_id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.payment_intent'],
      metadata: { user_id: String(user.id), product_id: String(product.id), price_id: String(price.id) },
    } as never,
    { idempotencyKey: `marquee-subscribe-${user.id}-${price.id}-${randomUUID()}` },
  )) as unknown as StripeSubscription;
  await upsertFromProvider(db, stateFromStripe(sub), { user_id: user.id, product_id: product.id });
  grantsChanged(deps.services.cache);
  const clientSecret = clientSecretOf(sub);
  if (!clientSecret) throw new AppError(502, 'Stripe did not return a payment to confirm.');
  return { clientSecret, subscriptionId: sub.id, publishableKey: stripeCfg.publishableKey };
}

const clientSecretOf = (sub: StripeSubscription) => {
  const invoice = sub.latest_invoice && typeof sub.latest_invoice === 'object' ? (sub.latest_invoice as StripeInvoice) : null;
  const intent = invoice?.payment_intent && typeof invoice.payment_intent === 'object' ? invoice.payment_intent : null;
  return intent?.client_secret ?? null;
};

/**
 * A checkout opened again for the same price (reload, back button) continues the incomplete
 * subscription from less than a day ago instead of leaving another unpaid one at Stripe.
 */
async function reusableIncomplete(db: Db, stripe: ReturnType<typeof stripeClient>, userId: number, priceId: number) {
  const row = await recentIncompleteStripe(db, userId, priceId, new Date(Date.now() - 22 * 3600_000).toISOString());
  if (!row) return null;
  const sub = (await stripe.subscriptions.retrieve(row.gateway_id, {
    expand: ['latest_invoice.payment_intent'],
  })) as unknown as StripeSubscription;
  const clientSecret = clientSecretOf(sub);
  return sub.status === 'incomplete' && clientSecret ? { id: sub.id, clientSecret } : null;
}

/** After the Payment Element: re-read the subscription from Stripe and store what it says. */
export async function confirmStripeCheckout(deps: Deps, user: AuthUser, subscriptionId: string) {
  const stripe = stripeClient(requireStripe(deps.services.settings, deps.config).secretKey);
  let sub: StripeSubscription;
  try {
    sub = await retrieveStripeSubscription(stripe, subscriptionId);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw notFound();
    throw err;
  }
  const state = stateFromStripe(sub);
  const local = await findByGatewayId(deps.db, 'stripe', sub.id);
  if ((local?.user_id ?? state.user_id) !== user.id) throw notFound();
  const saved = await upsertFromProvider(deps.db, state, { user_id: user.id });
  grantsChanged(deps.services.cache);
  return saved!.after;
}

/** Creates a PayPal subscription and hands back PayPal's approval link. */
export async function startPaypalCheckout(deps: Deps, user: AuthUser, productId: number, priceId: number) {
  const cfg = requirePaypal(deps.services.settings, deps.config);
  const { product, price } = await sellablePrice(deps.db, productId, priceId);
  if (!price.paypal_id) throw new AppError(422, 'This plan is not available with PayPal yet.');
  await assertNotSubscribed(deps.db, user.id);
  const sub = await paypalRequest<PaypalSubscription>(
    cfg,
    'POST',
    '/v1/billing/subscriptions',
    {
      plan_id: price.paypal_id,
      custom_id: String(user.id),
      subscriber: { email_address: user.email },
      application_context: {
        brand_name: deps.services.settings.get<string>('branding.site_name').slice(0, 127),
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: `${deps.config.APP_URL}/checkout/paypal/done`,
        cancel_url: `${deps.config.APP_URL}/checkout/${product.id}/${price.id}`,
      },
    },
    `marquee-subscribe-${user.id}-${price.id}-${randomUUID()}`,
  );
  const approve = sub.links?.find((l) => l.rel === 'approve')?.href;
  if (!approve) throw new AppError(502, 'PayPal did not return an approval link.');
  await upsertFromProvider(deps.db, stateFromPaypal(sub, price), { user_id: user.id, product_id: product.id });
  grantsChanged(deps.services.cache);
  return { approve_url: approve, subscription_id: sub.id };
}

export async function confirmPaypalCheckout(deps: Deps, user: AuthUser, subscriptionId: string) {
  const cfg = requirePaypal(deps.services.settings, deps.config);
  const read = await readPaypalState(deps.db, cfg, subscriptionId);
  if (!read) throw notFound();
  const local = await findByGatewayId(deps.db, 'paypal', subscriptionId);
  if ((local?.user_id ?? read.state.user_id) !== user.id) throw notFound();
  const saved = await upsertFromProvider(deps.db, read.state, { user_id: user.id });
  grantsChanged(deps.services.cache);
  return saved!.after;
}
