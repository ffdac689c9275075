import { containsText } from '../../../db/dialect';
import { type ExpressionBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { SubscriptionsTable } from '../../../db/tables/billing';
import type { AdminListQuery } from './subscriptions.schemas';
import type { SubscriptionState } from './subscriptions.state';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** SQL twin of isValid() in subscriptions.state.ts. */
export function validSubscription(eb: ExpressionBuilder<Database, 'subscriptions'>, now = nowIso()) {
  return eb.or([
    eb.and([eb('subscriptions.ends_at', 'is', null), eb('subscriptions.status', 'in', ['active', 'trialing', 'past_due'])]),
    eb.and([eb('subscriptions.ends_at', '>', now), eb('subscriptions.status', 'in', ['active', 'trialing', 'past_due', 'canceled'])]),
  ]);
}

export async function findSubscription(db: Db, id: number) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findByGatewayId(db: Db, gateway: string, gatewayId: string) {
  return db.selectFrom('subscriptions').selectAll().where('gateway', '=', gateway).where('gateway_id', '=', gatewayId).executeTakeFirst();
}

export async function validSubscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => validSubscription(eb))
    .orderBy('id', 'desc')
    .execute();
}

export async function subscriptionsOf(db: Db, userId: number) {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

/**
 * Stores the provider's current state of a subscription (insert or update). Plan and price come
 * from our prices table by the provider price id; the user from the provider object or the row.
 * Returns the row before and after, or null when the owner is unknown.
 */
export async function upsertFromProvider(
  db: Db,
  state: SubscriptionState,
  hint: { user_id?: number | null; product_id?: number | null } = {},
): Promise<{ before: SubscriptionRow | undefined; after: SubscriptionRow } | null> {
  const before = await findByGatewayId(db, state.gateway, state.gateway_id);
  const price = state.gateway_price_id
    ? await db
        .selectFrom('prices')
        .select(['id', 'product_id'])
        .where(state.gateway === 'stripe' ? 'stripe_id' : 'paypal_id', '=', state.gateway_price_id)
        .executeTakeFirst()
    : undefined;
  const userId = before?.user_id ?? state.user_id ?? hint.user_id ?? null;
  if (!userId) return null;
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const fields = {
    gateway_customer_id: state.gateway_customer_id ?? before?.gateway_customer_id ?? null,
    product_id: price?.product_id ?? before?.product_id ?? hint.product_id ?? null,
    price_id: price?.id ?? before?.price_id ?? null,
    status: state.status,
    renews_at: state.renews_at,
    ends_at: state.ends_at,
    canceled_at: state.canceled_at,
    trial_ends_at: state.trial_ends_at,
    // A re-read without the payment method expanded keeps the one we know.
    card_brand: state.card_brand ?? before?.card_brand ?? null,
    card_last4: state.card_last4 ?? before?.card_last4 ?? null,
    updated_at: nowIso(),
  };
  const after = await db
    .insertInto('subscriptions')
    .values({ user_id: userId, gateway: state.gateway, gateway_id: state.gateway_id, ...fields })
    .onConflict((oc) => oc.columns(['gateway', 'gateway_id']).doUpdateSet(fields))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after };
}

