import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import type { BrowserContext } from 'playwright-core';
import Stripe from 'stripe';
import { FakeStripe, parseStripeForm } from '../../src/testing/fake-stripe';

// Stripe at the network edge for browser tests. The server process cannot be reached by msw, so
// the same in-memory FakeStripe (Stripe's payload shapes) answers on a loopback HTTP port the
// server is pointed at (STRIPE_API_BASE). In the browser, Playwright serves a stand-in for
// https://js.stripe.com/v3 with exactly the surface web/src/features/billing/{stripe.ts,
// payment-element.tsx} use, and answers its calls to api.stripe.com from the same FakeStripe.

type Obj = Record<string, any>;
export const STRIPE_KEYS = { publishable: 'pk_test_51MarqueeE2e', secret: 'sk_test_51MarqueeE2e', webhook: 'whsec_e2e_4d2b9a7c1f' };
const now = () => Math.floor(Date.now() / 1000);

export interface FakeStripeServer {
  fake: FakeStripe;
  url: string;
  close(): Promise<void>;
}

/** The FakeStripe's msw handlers behind a plain HTTP server on 127.0.0.1. */
export async function startFakeStripe(fake = new FakeStripe()): Promise<FakeStripeServer> {
  const handlers = fake.handlers();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`https://api.stripe.com${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' ? undefined : body,
    });
    const answer =
      (await getResponse(handlers, request)) ??
      Response.json(
        { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url}).` } },
        { status: 404 },
      );
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
      'request-id': `req_${Date.now().toString(36)}`,
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { fake, url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Posts an event to the server's webhook exactly as Stripe would: raw JSON body, signed header, no Origin. */
export async function sendStripeEvent(appUrl: string, event: object, secret = STRIPE_KEYS.webhook) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(`${appUrl}/api/v1/billing/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    body: payload,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Obj | null };
}

/** Stripe's test cards: 4000 0000 0000 0002 is declined, any other well-formed number succeeds. */
const DECLINED = '4000000000000002';
const brandOf = (number: string) =>
  number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : number.startsWith('3') ? 'amex' : 'unknown';

export interface PaymentHooks {
  /** Runs after Stripe settled the payment and before the browser gets its answer (webhook time). */
  afterPayment?: (info: { subscription: Obj; invoice: Obj }) => Promise<void>;
}

/**
 * Serves the Stripe.js stand-in and answers the browser's api.stripe.com calls: confirming the
 * first invoice's PaymentIntent pays it, activates the subscription and saves the card, as Stripe does.
 */
export async function routeStripeJs(context: BrowserContext, fake: FakeStripe, hooks: PaymentHooks = {}) {
  await context.route('https://js.stripe.com/v3**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: STRIPE_JS }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, authorization',
      'content-type': 'application/json',
    };
    const req = route.request();
    if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const reply = (status: number, body: object) => route.fulfill({ status, headers: cors, body: JSON.stringify(body) });
    const form = parseStripeForm(req.postData() ?? '');
    if (form.key !== STRIPE_KEYS.publishable)
      return reply(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${form.key}` } });
    const pi = new URL(req.url()).pathname.match(/^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)\/confirm$/);
    const seti = new URL(req.url()).pathname.match(/^\/v1\/setup_intents\/(seti_[A-Za-z0-9]+)\/confirm$/);
    const card: Obj = form.payment_method_data?.card ?? {};
    const number = String(card.number ?? '').replace(/\s+/g, '');
    if (!/^\d{15,16}$/.test(number))
      return reply(402, {
        error: { type: 'card_error', code: 'incomplete_number', message: 'Your card number is incomplete.', param: 'number' },
      });
    if (number === DECLINED)
      return reply(402, {
        error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      });
    if (pi) return confirmPayment(fake, pi[1]!, form, number, hooks, reply);
    if (seti) {
      const intent = fake.setupIntents.get(seti[1]!);
      if (!intent || intent.client_secret !== form.client_secret)
        return reply(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such setupintent: '${seti[1]}'`, param: 'intent' },
        });
      Object.assign(intent, { status: 'succeeded', payment_method: fake.paymentMethod(brandOf(number), number.slice(-4)).id });
      return reply(200, intent);
    }
    return reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method()}: ${req.url()}).` } });
  });
}

