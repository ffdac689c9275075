import type { Db } from '../../../db/database';
import { presentPrice } from '../plans/plans.present';
import { pricesByIds, productNames } from '../plans/plans.queries';
import type { SubscriptionRow } from './subscriptions.queries';
import { isActive, isValid } from './subscriptions.state';

/** A subscription with its derived flags and, when loaded, plan and price. */
export function presentSubscription(
  s: SubscriptionRow,
  extra: { product?: { id: number; name: string } | null; price?: Parameters<typeof presentPrice>[0] | null } = {},
) {
  const valid = isValid(s);
  return {
    id: s.id,
    user_id: s.user_id,
    product_id: s.product_id,
    price_id: s.price_id,
    gateway: s.gateway,
    gateway_id: s.gateway_id,
    status: s.status,
    valid,
    active: isActive(s),
    on_grace_period: valid && !!s.ends_at,
    renews_at: s.renews_at,
    ends_at: s.ends_at,
    canceled_at: s.canceled_at,
    trial_ends_at: s.trial_ends_at,
    payment_method: s.card_brand ? { brand: s.card_brand, last4: s.card_last4 } : null,
    created_at: s.created_at,
    updated_at: s.updated_at,
    ...(extra.product !== undefined ? { product: extra.product } : {}),
    ...(extra.price !== undefined ? { price: extra.price ? presentPrice(extra.price) : null } : {}),
  };
}

/** `{ subscription }`: what every call that changes one subscription answers. */
export async function subscriptionAnswer(db: Db, row: SubscriptionRow) {
  return { subscription: (await presentSubscriptions(db, [row]))[0]! };
}

/** Subscriptions with plan name and price, for the user payload, billing page and admin list. */
export async function presentSubscriptions(db: Db, rows: SubscriptionRow[]) {
  const productIds = [...new Set(rows.map((r) => r.product_id).filter((x): x is number => x !== null))];
  const priceIds = [...new Set(rows.map((r) => r.price_id).filter((x): x is number => x !== null))];
  const products = await productNames(db, productIds);
  const prices = await pricesByIds(db, priceIds);
  return rows.map((r) =>
    presentSubscription(r, {
      product: products.find((p) => p.id === r.product_id) ?? null,
      price: prices.find((p) => p.id === r.price_id) ?? null,
    }),
  );
}
