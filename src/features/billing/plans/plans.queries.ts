import type { Insertable, Updateable } from 'kysely';
import { type Db, nowIso } from '../../../db/database';
import type { ProductsTable } from '../../../db/tables/billing';
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

export async function pricesByIds(db: Db, ids: number[]): Promise<PriceRow[]> {
  if (!ids.length) return [];
  return db.selectFrom('prices').selectAll().where('id', 'in', ids).execute();
}

export async function productNames(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute();
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

type PriceTerms = { amount: number; currency: string; interval: string; interval_count: number };

export async function insertProduct(db: Db, fields: Insertable<ProductsTable>) {
  return (await db.insertInto('products').values(fields).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateProductRow(db: Db, id: number, fields: Updateable<ProductsTable>) {
  await db.updateTable('products').set(fields).where('id', '=', id).execute();
}

export async function deleteProductRow(db: Db, id: number) {
  await db.deleteFrom('products').where('id', '=', id).execute();
}

export async function insertPrice(db: Db, productId: number, p: PriceTerms) {
  await db
    .insertInto('prices')
    .values({ product_id: productId, amount: p.amount, currency: p.currency, interval: p.interval, interval_count: p.interval_count })
    .execute();
}

export async function archivePrice(db: Db, id: number, now: string) {
  await db.updateTable('prices').set({ archived: 1, updated_at: now }).where('id', '=', id).execute();
}

export async function archivePricesOf(db: Db, productId: number) {
  await db.updateTable('prices').set({ archived: 1 }).where('product_id', '=', productId).execute();
}

/** Stores the provider's id of a price once it was created there. */
export async function setPriceProviderId(db: Db, id: number, ids: { stripe_id: string } | { paypal_id: string }) {
  await db
    .updateTable('prices')
    .set({ ...ids, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
