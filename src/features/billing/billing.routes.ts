import type { ActorDeps, Deps } from '../../deps';
import { createRouter } from '../../http/app-env';
import { requireUser } from '../../http/guard';
import { responds, respondsFile } from '../../http/responds';
import { validate } from '../../http/validate';
import { rateLimit } from '../../platform/rate-limit';
import type { AuthUser } from '../accounts/auth/auth-state';
import { invoiceReceipt } from './invoices/invoices.service';
import { subscriptionAnswer } from './subscriptions/subscriptions.present';
import type { SubscriptionRow } from './subscriptions/subscriptions.queries';
import { billingOverview } from './subscriptions/subscriptions.service';
import { assertBillingEnabled, providerConfig } from './billing.config';
import {
  billingOverviewBody,
  checkoutBody,
  paypalCheckoutBody,
  paypalConfirmBody,
  providersBody,
  seatsBody,
  setupConfirmBody,
  setupIntentBody,
  stripeCheckoutBody,
  stripeConfirmBody,
  subscriptionBody,
  subscriptionIdParam,
} from './billing.schemas';
import { confirmPaypalCheckout, confirmStripeCheckout, startPaypalCheckout, startStripeCheckout } from './checkout.service';
import { confirmSetupIntent, createSetupIntent } from './payment-method.service';
import { seatsOverview } from './seats/seats.service';

// Checkout and the subscriber's billing page. All of it is 404 while billing.enable is off.
export const billingRoutes = createRouter();

billingRoutes.use('/*', async (c, next) => {
  // Admins prepare plans (billing/products) before switching billing on.
  if (!/\/billing\/products(\/|$)/.test(c.req.path)) assertBillingEnabled(c.var.services.settings);
  await next();
});

/** A checkout or card change the browser finished: `confirm` re-reads it at the provider and stores it. */
async function confirmed(deps: ActorDeps, confirm: (deps: Deps, user: AuthUser, id: string) => Promise<SubscriptionRow>, id: string) {
  return subscriptionAnswer(deps.db, await confirm(deps, requireUser(deps.auth), id));
}

// Checkout calls reach the providers: 10 per 10 minutes per signed-in user (or IP).
const checkoutLimit = rateLimit('billing-checkout', 10, 600, (c) => `u${c.var.auth.user?.id ?? 'anon'}`);

/** Which payment options checkout offers, and the Stripe publishable key for the Payment Element. */
billingRoutes.get('/providers', responds(providersBody), (c) => {
  const p = providerConfig(c.var.services.settings, c.var.config);
  return c.json({ stripe: !!p.stripe, paypal: !!p.paypal, stripe_publishable_key: p.stripe?.publishableKey || null });
});

billingRoutes.post('/stripe/subscriptions', checkoutLimit, validate('json', checkoutBody), responds(stripeCheckoutBody), async (c) => {
  const user = requireUser(c.var.auth);
  const { product_id, price_id } = c.req.valid('json');
  return c.json(await startStripeCheckout(c.var, user, product_id, price_id));
});

billingRoutes.post(
  '/stripe/subscriptions/confirm',
  checkoutLimit,
  validate('json', stripeConfirmBody),
  responds(subscriptionBody),
  async (c) => c.json(await confirmed(c.var, confirmStripeCheckout, c.req.valid('json').subscriptionId)),
);

billingRoutes.post('/paypal/subscriptions', checkoutLimit, validate('json', checkoutBody), responds(paypalCheckoutBody), async (c) => {
  const user = requireUser(c.var.auth);
  const { product_id, price_id } = c.req.valid('json');
  return c.json(await startPaypalCheckout(c.var, user, product_id, price_id));
});

billingRoutes.post(
  '/paypal/subscriptions/confirm',
  checkoutLimit,
  validate('json', paypalConfirmBody),
  responds(subscriptionBody),
  async (c) => c.json(await confirmed(c.var, confirmPaypalCheckout, c.req.valid('json').subscription_id)),
);

billingRoutes.post('/stripe/setup-intent', checkoutLimit, responds(setupIntentBody), async (c) => {
  const user = requireUser(c.var.auth);
  return c.json(await createSetupIntent(c.var, user));
});

billingRoutes.post(
  '/stripe/setup-intent/confirm',
  checkoutLimit,
  validate('json', setupConfirmBody),
  responds(subscriptionBody),
  async (c) => c.json(await confirmed(c.var, confirmSetupIntent, c.req.valid('json').setup_intent_id)),
);

/** The billing page: current subscription, next charge, payment method, invoices. */
billingRoutes.get('/subscription', responds(billingOverviewBody), async (c) => {
  return c.json(await billingOverview(c.var));
});

/** The subscriber's plan seats: who holds one and who waits for one (members of workspaces they own). */
billingRoutes.get('/seats', responds(seatsBody), async (c) => {
  return c.json(await seatsOverview(c.var));
});

/** A receipt: the provider's PDF or hosted page when there is one, else a printable page. */
billingRoutes.get(
  '/invoices/:id{[0-9]+}/receipt',
  validate('param', subscriptionIdParam),
  respondsFile(['text/html'], "A printable receipt page; a 302 to the provider's PDF or hosted receipt when there is one."),
  async (c) => {
    const receipt = await invoiceReceipt(c.var, c.req.valid('param').id);
    return 'redirect' in receipt ? c.redirect(receipt.redirect, 302) : c.html(receipt.html);
  },
);
