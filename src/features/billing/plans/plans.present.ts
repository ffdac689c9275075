import type { Selectable } from 'kysely';
import type { PricesTable, ProductsTable } from '../../../db/tables/billing';
import { parseJsonOr } from '../../../platform/json';

export type ProductRow = Selectable<ProductsTable>;
export type PriceRow = Selectable<PricesTable>;

export const presentPrice = (p: PriceRow) => ({
  id: p.id,
  product_id: p.product_id,
  amount: p.amount,
  currency: p.currency,
  interval: p.interval,
  interval_count: p.interval_count,
});

/** A plan as the pricing page sees it; admins also get provider sync ids and archived prices. */
export function presentProduct(p: ProductRow, prices: PriceRow[], admin = false) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    feature_list: parseJsonOr<string[]>(p.feature_list, []),
    hidden: !!p.hidden,
    free: !!p.free,
    recommended: !!p.recommended,
    position: p.position,
    seats: p.seats,
    permissions: parseJsonOr<unknown[]>(p.permissions, []),
    prices: prices
      .filter((x) => !x.archived)
      .map((x) => (admin ? { ...presentPrice(x), stripe_id: x.stripe_id, paypal_id: x.paypal_id } : presentPrice(x))),
    ...(admin
      ? {
          stripe_id: p.stripe_id,
          paypal_id: p.paypal_id,
          archived_prices: prices
            .filter((x) => x.archived)
            .map((x) => ({ ...presentPrice(x), stripe_id: x.stripe_id, paypal_id: x.paypal_id })),
          synced: { stripe: !!p.stripe_id, paypal: !!p.paypal_id },
        }
      : {}),
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}
