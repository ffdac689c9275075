import { randomUUID } from 'node:crypto';
import { AppError } from '../../http/errors';
import { providerFetch, ProviderError, providerJson } from '../../platform/provider-failure';
import type { ProviderConfig } from './billing.config';

// PayPal REST (Catalog Products, Billing Plans, Subscriptions, webhook verification) over fetch.
// Every POST carries a PayPal-Request-Id, PayPal's idempotency key.

type PaypalConfig = NonNullable<ProviderConfig['paypal']>;

export interface PaypalSubscription {
  id: string;
  plan_id: string;
  status: string; // APPROVAL_PENDING | APPROVED | ACTIVE | SUSPENDED | CANCELLED | EXPIRED
  custom_id?: string;
  start_time?: string;
  status_update_time?: string;
  subscriber?: { email_address?: string; payer_id?: string };
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { amount: { currency_code: string; value: string }; time: string };
    failed_payments_count?: number;
  };
  links?: { href: string; rel: string; method: string }[];
}

const tokens = new Map<string, { token: string; expires: number }>();

/** How long one PayPal call may take before it is given up (a stalled provider never hangs a request). */
export const PAYPAL_TIMEOUT_MS = 15_000;

const PAYPAL_ADVICE = {
  unreachable: "Check this server's internet connection and PayPal's status page, then try again.",
  timeout: "Try again in a few minutes; if it keeps failing, check PayPal's status page.",
};

/** fetch with a timeout; an unreachable or silent PayPal becomes a 503/504 that names it. */
const paypalFetch = (url: string, init: RequestInit) => providerFetch('PayPal', PAYPAL_ADVICE, url, init, PAYPAL_TIMEOUT_MS);

async function accessToken(cfg: PaypalConfig): Promise<string> {
  const cached = tokens.get(cfg.clientId);
  if (cached && cached.expires > Date.now()) return cached.token;
  const res = await paypalFetch(`${cfg.baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${cfg.clientId}:${cfg.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!res.ok)
    throw new ProviderError(
      'PayPal',
      502,
      `PayPal refused the sign-in (${res.status}): check the PayPal client id and secret in the billing settings.`,
    );
  const body = await providerJson<{ access_token: string; expires_in: number }>('PayPal', res, 'Try again in a few minutes.');
  tokens.set(cfg.clientId, { token: body.access_token, expires: Date.now() + (body.expires_in - 60) * 1000 });
  return body.access_token;
}

export async function paypalRequest<T>(
  cfg: PaypalConfig,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await accessToken(cfg)}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (method !== 'GET') headers['paypal-request-id'] = idempotencyKey ?? randomUUID();
  const res = await paypalFetch(`${cfg.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status === 404) throw new AppError(404, 'Not found at PayPal.');
  if (!res.ok) throw new ProviderError('PayPal', 502, `PayPal answered ${res.status}. ${PAYPAL_ADVICE.timeout}`);
  // 204 No Content (cancel, suspend…): nothing to read
  if (res.status === 204 || res.headers.get('content-length') === '0') return {} as T;
  return providerJson<T>('PayPal', res, 'Try again in a few minutes.');
}

export const getPaypalSubscription = (cfg: PaypalConfig, id: string) =>
  paypalRequest<PaypalSubscription>(cfg, 'GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`);

/** PayPal's own check of a webhook delivery (headers + the event as received). */
export async function verifyPaypalWebhook(cfg: PaypalConfig, headers: Headers, event: unknown): Promise<boolean> {
  const h = (n: string) => headers.get(n) ?? '';
  if (!cfg.webhookId || !h('paypal-transmission-sig')) return false;
  const result = await paypalRequest<{ verification_status: string }>(cfg, 'POST', '/v1/notifications/verify-webhook-signature', {
    auth_algo: h('paypal-auth-algo'),
    cert_url: h('paypal-cert-url'),
    transmission_id: h('paypal-transmission-id'),
    transmission_sig: h('paypal-transmission-sig'),
    transmission_time: h('paypal-transmission-time'),
    webhook_id: cfg.webhookId,
    webhook_event: event,
  });
  return result.verification_status === 'SUCCESS';
}

/** PayPal intervals: DAY | WEEK | MONTH | YEAR. */
export const paypalIntervalUnit = (interval: string) => interval.toUpperCase();

/** Minor units -> PayPal's decimal string ("9.99"); currencies here use 2 decimals. */
export const paypalAmount = (minor: number) => (minor / 100).toFixed(2);
export const minorFromPaypal = (value: string) => Math.round(Number(value) * 100);