/** The user's newest incomplete Stripe subscription to this price created after `since`. */
export async function recentIncompleteStripe(db: Db, userId: number, priceId: number, since: string) {
  return db
    .selectFrom('subscriptions')
    .select('gateway_id')
    .where('user_id', '=', userId)
    .where('gateway', '=', 'stripe')
    .where('price_id', '=', priceId)
    .where('status', '=', 'incomplete')
    .where('created_at', '>', since)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Whether anyone subscribes (or subscribed) to the plan. */
export async function planHasSubscriptions(db: Db, productId: number) {
  return !!(await db.selectFrom('subscriptions').select('id').where('product_id', '=', productId).executeTakeFirst());
}

/** The permission lists (JSON) of the plans the user holds a valid subscription to. */
export async function validPlanPermissionsOf(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('products', 'products.id', 'subscriptions.product_id')
    .select(['products.permissions', 'subscriptions.ends_at'])
    .where('subscriptions.user_id', '=', userId)
    .where((eb) => validSubscription(eb))
    .execute();
}

/** The admin subscriptions list with each subscriber's email and name, newest first (to paginate). */
export function adminSubscriptionsQuery(db: Db, q: AdminListQuery) {
  let query = db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .selectAll('subscriptions')
    .select(['users.email', 'users.name as user_name'])
    .orderBy('subscriptions.id', 'desc');
  if (q.product_id) query = query.where('subscriptions.product_id', '=', q.product_id);
  if (q.gateway) query = query.where('subscriptions.gateway', '=', q.gateway);
  if (q.user_id) query = query.where('subscriptions.user_id', '=', q.user_id);
  if (q.query) {
    const text = q.query;
    query = query.where((eb) => eb.or([containsText(sql.ref('users.email'), text), containsText(sql.ref('users.name'), text)]));
  }
  if (q.status === 'valid') query = query.where((eb) => validSubscription(eb));
  else if (q.status === 'ending') query = query.where((eb) => validSubscription(eb)).where('subscriptions.ends_at', 'is not', null);
  else if (q.status) query = query.where('subscriptions.status', '=', q.status);
  return query;
}

/** Valid subscriptions that renew (no end date) with their price, for MRR. */
export async function renewingPrices(db: Db, now: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('prices', 'prices.id', 'subscriptions.price_id')
    .select(['subscriptions.user_id', 'prices.amount', 'prices.currency', 'prices.interval', 'prices.interval_count'])
    .where((eb) => validSubscription(eb, now))
    .where('subscriptions.ends_at', 'is', null)
    .where('subscriptions.status', 'in', ['active', 'past_due'])
    .execute();
}

/** Distinct users with a valid subscription at `now`. */
export async function countActiveSubscribers(db: Db, now: string) {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.count<number>('subscriptions.user_id').distinct().as('n'))
    .where((eb) => validSubscription(eb, now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type SubscriptionsQuery = SelectQueryBuilder<Database, 'subscriptions', object>;
const countOf = async (query: SubscriptionsQuery) =>
  Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Subscriptions created by `at` and valid then. */
export const countValidAt = (db: Db, at: string) =>
  countOf(
    db
      .selectFrom('subscriptions')
      .where('created_at', '<=', at)
      .where((eb) => validSubscription(eb, at)),
  );

/** Subscriptions that existed at `from` and ended in (from, until]. */
export const countEndedBetween = (db: Db, from: string, until: string) =>
  countOf(db.selectFrom('subscriptions').where('ends_at', '>', from).where('ends_at', '<=', until).where('created_at', '<=', from));

/** Valid subscriptions with an end date by `until`, with the end date last announced. */
export async function subscriptionsEndingBy(db: Db, now: string, until: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'product_id', 'ends_at', 'ending_soon_sent_for'])
    .where((eb) => validSubscription(eb, now))
    .where('ends_at', 'is not', null)
    .where('ends_at', '<=', until)
    .execute();
}

/** Marks the end date as announced; false when it already was (another process claimed it). */
export async function claimEndingSoonNotice(db: Db, id: number, endsAt: string | null) {
  const claimed = await db
    .updateTable('subscriptions')
    .set({ ending_soon_sent_for: endsAt })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('ending_soon_sent_for', 'is', null), eb('ending_soon_sent_for', '!=', endsAt)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** The plan name of a subscription (null when its plan is gone). */
export async function planNameOfSubscription(db: Db, id: number) {
  const row = await db
    .selectFrom('subscriptions')
    .leftJoin('products', 'products.id', 'subscriptions.product_id')
    .select('products.name')
    .where('subscriptions.id', '=', id)
    .executeTakeFirst();
  return row?.name;
}
