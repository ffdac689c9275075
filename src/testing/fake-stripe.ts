import { http, HttpResponse } from 'msw';

// An in-memory Stripe at https://api.stripe.com/v1 for msw, answering with objects shaped like
// Stripe's (API version 2025-02-24.acacia). Tests read and change `state` to play the provider.

type Obj = Record<string, any>;

/** Stripe's form encoding (`items[0][price]=x`, `metadata[k]=v`) back to nested objects. */
export function parseStripeForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: any = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

const now = () => Math.floor(Date.now() / 1000);
let seq = 0;
const nextId = (prefix: string) => `${prefix}_${(++seq).toString(36).padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`;

export class FakeStripe {
  customers = new Map<string, Obj>();
  products = new Map<string, Obj>();
  prices = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  invoices = new Map<string, Obj>();
  setupIntents = new Map<string, Obj>();
  paymentMethods = new Map<string, Obj>();
  /** Every request: method, path, idempotency key, parsed body. */
  requests: { method: string; path: string; idempotencyKey: string | null; stripeVersion: string | null; body: Obj }[] = [];
  private replies = new Map<string, unknown>();

  reset() {
    for (const m of [
      this.customers,
      this.products,
      this.prices,
      this.subscriptions,
      this.invoices,
      this.setupIntents,
      this.paymentMethods,
      this.replies,
    ])
      m.clear();
    this.requests.length = 0;
  }

