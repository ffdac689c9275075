import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { SubscriptionsTable } from '../../../db/tables/billing';
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
