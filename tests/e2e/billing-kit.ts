import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ApiClient, type AccountsEnv } from './accounts-kit';
import { startFakeStripe, sendStripeEvent, STRIPE_KEYS, type FakeStripeServer } from './billing-stripe';
import { ADMIN, launchBrowser, startServer } from './harness';

// Shared setup of the billing browser suites: a real server whose Stripe calls go to a loopback
// FakeStripe, an admin API client, the demo plans, and a processed full video behind the paywall.

export interface BillingEnv extends AccountsEnv {
  stripe: FakeStripeServer;
  plans: { free: number; premium: number; monthly: number; yearly: number };
}

export async function startBilling(): Promise<BillingEnv> {
  const env = { handedOut: [] as string[], plans: { free: 0, premium: 0, monthly: 0, yearly: 0 } } as unknown as BillingEnv;
  env.stripe = await startFakeStripe();
  // No keys yet: until enableStripe() the server offers no payment provider and calls nobody.
  env.server = await startServer({ STRIPE_API_BASE: env.stripe.url });
  env.browser = await launchBrowser();
  env.admin = new ApiClient(env.server.url);
  await env.admin.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
  await env.admin.request('POST', 'api/v1/settings', { settings: { 'billing.enable': true } });
  const free = await env.admin.request('POST', 'api/v1/billing/products', {
    name: 'Basic',
    description: 'Trailers and the catalogue.',
    free: true,
    position: 1,
    feature_list: ['Browse the full catalogue', 'Watch trailers'],
  });
  const premium = await env.admin.request('POST', 'api/v1/billing/products', {
    name: 'Premium',
    description: 'Every movie and series in HD.',
    recommended: true,
    position: 2,
    feature_list: ['Unlimited movies and series', 'HD streaming', 'Cancel anytime'],
    permissions: [{ name: 'videos.play', restrictions: [] }],
    prices: [
      { amount: 999, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 9999, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  });
  // A hidden plan with a bigger yearly discount: it must not show nor raise the savings hint.
  await env.admin.request('POST', 'api/v1/billing/products', {
    name: 'Staff deal',
    hidden: true,
    prices: [
      { amount: 1000, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 1000, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  });
  env.plans.free = free.product.id;
  env.plans.premium = premium.product.id;
  env.plans.monthly = premium.product.prices.find((p: { interval: string }) => p.interval === 'month').id;
  env.plans.yearly = premium.product.prices.find((p: { interval: string }) => p.interval === 'year').id;
  return env;
}

export async function stopBilling(env: BillingEnv) {
  await env.browser?.close();
  await env.server?.stop();
  await env.stripe?.close();
}

/** The admin enters the Stripe keys in the settings and re-syncs the plans made before. */
export async function enableStripe(env: BillingEnv) {
  await env.admin.request('POST', 'api/v1/settings', {
    settings: {
      'billing.stripe.publishable_key': STRIPE_KEYS.publishable,
      'billing.stripe.secret_key': STRIPE_KEYS.secret,
      'billing.stripe.webhook_secret': STRIPE_KEYS.webhook,
    },
  });
  const { pagination } = await env.admin.request('GET', 'api/v1/billing/products?all=true');
  for (const p of pagination.data as { id: number }[]) await env.admin.request('POST', `api/v1/billing/products/${p.id}/sync`);
}

export function withDb<T>(env: BillingEnv, fn: (db: Database.Database) => T): T {
  const db = new Database(path.join(env.server.dataDir, 'marquee.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return fn(db);
  } finally {
    db.close();
  }
}

/** Only plans grant videos.play from here on: the default Users role and the guests lose it. */
export async function gateVideosBehindPlans(env: BillingEnv) {
  const { pagination } = await env.admin.request('GET', 'api/v1/roles?perPage=50');
  for (const role of pagination.data as { id: number; default: boolean; guests: boolean; permissions: ({ name: string } | string)[] }[]) {
    if (!role.default && !role.guests) continue;
    const permissions = role.permissions.map((p) => (typeof p === 'string' ? p : p.name)).filter((n) => n !== 'videos.play');
    await env.admin.request('PUT', `api/v1/roles/${role.id}`, { permissions });
  }
}

/** A short H.264/AAC clip uploaded as a movie's full video and processed to HLS by the jobs worker. */
export async function createFullVideo(env: BillingEnv, seconds = 30) {
  const key = 'uploads/billing-e2e/source.mp4';
  const file = path.join(env.server.dataDir, 'storage', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=160x90:rate=5:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-movflags',
    '+faststart',
    file,
  ]);
  const { title } = await env.admin.request('POST', 'api/v1/titles', {
    type: 'movie',
    name: 'Paywall Picture',
    description: 'A feature only subscribers may watch.',
    year: 2025,
  });
  const { video } = await env.admin.request('POST', 'api/v1/videos', {
    name: 'Paywall Picture (full)',
    type: 'upload',
    source_key: key,
    category: 'full',
    title_id: title.id,
  });
  for (const deadline = Date.now() + 150_000; Date.now() < deadline;) {
    const status = (await env.admin.request('GET', `api/v1/videos/${video.id}`)).video.status;
    if (status === 'ready') return video.id as number;
    if (status === 'failed') break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`video ${video.id} was not processed\n${env.server.output().slice(-2000)}`);
}

/** An active Stripe subscription at the fake provider for the user, delivered by a signed webhook. */
export async function stripeSubscriber(env: BillingEnv, email: string, priceId: number) {
  const fake = env.stripe.fake;
  const { userId, stripePrice, productId } = withDb(env, (db) => {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    const price = db.prepare('SELECT stripe_id, product_id FROM prices WHERE id = ?').get(priceId) as {
      stripe_id: string;
      product_id: number;
    };
    return { userId: user.id, stripePrice: price.stripe_id, productId: price.product_id };
  });
  const customer = (await (
    await fetch(`${env.stripe.url}/v1/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }),
    })
  ).json()) as { id: string };
  const pm = fake.paymentMethod('mastercard', '4444');
  const sub = fake.subscription({
    customer: customer.id,
    price: stripePrice,
    default_payment_method: pm.id,
    metadata: { user_id: String(userId), product_id: String(productId), price_id: String(priceId) },
  });
  const res = await sendStripeEvent(env.server.url, fake.event('customer.subscription.created', sub));
  if (res.status !== 200) throw new Error(`webhook: ${res.status} ${JSON.stringify(res.body)}`);
  return sub;
}

/** Writes a valid (renewing) Stripe subscription and one paid invoice for the user, as the webhook would. */
export function insertSubscription(env: BillingEnv, email: string, opts: { canceled?: boolean } = {}) {
  const { plans } = env;
  return withDb(env, (db) => {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    const now = new Date();
    const renews = new Date(now.getTime() + 20 * 86_400_000).toISOString();
    const sub = db
      .prepare(
        `INSERT INTO subscriptions (user_id, product_id, price_id, gateway, gateway_id, gateway_customer_id, status, renews_at, ends_at, canceled_at, card_brand, card_last4, created_at, updated_at)
         VALUES (?, ?, ?, 'stripe', ?, 'cus_e2e', 'active', ?, ?, ?, 'visa', '4242', ?, ?)`,
      )
      .run(
        user.id,
        plans.premium,
        plans.monthly,
        `sub_e2e${user.id}`,
        opts.canceled ? null : renews,
        opts.canceled ? renews : null,
        opts.canceled ? now.toISOString() : null,
        now.toISOString(),
        now.toISOString(),
      );
    db.prepare(
      `INSERT INTO invoices (subscription_id, user_id, gateway, gateway_id, amount, currency, status, period_start, period_end, paid_at, created_at)
       VALUES (?, ?, 'stripe', ?, 999, 'USD', 'paid', ?, ?, ?, ?)`,
    ).run(sub.lastInsertRowid, user.id, `in_e2e${user.id}`, now.toISOString(), renews, now.toISOString(), now.toISOString());
    return renews;
  });
}

const media = (page: Page) =>
  page
    .locator('[data-testid="video-player"] video')
    .evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, paused: v.paused, ready: v.readyState }));

/** Opens the watch page and checks the full video really plays: currentTime moves past a second. */
export async function playsFullVideo(env: BillingEnv, page: Page, videoId: number) {
  await page.goto(`${env.server.url}/watch/${videoId}`);
  await page.getByRole('heading', { level: 1, name: 'Paywall Picture (full)' }).waitFor();
  await page.getByTestId('video-player').waitFor();
  await expect.poll(async () => (await media(page)).ready, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  if ((await media(page)).paused) await page.getByTestId('player-big-play').click();
  await expect.poll(async () => (await media(page)).time, { timeout: 30_000 }).toBeGreaterThan(1);
}

export const longDay = (unixSeconds: number) =>
  new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(unixSeconds * 1000));
