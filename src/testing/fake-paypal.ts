import { http, HttpResponse } from 'msw';

// An in-memory PayPal REST API (sandbox host) for msw, with PayPal's payload shapes.

type Obj = Record<string, any>;
const BASE = 'https://api-m.sandbox.paypal.com';
let seq = 0;
const code = (n = 13) =>
  `${(++seq).toString(36).toUpperCase()}${Math.random().toString(36).slice(2).toUpperCase()}`
    .replace(/[^A-Z0-9]/g, '')
    .padEnd(n, 'X')
    .slice(0, n);

export const GOOD_PAYPAL_SIG = 'good-signature';

export class FakePaypal {
  products = new Map<string, Obj>();
  plans = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  requests: { method: string; path: string; requestId: string | null; body: any }[] = [];
  verifications = 0;

  reset() {
    this.products.clear();
    this.plans.clear();
    this.subscriptions.clear();
    this.requests.length = 0;
    this.verifications = 0;
  }

  /** A subscription as GET /v1/billing/subscriptions/{id} returns it. */
  subscription(fields: { plan_id: string; custom_id: string; status?: string; [k: string]: unknown }): Obj {
    const id = `I-${code(12)}`;
    const start = new Date().toISOString();
    const sub: Obj = {
      id,
      status: 'ACTIVE',
      status_update_time: start,
      start_time: start,
      create_time: start,
      quantity: '1',
      plan_overridden: false,
      shipping_amount: { currency_code: 'USD', value: '0.0' },
      subscriber: { email_address: 'buyer@example.com', payer_id: code(13), name: { given_name: 'John', surname: 'Doe' } },
      billing_info: {
        outstanding_balance: { currency_code: 'USD', value: '0.0' },
        cycle_executions: [{ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 1, cycles_remaining: 0, total_cycles: 0 }],
        last_payment: { amount: { currency_code: 'USD', value: '10.00' }, time: start },
        next_billing_time: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        failed_payments_count: 0,
      },
      links: [
        { href: `${BASE}/v1/billing/subscriptions/${id}/cancel`, rel: 'cancel', method: 'POST' },
        { href: `${BASE}/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
      ],
      ...fields,
    };
    this.subscriptions.set(id, sub);
    return sub;
  }

  event(event_type: string, resource: Obj, resource_type = 'subscription') {
    return {
      id: `WH-${code(8)}-${code(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type,
      resource_version: '2.0',
      event_type,
      summary: event_type,
      resource,
      links: [],
    };
  }

  handlers() {
    const self = this;
    const record = async (request: Request) => {
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text && request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
      self.requests.push({
        method: request.method,
        path: new URL(request.url).pathname,
        requestId: request.headers.get('paypal-request-id'),
        body,
      });
      return body;
    };
    const authed = (request: Request) => request.headers.get('authorization') === 'Bearer A21AAFakeAccessToken';
    const unauthorized = () =>
      HttpResponse.json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, { status: 401 });
    const notFound = (id: string) =>
      HttpResponse.json(
        {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
          details: [{ issue: 'INVALID_RESOURCE_ID', description: `Invalid id ${id}` }],
        },
        { status: 404 },
      );

    return [
      http.post(`${BASE}/v1/oauth2/token`, async ({ request }) => {
        await record(request);
        if (!request.headers.get('authorization')?.startsWith('Basic '))
          return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
        return HttpResponse.json({
          scope: 'https://uri.paypal.com/services/subscriptions',
          access_token: 'A21AAFakeAccessToken',
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: '2026-01-01T00:00:00Z',
        });
      }),
      http.post(`${BASE}/v1/catalogs/products`, async ({ request }) => {
        const b = await record(request);
        if (!authed(request)) return unauthorized();
        const p = {
          id: `PROD-${code(17)}`,
          name: b.name,
          description: b.description,
          type: b.type,
          category: b.category,
          create_time: new Date().toISOString(),
          links: [],
        };
        self.products.set(p.id, p);
        return HttpResponse.json(p, { status: 201 });
      }),
      http.patch(`${BASE}/v1/catalogs/products/:id`, async ({ request, params }) => {
        const b = await record(request);
        const p = self.products.get(params.id as string);
        if (!p) return notFound(params.id as string);
        for (const op of b) if (op.path === '/description') p.description = op.value;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${BASE}/v1/billing/plans`, async ({ request }) => {
        const b = await record(request);
        if (!authed(request)) return unauthorized();
        const plan = {
          id: `P-${code(24)}`,
          product_id: b.product_id,
          name: b.name,
          status: 'ACTIVE',
          usage_type: 'LICENSED',
          billing_cycles: b.billing_cycles,
          payment_preferences: b.payment_preferences,
          create_time: new Date().toISOString(),
          links: [],
        };
        self.plans.set(plan.id, plan);
        return HttpResponse.json(plan, { status: 201 });
      }),
      http.post(`${BASE}/v1/billing/plans/:id/deactivate`, async ({ request, params }) => {
        await record(request);
        const plan = self.plans.get(params.id as string);
        if (!plan) return notFound(params.id as string);
        plan.status = 'INACTIVE';
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${BASE}/v1/billing/subscriptions`, async ({ request }) => {
        const b = await record(request);
        if (!self.plans.get(b.plan_id) || self.plans.get(b.plan_id)!.status !== 'ACTIVE') return notFound(b.plan_id);
        const sub = self.subscription({ plan_id: b.plan_id, custom_id: b.custom_id, status: 'APPROVAL_PENDING', billing_info: undefined });
        sub.links = [
          { href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${code(17)}`, rel: 'approve', method: 'GET' },
          { href: `${BASE}/v1/billing/subscriptions/${sub.id}`, rel: 'edit', method: 'PATCH' },
          { href: `${BASE}/v1/billing/subscriptions/${sub.id}`, rel: 'self', method: 'GET' },
        ];
        const { id, status, status_update_time, create_time, plan_id, custom_id, links } = sub;
        return HttpResponse.json(
          { id, status, status_update_time, create_time, plan_id, custom_id, plan_overridden: false, links },
          { status: 201 },
        );
      }),
      http.get(`${BASE}/v1/billing/subscriptions/:id`, async ({ request, params }) => {
        await record(request);
        if (!authed(request)) return unauthorized();
        const sub = self.subscriptions.get(params.id as string);
        return sub ? HttpResponse.json(sub) : notFound(params.id as string);
      }),
      http.post(`${BASE}/v1/billing/subscriptions/:id/cancel`, async ({ request, params }) => {
        await record(request);
        const sub = self.subscriptions.get(params.id as string);
        if (!sub) return notFound(params.id as string);
        if (sub.status === 'CANCELLED')
          return HttpResponse.json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] }, { status: 422 });
        sub.status = 'CANCELLED';
        sub.status_update_time = new Date().toISOString();
        if (sub.billing_info) delete sub.billing_info.next_billing_time;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${BASE}/v1/billing/subscriptions/:id/revise`, async ({ request, params }) => {
        const b = await record(request);
        const sub = self.subscriptions.get(params.id as string);
        if (!sub) return notFound(params.id as string);
        return HttpResponse.json({
          plan_id: b.plan_id,
          plan_overridden: false,
          links: [
            {
              href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-${code(17)}`,
              rel: 'approve',
              method: 'GET',
            },
          ],
        });
      }),
      http.post(`${BASE}/v1/notifications/verify-webhook-signature`, async ({ request }) => {
        const b = await record(request);
        self.verifications += 1;
        const ok = b.transmission_sig === GOOD_PAYPAL_SIG && b.webhook_id === 'WH-TEST-ID' && b.webhook_event?.id;
        return HttpResponse.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }),
    ];
  }
}

/** The headers PayPal sends with a webhook delivery. */
export function paypalWebhookHeaders(sig = GOOD_PAYPAL_SIG) {
  return {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
    'paypal-transmission-id': crypto.randomUUID(),
    'paypal-transmission-sig': sig,
    'paypal-transmission-time': new Date().toISOString(),
  };
}
