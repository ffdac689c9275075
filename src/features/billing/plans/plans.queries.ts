import type { Db } from '../../../db/database';
import { validSubscription } from '../subscriptions/subscriptions.queries';
import type { PriceRow, ProductRow } from './plans.present';

export async function listProducts(db: Db, includeHidden: boolean) {
  let q = db.selectFrom('products').selectAll().orderBy('position').orderBy('id');
  if (!includeHidden) q = q.where('hidden', '=', 0);
  const products = await q.execute();
  const prices = await pricesOf(
    db,
    products.map((p) => p.id),
  );
  return products.map((p) => ({ product: p, prices: prices.filter((x) => x.product_id === p.id) }));
}

export async function pricesOf(db: Db, productIds: number[]): Promise<PriceRow[]> {
  if (!productIds.length) return [];
  return db.selectFrom('prices').selectAll().where('product_id', 'in', productIds).orderBy('id').execute();
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPrice(db: Db, id: number): Promise<PriceRow | undefined> {
  return db.selectFrom('prices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPriceByGatewayId(db: Db, gateway: 'stripe' | 'paypal', gatewayId: string) {
  return db
    .selectFrom('prices')
    .selectAll()
    .where(gateway === 'stripe' ? 'stripe_id' : 'paypal_id', '=', gatewayId)
    .executeTakeFirst();
}

/** Valid (paid-up) subscriptions per plan, for the admin plans list. */
export async function subscriberCounts(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectFrom('subscriptions')
    .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('product_id', 'in', productIds)
    .where((eb) => validSubscription(eb))
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id!, Number(r.n)]));
}
