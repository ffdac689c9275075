import { createRouter } from '../../../http/app-env';
import { badRequest, notFound } from '../../../http/errors';
import { responds } from '../../../http/responds';
import { webhookReceived } from '../billing.schemas';
import { assertBillingEnabled, providerConfig } from '../billing.config';
import { verifyPaypalWebhook } from '../paypal.client';
import { constructStripeEvent, type StripeEvent } from '../stripe.client';
import { handlePaypalEvent, type PaypalEvent } from './paypal-webhooks';
import { handleStripeEvent } from './stripe-webhooks';

// Provider webhooks (exempt from the origin check). A bad signature is a 400 that changes nothing;
// duplicates and unknown event types are acknowledged with 200 so the provider stops retrying.
export const webhooksRoutes = createRouter();

webhooksRoutes.post('/stripe', responds(webhookReceived), async (c) => {
  const { services, config } = c.var;
  assertBillingEnabled(services.settings);
  const stripe = providerConfig(services.settings, config).stripe;
  if (!stripe) throw notFound();
  const raw = await c.req.text(); // the exact bytes Stripe signed
  const signature = c.req.header('stripe-signature');
  if (!signature || !stripe.webhookSecret) throw badRequest('Invalid signature.');
  let event: StripeEvent;
  try {
    event = constructStripeEvent(raw, signature, stripe.webhookSecret);
  } catch {
    throw badRequest('Invalid signature.');
  }
  const result = await handleStripeEvent(c.var, stripe.secretKey, event);
  return c.json({ received: true, result });
});

webhooksRoutes.post('/paypal', responds(webhookReceived), async (c) => {
  const { services, config } = c.var;
  assertBillingEnabled(services.settings);
  const paypal = providerConfig(services.settings, config).paypal;
  if (!paypal) throw notFound();
  let event: PaypalEvent;
  try {
    event = JSON.parse(await c.req.text()) as PaypalEvent;
  } catch {
    throw badRequest('Invalid payload.');
  }
  if (
    !event ||
    typeof event.id !== 'string' ||
    typeof event.event_type !== 'string' ||
    !event.resource ||
    typeof event.resource.id !== 'string'
  ) {
    throw badRequest('Invalid payload.');
  }
  if (!(await verifyPaypalWebhook(paypal, c.req.raw.headers, event))) throw badRequest('Invalid signature.');
  const result = await handlePaypalEvent(c.var, paypal, event);
  return c.json({ received: true, result });
});