async function confirmPayment(
  fake: FakeStripe,
  piId: string,
  form: Obj,
  number: string,
  hooks: PaymentHooks,
  reply: (s: number, b: object) => Promise<void>,
) {
  const invoice = [...fake.invoices.values()].find((inv) => inv.payment_intent === piId);
  if (!invoice || form.client_secret !== `${piId}_secret_${piId.slice(3)}`) {
    return reply(404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${piId}'`, param: 'intent' },
    });
  }
  const subscription = fake.subscriptions.get(invoice.subscription)!;
  const pm = fake.paymentMethod(brandOf(number), number.slice(-4));
  Object.assign(invoice, {
    status: 'paid',
    paid: true,
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    status_transitions: { ...invoice.status_transitions, paid_at: now() },
  });
  Object.assign(subscription, { status: 'active', default_payment_method: pm.id });
  const customer = fake.customers.get(subscription.customer);
  if (customer) customer.invoice_settings.default_payment_method = pm.id;
  await hooks.afterPayment?.({ subscription, invoice });
  return reply(200, {
    id: piId,
    object: 'payment_intent',
    amount: invoice.amount_due,
    currency: invoice.currency,
    client_secret: form.client_secret,
    livemode: false,
    payment_method: pm.id,
    status: 'succeeded',
  });
}

/**
 * The stand-in for Stripe.js v3: Stripe(key).elements({clientSecret}).create('payment') mounts a
 * card form; confirmPayment/confirmSetup post to api.stripe.com like Stripe.js and, on success,
 * leave for return_url with the query parameters Stripe adds.
 */
const STRIPE_JS = String.raw`(function () {
  function Stripe(key) {
    if (typeof key !== 'string' || key.indexOf('pk_') !== 0) throw new Error('Invalid publishable key.');
    function confirm(kind, options) {
      var elements = options.elements, secret = elements._clientSecret;
      var id = secret.split('_secret_')[0];
      var fields = elements._fields();
      var body = new URLSearchParams({ key: key, client_secret: secret, return_url: options.confirmParams.return_url, 'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': fields.number, 'payment_method_data[card][exp]': fields.exp, 'payment_method_data[card][cvc]': fields.cvc });
      return fetch('https://api.stripe.com/v1/' + kind + 's/' + id + '/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() })
        .then(function (r) { return r.json(); })
        .then(function (res) {
          if (res.error) return { error: res.error };
          var url = new URL(options.confirmParams.return_url);
          url.searchParams.set(kind, id);
          url.searchParams.set(kind + '_client_secret', secret);
          url.searchParams.set('redirect_status', res.status === 'succeeded' ? 'succeeded' : 'failed');
          window.location.assign(url.toString());
          return new Promise(function () {});
        }, function () { return { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } }; });
    }
    return {
      elements: function (opts) {
        var inputs = {};
        return {
          _clientSecret: opts.clientSecret,
          _fields: function () { return { number: inputs.number ? inputs.number.value : '', exp: inputs.exp ? inputs.exp.value : '', cvc: inputs.cvc ? inputs.cvc.value : '' }; },
          create: function (type) {
            if (type !== 'payment') throw new Error('Unsupported element: ' + type);
            var handlers = { ready: [], change: [] }, root = null;
            return {
              mount: function (el) {
                root = document.createElement('div');
                root.setAttribute('data-testid', 'stripe-payment-element');
                root.style.cssText = 'display:grid;gap:8px;padding:4px 0';
                [['number', 'Card number', '1234 1234 1234 1234'], ['exp', 'Expiration', 'MM / YY'], ['cvc', 'CVC', 'CVC']].forEach(function (f) {
                  var label = document.createElement('label');
                  label.style.cssText = 'display:grid;gap:4px;font-size:13px';
                  label.textContent = f[1];
                  var input = document.createElement('input');
                  input.placeholder = f[2];
                  input.autocomplete = 'off';
                  input.style.cssText = 'height:40px;padding:0 12px;border-radius:8px;border:1px solid rgba(127,127,127,.4);background:transparent;color:inherit';
                  input.addEventListener('input', function () {
                    var complete = inputs.number.value.replace(/\s/g, '').length >= 15 && inputs.exp.value.length >= 4 && inputs.cvc.value.length >= 3;
                    handlers.change.forEach(function (cb) { cb({ elementType: 'payment', complete: complete, empty: false }); });
                  });
                  inputs[f[0]] = input;
                  label.appendChild(input);
                  root.appendChild(label);
                });
                el.appendChild(root);
                setTimeout(function () { handlers.ready.forEach(function (cb) { cb({ elementType: 'payment' }); }); }, 0);
              },
              destroy: function () { if (root) root.remove(); },
              on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); }
            };
          }
        };
      },
      confirmPayment: function (options) { return confirm('payment_intent', options); },
      confirmSetup: function (options) { return confirm('setup_intent', options); }
    };
  }
  window.Stripe = Stripe;
})();`;
