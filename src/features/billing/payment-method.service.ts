import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { AppError, notFound, validationError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth/auth-state';
import { upsertFromProvider, validSubscriptionsOf } from './subscriptions/subscriptions.queries';
import { stateFromStripe } from './subscriptions/subscriptions.state';
import { requireStripe } from './billing.config';
import { stripeCustomerId } from './checkout.service';
import { retrieveStripeSubscription, stripeClient } from './stripe.client';
import { grantsChanged } from '../accounts/roles/grants-cache';

async function currentStripeSubscription(deps: Deps, userId: number) {
  const sub = (await validSubscriptionsOf(deps.db, userId)).find((s) => s.gateway === 'stripe');
  if (!sub) throw new AppError(422, 'You have no card subscription to update.');
  return sub;
}

/** Change payment method, step 1: a SetupIntent the Payment Element confirms client-side. */
export async function createSetupIntent(deps: Deps, user: AuthUser) {
  const cfg = requireStripe(deps.services.settings, deps.config);
  await currentStripeSubscription(deps, user.id);
  const customer = await stripeCustomerId(deps, user);
  const intent = await stripeClient(cfg.secretKey).setupIntents.create(
    { customer, usage: 'off_session', payment_method_types: ['card'], metadata: { user_id: String(user.id) } } as never,
    { idempotencyKey: `marquee-setup-${user.id}-${randomUUID()}` },
  );
  if (!intent.client_secret) throw new AppError(502, 'Stripe did not return a card form to confirm.');
  return { clientSecret: intent.client_secret, setupIntentId: intent.id, publishableKey: cfg.publishableKey };
}

/** Step 2 (the done page): make the confirmed card the default of the customer and subscription. */
export async function confirmSetupIntent(deps: Deps, user: AuthUser, setupIntentId: string) {
  const stripe = stripeClient(requireStripe(deps.services.settings, deps.config).secretKey);
  const sub = await currentStripeSubscription(deps, user.id);
  const customer = await stripeCustomerId(deps, user);
  let intent;
  try {
    intent = await stripe.setupIntents.retrieve(setupIntentId);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw notFound();
    throw err;
  }
  const intentCustomer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (intentCustomer !== customer) throw notFound();
  if (intent.status !== 'succeeded' || !intent.payment_method)
    throw validationError({ setup_intent_id: ['The card has not been confirmed.'] });
  const pm = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id;
  await stripe.customers.update(
    customer,
    { invoice_settings: { default_payment_method: pm } },
    { idempotencyKey: `marquee-pm-customer-${intent.id}` },
  );
  await stripe.subscriptions.update(
    sub.gateway_id,
    { default_payment_method: pm },
    { idempotencyKey: `marquee-pm-sub-${sub.id}-${intent.id}` },
  );
  const fresh = await retrieveStripeSubscription(stripe, sub.gateway_id);
  const saved = await upsertFromProvider(deps.db, stateFromStripe(fresh));
  grantsChanged(deps.services.cache);
  return saved!.after;
}
