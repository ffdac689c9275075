import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError, conflict, notFound, validationError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth/auth-state';
import { findPrice, findProduct } from './plans/plans.queries';
import type { SettingsStore } from '../operations/settings/settings.store';
import { upsertFromProvider, validSubscriptionsOf } from './subscriptions/subscriptions.queries';
import { stateFromPaypal, stateFromStripe } from './subscriptions/subscriptions.state';
import { readPaypalState } from './webhooks/paypal-webhooks';
import { requirePaypal, requireStripe } from './billing.config';
import { type PaypalSubscription, paypalRequest } from './paypal.client';
import { retrieveStripeSubscription, type StripeInvoice, type StripeSubscription, stripeClient } from './stripe.client';

interface Ctx {
  db: Db;
  settings: Pick<SettingsStore, 'get'>;
  config: Config;
}

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
export async function stripeCustomerId({ db, settings, config }: Ctx, user: AuthUser) {
  const existing = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', user.id)
    .where('gateway', '=', 'stripe')
    .executeTakeFirst();
  if (existing) return existing.customer_id;
  const stripe = stripeClient(requireStripe(settings, config).secretKey);
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name ?? undefined, metadata: { user_id: String(user.id) } },
    { idempotencyKey: `marquee-customer-${user.id}` },
  );
  await db
    .insertInto('billing_customers')
    .values({ user_id: user.id, gateway: 'stripe', customer_id: customer.id })
    .onConflict((oc) => oc.columns(['user_id', 'gateway']).doNothing())
    .execute();
  return customer.id;
}

/**
 * Starts a Stripe subscription in `default_incomplete` mode: the first invoice's PaymentIntent
 * client secret goes to the Payment Element, which confirms the card (and 3-D Secure) itself.
 */
export async function startStripeCheckout(ctx: Ctx, user: AuthUser, productId: number, priceId: number) {
  const { db } = ctx;
  const stripeCfg = requireStripe(ctx.settings, ctx.config);
  const { product, price } = await sellablePrice(db, productId, priceId);
  if (!price.stripe_id) throw new AppError(422, 'This plan is not available for card payments yet.');
  await assertNotSubscribed(db, user.id);
  const customer = await stripeCustomerId(ctx, user);
  const stripe = stripeClient(stripeCfg.secretKey);
  const reused = await reusableIncomplete(ctx, stripe, user.id, price.id);
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
async function reusableIncomplete(ctx: Ctx, stripe: ReturnType<typeof stripeClient>, userId: number, priceId: number) {
  const row = await ctx.db
    .selectFrom('subscriptions')
    .select('gateway_id')
    .where('user_id', '=', userId)
    .where('gateway', '=', 'stripe')
    .where('price_id', '=', priceId)
    .where('status', '=', 'incomplete')
    .where('created_at', '>', new Date(Date.now() - 22 * 3600_000).toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const sub = (await stripe.subscriptions.retrieve(row.gateway_id, {
    expand: ['latest_invoice.payment_intent'],
  })) as unknown as StripeSubscription;
  const clientSecret = clientSecretOf(sub);
  return sub.status === 'incomplete' && clientSecret ? { id: sub.id, clientSecret } : null;
}

/** After the Payment Element: re-read the subscription from Stripe and store what it says. */
export async function confirmStripeCheckout(ctx: Ctx, user: AuthUser, subscriptionId: string) {
  const stripe = stripeClient(requireStripe(ctx.settings, ctx.config).secretKey);
  let sub: StripeSubscription;
  try {
    sub = await retrieveStripeSubscription(stripe, subscriptionId);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw notFound();
    throw err;
  }
  const state = stateFromStripe(sub);
  const local = await ctx.db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('gateway', '=', 'stripe')
    .where('gateway_id', '=', sub.id)
    .executeTakeFirst();
  if ((local?.user_id ?? state.user_id) !== user.id) throw notFound();
  const saved = await upsertFromProvider(ctx.db, state, { user_id: user.id });
  return saved!.after;
}

/** Creates a PayPal subscription and hands back PayPal's approval link. */
export async function startPaypalCheckout(ctx: Ctx, user: AuthUser, productId: number, priceId: number) {
  const cfg = requirePaypal(ctx.settings, ctx.config);
  const { product, price } = await sellablePrice(ctx.db, productId, priceId);
  if (!price.paypal_id) throw new AppError(422, 'This plan is not available with PayPal yet.');
  await assertNotSubscribed(ctx.db, user.id);
  const sub = await paypalRequest<PaypalSubscription>(
    cfg,
    'POST',
    '/v1/billing/subscriptions',
    {
      plan_id: price.paypal_id,
      custom_id: String(user.id),
      subscriber: { email_address: user.email },
      application_context: {
        brand_name: ctx.settings.get<string>('branding.site_name').slice(0, 127),
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: `${ctx.config.APP_URL}/checkout/paypal/done`,
        cancel_url: `${ctx.config.APP_URL}/checkout/${product.id}/${price.id}`,
      },
    },
    `marquee-subscribe-${user.id}-${price.id}-${randomUUID()}`,
  );
  const approve = sub.links?.find((l) => l.rel === 'approve')?.href;
  if (!approve) throw new AppError(502, 'PayPal did not return an approval link.');
  await upsertFromProvider(ctx.db, stateFromPaypal(sub, price), { user_id: user.id, product_id: product.id });
  return { approve_url: approve, subscription_id: sub.id };
}

export async function confirmPaypalCheckout(ctx: Ctx, user: AuthUser, subscriptionId: string) {
  const cfg = requirePaypal(ctx.settings, ctx.config);
  const read = await readPaypalState(ctx.db, cfg, subscriptionId);
  if (!read) throw notFound();
  const local = await ctx.db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('gateway', '=', 'paypal')
    .where('gateway_id', '=', subscriptionId)
    .executeTakeFirst();
  if ((local?.user_id ?? read.state.user_id) !== user.id) throw notFound();
  const saved = await upsertFromProvider(ctx.db, read.state, { user_id: user.id });
  return saved!.after;
}
