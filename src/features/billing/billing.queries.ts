import type { Db } from '../../db/database';

/** The user's customer id at a provider, when one was created. */
export async function findCustomerId(db: Db, userId: number, gateway: string) {
  const row = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('gateway', '=', gateway)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Remembers the user's customer at a provider; a second one for the same gateway is ignored. */
export async function saveCustomerId(db: Db, userId: number, gateway: string, customerId: string) {
  await db
    .insertInto('billing_customers')
    .values({ user_id: userId, gateway, customer_id: customerId })
    .onConflict((oc) => oc.columns(['user_id', 'gateway']).doNothing())
    .execute();
}
