import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import type { DeliveryState } from '../../db/tables/notifications';
import { usersHolding } from '../accounts/users/users.queries';

// The SQL of event publishing, fan-out and delivery (publish.ts, fan-out.ts, delivery.ts).

export async function insertEvent(
  db: Db,
  row: { type: string; audience: string; data: string; key: string | null; actor_id: number | null; group_key: string | null },
) {
  const inserted = await db
    .insertInto('notification_events')
    .values({ ...row, created_at: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export function findEvent(db: Db, id: number) {
  return db.selectFrom('notification_events').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markEventFannedOut(db: Db, id: number, recipients: number) {
  await db.updateTable('notification_events').set({ fanned_out_at: nowIso(), recipients }).where('id', '=', id).execute();
}

/** One page of the users holding `permission` (or 'admin', which grants all): ids above `afterId`, ascending. */
export async function usersWithPermission(db: Db, permission: string, page: { afterId: number; limit: number }) {
  const rows = await usersHolding(db, [permission, 'admin'])
    .select('users.id')
    .where('users.id', '>', page.afterId)
    .orderBy('users.id')
    .limit(page.limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Of `userIds`, those holding `permission`. */
export async function usersHoldingPermission(db: Db, permission: string, userIds: number[]) {
  const rows = await usersHolding(db, [permission, 'admin'])
    .select('users.id')
    .where('users.id', 'in', userIds)
    .orderBy('users.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Of `userIds`, those that exist (an event may name a user deleted since). */
export async function existingUsers(db: Db, userIds: number[]) {
  if (!userIds.length) return [];
  const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The stored channel choices (JSON) of several users for one type. */
export async function subscriptionsFor(db: Db, userIds: number[], type: string) {
  if (!userIds.length) return new Map<number, string>();
  const rows = await db
    .selectFrom('notification_subscriptions')
    .select(['user_id', 'channels'])
    .where('notif_id', '=', type)
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.channels]));
}

/** Users among `userIds` who chose the daily digest for e-mail. */
export async function digestUsers(db: Db, userIds: number[]) {
  if (!userIds.length) return new Set<number>();
  const rows = await db
    .selectFrom('notification_preferences')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('email_digest', '=', 'daily')
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export interface NewNotification {
  user_id: number;
  email_state: DeliveryState | null;
  push_state: DeliveryState | null;
}

/**
 * One notification per recipient of an event; a recipient who already has one for this event (a
 * retried fan-out) is skipped. Returns the new rows' ids and users.
 */
export async function insertEventNotifications(
  db: Db,
  event: { id: number; type: string; data: string; group_key: string | null },
  rows: NewNotification[],
) {
  if (!rows.length) return [];
  const created_at = nowIso();
  return db
    .insertInto('notifications')
    .values(
      rows.map((r) => ({
        user_id: r.user_id,
        type: event.type,
        data: event.data,
        event_id: event.id,
        group_key: event.group_key,
        email_state: r.email_state,
        push_state: r.push_state,
        created_at,
      })),
    )
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning(['id', 'user_id'])
    .execute();
}

/** Recipients' unread notifications of a batched type with the same group key. */
export function unreadGroupNotifications(db: Db, userIds: number[], type: string, groupKey: string) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'data', 'group_count', 'event_id'])
    .where('user_id', 'in', userIds)
    .where('type', '=', type)
    .where('group_key', '=', groupKey)
    .where('read_at', 'is', null)
    .execute();
}

/** Folds one more event into a batched notification and moves it to the top. */
export async function updateGroupedNotification(
  db: Db,
  id: number,
  change: { data: string; group_count: number; event_id: number; email_state: DeliveryState | null; push_state: DeliveryState | null },
) {
  await db
    .updateTable('notifications')
    .set({ ...change, created_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export function notificationsForDelivery(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.user_id',
      'notifications.type',
      'notifications.data',
      'notifications.email_state',
      'notifications.push_state',
      'users.email',
      'users.name',
    ])
    .where('notifications.id', 'in', ids)
    .execute();
}

export async function setDeliveryState(db: Db, ids: number[], channel: 'email' | 'browser', state: DeliveryState) {
  if (!ids.length) return;
  const column = channel === 'email' ? 'email_state' : 'push_state';
  await db
    .updateTable('notifications')
    .set({ [column]: state })
    .where('id', 'in', ids)
    .execute();
}

/** Users with notifications waiting for their daily digest, whose last digest is older than `before`. */
export async function usersDueForDigest(db: Db, before: string, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('notifications')
    .leftJoin('notification_preferences', 'notification_preferences.user_id', 'notifications.user_id')
    .select('notifications.user_id')
    .distinct()
    .where('notifications.email_state', '=', 'digest')
    .where('notifications.user_id', '>', afterId)
    .where((eb) =>
      eb.or([eb('notification_preferences.digest_sent_at', 'is', null), eb('notification_preferences.digest_sent_at', '<', before)]),
    )
    .orderBy('notifications.user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

export function digestNotificationsOf(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'data', 'created_at'])
    .where('user_id', '=', userId)
    .where('email_state', '=', 'digest')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export async function markDigestSent(db: Db, userId: number, ids: number[]) {
  await db.transaction().execute(async (trx) => {
    if (ids.length) await trx.updateTable('notifications').set({ email_state: 'sent' }).where('id', 'in', ids).execute();
    // older pending digest items beyond the 200 shown are folded into this digest too
    await trx
      .updateTable('notifications')
      .set({ email_state: 'sent' })
      .where('user_id', '=', userId)
      .where('email_state', '=', 'digest')
      .execute();
    await upsertPreferences(trx, userId, { digest_sent_at: nowIso() });
  });
}

export async function preferencesOf(db: Db, userId: number) {
  const row = await db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return { email_digest: row?.email_digest ?? ('off' as const) };
}

export async function upsertPreferences(db: Db, userId: number, change: { email_digest?: 'off' | 'daily'; digest_sent_at?: string }) {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(change))
    .execute();
}

export async function userEmail(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'name']).where('id', '=', userId).executeTakeFirst();
}