  paymentMethod(brand = 'visa', last4 = '4242') {
    const pm = {
      id: nextId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand, last4, exp_month: 12, exp_year: 2034, country: 'US', funding: 'credit' },
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
    };
    this.paymentMethods.set(pm.id, pm);
    return pm;
  }

  price(fields: Obj): Obj {
    const p = {
      id: nextId('price'),
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: now(),
      currency: 'usd',
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: '',
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed', aggregate_usage: null, trial_period_days: null },
      tax_behavior: 'unspecified',
      type: 'recurring',
      unit_amount: 0,
      unit_amount_decimal: '0',
      ...fields,
    };
    this.prices.set(p.id, p);
    return p;
  }

  /** A subscription as Stripe stores it (items, periods, latest_invoice id). */
  subscription(fields: {
    customer: string;
    price: string;
    metadata?: Obj;
    status?: string;
    period_end?: number;
    [k: string]: unknown;
  }): Obj {
    const id = nextId('sub');
    const start = now();
    const end = fields.period_end ?? start + 30 * 86_400;
    const { price, period_end: _pe, ...rest } = fields;
    const sub: Obj = {
      id,
      object: 'subscription',
      application: null,
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: 'usd',
      current_period_end: end,
      current_period_start: start,
      default_payment_method: null,
      ended_at: null,
      items: { object: 'list', data: [], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null,
      livemode: false,
      metadata: {},
      start_date: start,
      status: 'active',
      trial_end: null,
      trial_start: null,
      ...rest,
    };
    sub.items.data = [this.item(id, price, start, end)];
    this.subscriptions.set(id, sub);
    return sub;
  }

  private item(subId: string, priceId: string, start: number, end: number) {
    return {
      id: nextId('si'),
      object: 'subscription_item',
      created: start,
      metadata: {},
      price: this.prices.get(priceId),
      quantity: 1,
      subscription: subId,
      current_period_start: start,
      current_period_end: end,
    };
  }

  invoice(sub: Obj, fields: Obj = {}): Obj {
    const price = sub.items.data[0].price;
    const inv = {
      id: nextId('in'),
      object: 'invoice',
      account_country: 'US',
      amount_due: price.unit_amount,
      amount_paid: 0,
      amount_remaining: price.unit_amount,
      billing_reason: 'subscription_create',
      collection_method: 'charge_automatically',
      created: now(),
      currency: price.currency,
      customer: sub.customer,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${nextId('live')}`,
      invoice_pdf: `https://pay.stripe.com/invoice/acct_test/${nextId('pdf')}/pdf`,
      lines: {
        object: 'list',
        data: [
          {
            id: nextId('il'),
            object: 'line_item',
            amount: price.unit_amount,
            currency: price.currency,
            period: { start: sub.current_period_start, end: sub.current_period_end },
            proration: false,
          },
        ],
        has_more: false,
      },
      livemode: false,
      number: `INV-${seq}`,
      paid: false,
      payment_intent: null as unknown,
      period_end: sub.current_period_start,
      period_start: sub.current_period_start,
      status: 'open',
      status_transitions: { finalized_at: now(), paid_at: null as number | null },
      subscription: sub.id,
      total: price.unit_amount,
      ...fields,
    };
    this.invoices.set(inv.id, inv);
    return inv;
  }

  event(type: string, object: Obj, extra: Obj = {}) {
    return {
      id: nextId('evt'),
      object: 'event',
      api_version: '2025-02-24.acacia',
      created: now(),
      data: { object, ...extra },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  private expanded(sub: Obj, expand: string[] = []) {
    const out = structuredClone(sub);
    if (expand.includes('default_payment_method') && typeof out.default_payment_method === 'string')
      out.default_payment_method = this.paymentMethods.get(out.default_payment_method) ?? null;
    if (expand.some((e) => e.startsWith('latest_invoice')) && typeof out.latest_invoice === 'string') {
      out.latest_invoice = structuredClone(this.invoices.get(out.latest_invoice));
      if (expand.includes('latest_invoice.payment_intent') && out.latest_invoice.payment_intent) {
        const piId = out.latest_invoice.payment_intent;
        out.latest_invoice.payment_intent = {
          id: piId,
          object: 'payment_intent',
          amount: out.latest_invoice.amount_due,
          currency: out.latest_invoice.currency,
          client_secret: `${piId}_secret_${piId.slice(3)}`,
          status: 'requires_payment_method',
          livemode: false,
        };
      }
    }
    return out;
  }

  private error(status: number, message: string, param?: string) {
    return HttpResponse.json(
      { error: { type: 'invalid_request_error', code: status === 404 ? 'resource_missing' : 'parameter_invalid', message, param } },
      { status },
    );
  }

  handlers() {
    const base = 'https://api.stripe.com/v1';
    const self = this;
    /** Records the call and replays the first answer for a repeated idempotency key, as Stripe does. */
    const route = (method: 'get' | 'post', path: string, fn: (body: Obj, params: Record<string, string>, url: URL) => Response | Obj) =>
      http[method](`${base}${path}`, async ({ request, params }) => {
        const url = new URL(request.url);
        const body = method === 'post' ? parseStripeForm(await request.text()) : parseStripeForm(url.search.slice(1));
        const key = request.headers.get('idempotency-key');
        self.requests.push({
          method: method.toUpperCase(),
          path: url.pathname,
          idempotencyKey: key,
          stripeVersion: request.headers.get('stripe-version'),
          body,
        });
        if (key && self.replies.has(key)) return HttpResponse.json(self.replies.get(key) as Obj);
        const result = fn(body, params as Record<string, string>, url);
        if (result instanceof Response) return result;
        if (key) self.replies.set(key, result);
        return HttpResponse.json(result);
      });

    return [
      route('post', '/customers', (b) => {
        const c = {
          id: nextId('cus'),
          object: 'customer',
          created: now(),
          email: b.email ?? null,
          name: b.name ?? null,
          metadata: b.metadata ?? {},
          invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
          livemode: false,
          balance: 0,
          currency: null,
          delinquent: false,
          description: null,
        };
        self.customers.set(c.id, c);
        return c;
      }),
      route('post', '/customers/:id', (b, p) => {
        const c = self.customers.get(p.id!);
        if (!c) return self.error(404, `No such customer: '${p.id}'`, 'id');
        if (b.invoice_settings) c.invoice_settings.default_payment_method = b.invoice_settings.default_payment_method;
        return c;
      }),
      route('post', '/products', (b) => {
        const pr = {
          id: nextId('prod'),
          object: 'product',
          active: true,
          created: now(),
          updated: now(),
          default_price: null,
          description: b.description ?? null,
          images: [],
          livemode: false,
          metadata: b.metadata ?? {},
          name: b.name,
          type: 'service',
          url: null,
        };
        self.products.set(pr.id, pr);
        return pr;
      }),
      route('post', '/products/:id', (b, p) => {
        const pr = self.products.get(p.id!);
        if (!pr) return self.error(404, `No such product: '${p.id}'`, 'id');
        Object.assign(pr, {
          name: b.name ?? pr.name,
          description: b.description === '' ? null : (b.description ?? pr.description),
          updated: now(),
        });
        return pr;
      }),
      route('post', '/prices', (b) =>
        self.price({
          product: b.product,
          currency: b.currency,
          unit_amount: Number(b.unit_amount),
          unit_amount_decimal: String(b.unit_amount),
          metadata: b.metadata ?? {},
          recurring: {
            interval: b.recurring.interval,
            interval_count: Number(b.recurring.interval_count ?? 1),
            usage_type: 'licensed',
            aggregate_usage: null,
            trial_period_days: null,
          },
        }),
      ),
      route('post', '/prices/:id', (b, p) => {
        const pr = self.prices.get(p.id!);
        if (!pr) return self.error(404, `No such price: '${p.id}'`, 'id');
        if (b.active !== undefined) pr.active = b.active === 'true';
        return pr;
      }),
      route('post', '/subscriptions', (b) => {
        if (!self.customers.has(b.customer)) return self.error(400, `No such customer: '${b.customer}'`, 'customer');
        const priceId = b.items?.[0]?.price;
        if (!self.prices.get(priceId)?.active) return self.error(400, `No such price: '${priceId}'`, 'items[0][price]');
        const sub = self.subscription({ customer: b.customer, price: priceId, metadata: b.metadata ?? {}, status: 'incomplete' });
        const inv = self.invoice(sub, { payment_intent: nextId('pi') });
        sub.latest_invoice = inv.id;
        return self.expanded(sub, b.expand ?? []);
      }),
      route('get', '/subscriptions/:id', (b, p) => {
        const sub = self.subscriptions.get(p.id!);
        if (!sub) return self.error(404, `No such subscription: '${p.id}'`, 'id');
        return self.expanded(sub, b.expand ?? []);
      }),
      route('post', '/subscriptions/:id', (b, p) => {
        const sub = self.subscriptions.get(p.id!);
        if (!sub) return self.error(404, `No such subscription: '${p.id}'`, 'id');
        if (sub.status === 'canceled')
          return self.error(400, 'A canceled subscription can only update its cancellation_details and metadata.');
        if (b.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = b.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? now() : null;
          sub.cancel_at = sub.cancel_at_period_end ? sub.current_period_end : null;
        }
        if (b.cancel_at !== undefined) {
          sub.cancel_at = b.cancel_at === '' ? null : Number(b.cancel_at);
          if (sub.cancel_at) sub.canceled_at ??= now();
          else if (!sub.cancel_at_period_end) sub.canceled_at = null;
        }
        if (b.trial_end !== undefined) {
          sub.trial_end = Number(b.trial_end);
          sub.status = 'trialing';
          sub.current_period_end = sub.trial_end;
          sub.items.data[0].current_period_end = sub.trial_end;
        }
        if (b.items?.[0]?.price) {
          const price = self.prices.get(b.items[0].price);
          if (!price?.active) return self.error(400, `No such price: '${b.items[0].price}'`);
          sub.items.data[0].price = price;
        }
        if (b.metadata) sub.metadata = { ...sub.metadata, ...b.metadata };
        if (b.default_payment_method) sub.default_payment_method = b.default_payment_method;
        return self.expanded(sub);
      }),
      route('post', '/invoices/create_preview', (b) => {
        const sub = self.subscriptions.get(b.subscription);
        if (!sub) return self.error(404, `No such subscription: '${b.subscription}'`);
        const oldPrice = sub.items.data[0].price;
        const newPrice = self.prices.get(b.subscription_details.items[0].price)!;
        const unused = -Math.round(oldPrice.unit_amount / 2);
        const remaining = Math.round(newPrice.unit_amount / 2);
        const lines = [
          {
            id: nextId('il'),
            object: 'line_item',
            amount: unused,
            currency: oldPrice.currency,
            description: `Unused time on ${oldPrice.id}`,
            proration: true,
          },
          {
            id: nextId('il'),
            object: 'line_item',
            amount: remaining,
            currency: newPrice.currency,
            description: `Remaining time on ${newPrice.id}`,
            proration: true,
          },
          {
            id: nextId('il'),
            object: 'line_item',
            amount: newPrice.unit_amount,
            currency: newPrice.currency,
            description: `1 × ${newPrice.id}`,
            proration: false,
          },
        ];
        const total = lines.reduce((n, l) => n + l.amount, 0);
        return {
          id: `upcoming_${sub.id}`,
          object: 'invoice',
          amount_due: total,
          amount_paid: 0,
          currency: newPrice.currency,
          customer: sub.customer,
          subscription: sub.id,
          lines: { object: 'list', data: lines, has_more: false },
          next_payment_attempt: sub.current_period_end,
          period_end: sub.current_period_end,
          period_start: sub.current_period_start,
          status: 'draft',
          total,
        };
      }),
      route('post', '/setup_intents', (b) => {
        const si = {
          id: nextId('seti'),
          object: 'setup_intent',
          client_secret: '',
          customer: b.customer,
          payment_method: null as string | null,
          payment_method_types: ['card'],
          status: 'requires_payment_method',
          usage: b.usage,
          metadata: b.metadata ?? {},
          created: now(),
          livemode: false,
        };
        si.client_secret = `${si.id}_secret_test`;
        self.setupIntents.set(si.id, si);
        return si;
      }),
      route(
        'get',
        '/setup_intents/:id',
        (_b, p) => self.setupIntents.get(p.id!) ?? self.error(404, `No such setupintent: '${p.id}'`, 'intent'),
      ),
    ];
  }
}
