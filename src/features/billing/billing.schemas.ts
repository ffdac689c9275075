import { z } from 'zod';
import { id, page, text, timestamp } from '../../http/response-schemas';
import { billingIntervals } from '../../shared/plans.schemas';
import { permissionGrant } from '../accounts/roles/roles.schemas';
import { lazySchema } from '../../http/lazy-schema';

/** The plans list: `all=true` also lists hidden plans, for plan admins (plans.update). */
export const plansQuery = lazySchema(() =>
  z.object({ all: z.string().optional().meta({ description: 'true: hidden plans too (plan admins only).' }) }),
);

export const checkoutBody = lazySchema(() =>
  z.object({
    product_id: z.coerce.number().int().positive(),
    price_id: z.coerce.number().int().positive(),
  }),
);
export const stripeConfirmBody = lazySchema(() =>
  z.object({ subscriptionId: z.string().regex(/^sub_[A-Za-z0-9]+$/, 'Invalid subscription id.') }),
);
export const paypalConfirmBody = lazySchema(() =>
  z.object({ subscription_id: z.string().regex(/^I-[A-Z0-9]+$/, 'Invalid subscription id.') }),
);
export const setupConfirmBody = lazySchema(() =>
  z.object({ setup_intent_id: z.string().regex(/^seti_[A-Za-z0-9]+$/, 'Invalid setup intent id.') }),
);
export const changePlanBody = lazySchema(() => z.object({ price_id: z.coerce.number().int().positive() }));
export const extendBody = lazySchema(() =>
  z
    .object({ renews_at: z.iso.datetime().optional(), ends_at: z.iso.datetime().optional() })
    .refine((v) => !!v.renews_at !== !!v.ends_at, { message: 'Give either renews_at or ends_at.', path: ['renews_at'] }),
);
export const subscriptionIdParam = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
export const adminSubscriptionsQuery = lazySchema(() =>
  z.object({
    product_id: z.coerce.number().int().positive().optional(),
    gateway: z.enum(['stripe', 'paypal']).optional(),
    status: z.string().max(30).optional(),
    user_id: z.coerce.number().int().positive().optional(),
  }),
);
export const revenueQuery = lazySchema(() =>
  z.object({
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
  }),
);

// Success bodies (responds.ts), as the plans, subscriptions and invoices presenters write them.

const adminOnly = { description: 'Plan admins (plans.update) only.' };
const providerIds = {
  stripe_id: text.optional().meta(adminOnly),
  paypal_id: text.optional().meta(adminOnly),
};

export const price = lazySchema(() =>
  z.looseObject({
    id,
    product_id: id,
    amount: z.int().meta({ description: 'Minor units (cents).' }),
    currency: z.string().meta({ examples: ['USD'] }),
    interval: z.enum(billingIntervals),
    interval_count: z.int(),
    ...providerIds,
  }),
);

/** A plan as the pricing page sees it; plan admins also get the provider sync state and archived prices. */
export const plan = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    description: text,
    feature_list: z.array(z.string()),
    hidden: z.boolean(),
    free: z.boolean(),
    recommended: z.boolean(),
    position: z.int(),
    seats: z.int().meta({ description: 'People the plan covers: the subscriber plus seats − 1 members of workspaces they own.' }),
    permissions: z.array(permissionGrant),
    prices: z.array(price),
    ...providerIds,
    archived_prices: z.array(price).optional().meta(adminOnly),
    synced: z.looseObject({ stripe: z.boolean(), paypal: z.boolean() }).optional().meta(adminOnly),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);
const adminPlan = lazySchema(() => plan.required({ stripe_id: true, paypal_id: true, archived_prices: true, synced: true }));

export const plansList = lazySchema(() =>
  z.looseObject({
    pagination: z.looseObject({
      data: z.array(plan.extend({ subscribers: z.int().optional().meta({ description: 'Valid subscriptions; plan admins only.' }) })),
    }),
  }),
);
export const planBody = lazySchema(() => z.looseObject({ product: plan }));
export const savedPlanBody = lazySchema(() =>
  z.looseObject({
    product: adminPlan,
    sync_error: z
      .string()
      .optional()
      .meta({ description: 'Set when a payment provider failed: the plan is saved but not synced (Sync now retries).' }),
  }),
);

const paymentMethod = lazySchema(() => z.looseObject({ brand: z.string(), last4: text }).nullable());

