import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';

export function findVapidKeys(db: Db) {
  return db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
}

/** Stores the install's key pair unless another process stored one first (theirs wins). */
export async function insertVapidKeysOnce(db: Db, keys: { public_key: string; private_key: string }) {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, ...keys, created_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export interface PushSubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** Saves a subscription; one already stored for the endpoint moves to this user with the new keys. */
export async function upsertSubscription(
  db: Db,
  row: { user_id: number; endpoint: string; p256dh: string; auth: string; user_agent: string | null },
): Promise<PushSubscriptionRow> {
  const now = nowIso();
  return db
    .insertInto('push_subscriptions')
    .values({ ...row, created_at: now })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, user_agent: row.user_agent, created_at: now }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function subscriptionsOfUser(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Deletes a user's subscriptions beyond the `keep` most recently used or added ones. */
export async function trimSubscriptions(db: Db, userId: number, keep: number) {
  const stale = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.fn.coalesce('last_used_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (stale.length)
    await deleteSubscriptions(
      db,
      stale.map((r) => r.id),
    );
}

/** Deletes the user's own subscription at `endpoint`; false when they have none there. */
export async function deleteOwnSubscription(db: Db, userId: number, endpoint: string) {
  const res = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteSubscriptions(db: Db, ids: number[]) {
  if (ids.length) await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
}

export async function touchSubscriptions(db: Db, ids: number[]) {
  if (ids.length) await db.updateTable('push_subscriptions').set({ last_used_at: nowIso() }).where('id', 'in', ids).execute();
}

export async function deleteSubscriptionsOfUsers(trx: Trx, userIds: number[]) {
  await trx.deleteFrom('push_subscriptions').where('user_id', 'in', userIds).execute();
}
