import type Stripe from 'stripe';
import { lazyRequire } from '../../platform/lazy-require';

// The official Stripe library, pinned to the API version whose object shapes this code reads
// (subscription.current_period_end, invoice.payment_intent, invoice.subscription). Responses are
// read through the small structural types below rather than the library's latest-version types.
export const STRIPE_API_VERSION = '2025-02-24.acacia';

/** STRIPE_API_BASE points the client at a stand-in for api.stripe.com (browser tests run offline). */
function apiEndpoint(base = process.env.STRIPE_API_BASE) {
  if (!base) return {};
  const url = new URL(base);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  };
}

/** The library, loaded with the first Stripe call (it adds ~30 MB; many installs never bill). */
export const stripeLibrary = lazyRequire<typeof Stripe>('stripe');

const clients = new Map<string, Stripe>();
export function stripeClient(secretKey: string): Stripe {
  let client = clients.get(secretKey);
  if (!client) {
    const StripeLib = stripeLibrary();
    client = new StripeLib(secretKey, {
      apiVersion: STRIPE_API_VERSION as never,
      httpClient: StripeLib.createFetchHttpClient(),
      maxNetworkRetries: 2,
      // a stalled Stripe must not hold a request for the library's default 80 s
      timeout: 15_000,
      telemetry: false,
      ...apiEndpoint(),
    });
    clients.set(secretKey, client);
  }
  return client;
}

/** Verifies a webhook on the raw body (tolerance 300 s); throws on a bad or stale signature. */
export function constructStripeEvent(rawBody: string, signature: string, webhookSecret: string): StripeEvent {
  return stripeLibrary().webhooks.constructEvent(rawBody, signature, webhookSecret, 300) as unknown as StripeEvent;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: { id: string; object: string; [k: string]: unknown } };
}

export interface StripePrice {
  id: string;
  object: 'price';
  unit_amount: number | null;
  currency: string;
  recurring: { interval: string; interval_count: number } | null;
  product: string;
  active: boolean;
}

export interface StripePaymentMethod {
  id: string;
  object: 'payment_method';
  type: string;
  card?: { brand: string; last4: string } | null;
}

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  customer: string | { id: string };
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  current_period_start?: number;
  current_period_end?: number;
  trial_end: number | null;
  metadata: Record<string, string>;
  default_payment_method: string | StripePaymentMethod | null;
  items: { data: { id: string; price: StripePrice; current_period_end?: number }[] };
  latest_invoice?: string | StripeInvoice | null;
}

export interface StripeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string } | null } | null;
  status: string;
  billing_reason?: string | null;
  amount_paid: number;
  amount_due: number;
  total?: number;
  currency: string;
  period_start: number;
  period_end: number;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  status_transitions?: { paid_at: number | null };
  payment_intent?: string | { id: string; client_secret: string; status: string } | null;
  lines?: { data: { period?: { start: number; end: number } }[] };
}

export const isoFromUnix = (s: number | null | undefined) => (s ? new Date(s * 1000).toISOString() : null);

export function customerIdOf(sub: StripeSubscription) {
  return typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
}

export function subscriptionIdOfInvoice(inv: StripeInvoice): string | null {
  if (typeof inv.subscription === 'string') return inv.subscription;
  if (inv.subscription && typeof inv.subscription === 'object') return inv.subscription.id;
  return inv.parent?.subscription_details?.subscription ?? null;
}

/** Re-reads a subscription with its payment method (the provider's current state). */
export async function retrieveStripeSubscription(stripe: Stripe, id: string): Promise<StripeSubscription> {
  return (await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] })) as unknown as StripeSubscription;
}