export const subscription = lazySchema(() =>
  z.looseObject({
    id,
    user_id: id,
    product_id: id.nullable(),
    price_id: id.nullable(),
    gateway: z.string().meta({ examples: ['stripe', 'paypal'] }),
    gateway_id: z.string().meta({ description: "The provider's subscription id." }),
    status: z.string().meta({ description: "The provider's status (active, trialing, past_due, canceled...)." }),
    valid: z.boolean().meta({ description: 'The plan may be used now.' }),
    active: z.boolean(),
    on_grace_period: z.boolean().meta({ description: 'Canceled, but paid up until ends_at.' }),
    renews_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    canceled_at: timestamp.nullable(),
    trial_ends_at: timestamp.nullable(),
    payment_method: paymentMethod,
    created_at: timestamp,
    updated_at: timestamp,
    product: z.looseObject({ id, name: z.string() }).nullable().optional(),
    price: price.nullable().optional(),
  }),
);

export const subscriptionBody = lazySchema(() => z.looseObject({ subscription }));
export const changedPlanBody = lazySchema(() =>
  subscriptionBody.extend({
    approve_url: text.meta({ description: 'PayPal: the page where the subscriber approves the change.' }),
  }),
);
export const subscriptionsPage = lazySchema(() =>
  z.looseObject({
    pagination: page(
      subscription.extend({ user: z.looseObject({ id, email: z.string(), name: text }).meta({ description: 'The subscriber.' }) }),
    ),
  }),
);

export const changePlanPreviewBody = lazySchema(() =>
  z.looseObject({
    preview: z.discriminatedUnion('supported', [
      z.looseObject({ supported: z.literal(false), price_id: id, amount: z.int(), currency: z.string() }),
      z.looseObject({
        supported: z.literal(true),
        price_id: id,
        amount_due: z.int(),
        proration: z.int(),
        currency: z.string(),
        next_payment_at: timestamp.nullable(),
        lines: z.array(z.looseObject({ amount: z.int(), description: text, proration: z.boolean() })),
      }),
    ]),
  }),
);

const stripeClientSecret = lazySchema(() => z.string().meta({ description: "The client secret for Stripe's Payment Element." }));
const publishableKey = lazySchema(() => z.string().meta({ description: 'The Stripe publishable key.' }));
export const stripeCheckoutBody = lazySchema(() =>
  z.looseObject({ clientSecret: stripeClientSecret, subscriptionId: z.string(), publishableKey }),
);
export const paypalCheckoutBody = lazySchema(() =>
  z.looseObject({
    approve_url: z.string().meta({ description: 'PayPal’s page where the subscriber approves the subscription.' }),
    subscription_id: z.string(),
  }),
);
export const setupIntentBody = lazySchema(() =>
  z.looseObject({ clientSecret: stripeClientSecret, setupIntentId: z.string(), publishableKey }),
);

export const providersBody = lazySchema(() =>
  z.looseObject({
    stripe: z.boolean(),
    paypal: z.boolean(),
    stripe_publishable_key: text,
  }),
);

const invoice = lazySchema(() =>
  z.looseObject({
    id,
    subscription_id: id.nullable(),
    gateway: z.string(),
    amount: z.int(),
    currency: z.string(),
    status: z.string(),
    period_start: timestamp.nullable(),
    period_end: timestamp.nullable(),
    paid_at: timestamp.nullable(),
    hosted_url: text,
    receipt_url: z.string(),
    created_at: timestamp,
  }),
);

export const billingOverviewBody = lazySchema(() =>
  z.looseObject({
    subscription: subscription.nullable().meta({ description: 'The current valid subscription.' }),
    next_charge: z.looseObject({ amount: z.int(), currency: z.string(), date: timestamp }).nullable(),
    payment_method: paymentMethod,
    invoices: z.array(invoice),
  }),
);

const seatPerson = lazySchema(() =>
  z.looseObject({
    id,
    name: text,
    email: z.string(),
    image: text,
    workspace: z.looseObject({ id, name: z.string() }).meta({ description: 'Where they joined first.' }),
  }),
);
export const seatsBody = lazySchema(() =>
  z.looseObject({
    seats: z.int(),
    used: z.int().meta({ description: 'Counts the subscriber too.' }),
    holders: z.array(seatPerson),
    waiting: z.array(seatPerson),
  }),
);

const amounts = lazySchema(() => z.array(z.looseObject({ currency: z.string(), amount: z.int().meta({ description: 'Minor units.' }) })));
export const revenueBody = lazySchema(() =>
  z.looseObject({
    report: z.looseObject({
      period: z.looseObject({ from: timestamp, to: timestamp }),
      mrr: amounts.meta({ description: 'Monthly recurring revenue of renewing subscriptions, by currency.' }),
      active_subscribers: z.int(),
      churn: z.looseObject({
        subscribers_at_start: z.int(),
        churned: z.int(),
        rate: z.number().meta({ description: 'Percent.' }),
      }),
      revenue: amounts.meta({ description: 'Paid invoices in the period, by currency.' }),
    }),
  }),
);

export const webhookReceived = lazySchema(() =>
  z.looseObject({
    received: z.literal(true),
    result: z.enum(['applied', 'duplicate', 'ignored']),
  }),
);
