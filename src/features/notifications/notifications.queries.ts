import type { Db, Trx } from '../../db/database';
import { nowIso } from '../../db/database';
import { type PageParams, paginate } from '../../http/pagination';

export interface NotificationRow {
  id: number;
  type: string;
  data: string;
  read_at: string | null;
  created_at: string;
}

export async function insertNotification(db: Db, userId: number, type: string, data: string) {
  await db.insertInto('notifications').values({ user_id: userId, type, data, created_at: nowIso() }).execute();
}

export function subscriptionsOf(db: Db, userId: number) {
  return db.selectFrom('notification_subscriptions').select(['notif_id', 'channels']).where('user_id', '=', userId).execute();
}

export async function saveSubscription(trx: Trx, userId: number, notifId: string, channels: string) {
  await trx
    .insertInto('notification_subscriptions')
    .values({ user_id: userId, notif_id: notifId, channels })
    .onConflict((oc) => oc.columns(['user_id', 'notif_id']).doUpdateSet({ channels }))
    .execute();
}

export async function countUnread(db: Db, userId: number) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of a user's notifications, newest first. */
export function notificationsPage<T>(db: Db, userId: number, unreadOnly: boolean, q: PageParams, present: (row: NotificationRow) => T) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'type', 'data', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (unreadOnly) query = query.where('read_at', 'is', null);
  return paginate(query, q, present);
}

/** Marks a user's unread notifications as read: those of `ids`, or every one when `ids` is 'all'. */
export async function markNotificationsRead(db: Db, userId: number, ids: number[] | 'all') {
  let update = db.updateTable('notifications').set({ read_at: nowIso() }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== 'all') update = update.where('id', 'in', ids);
  await update.execute();
}

export async function deleteReadNotificationsBefore(db: Db, before: string) {
  const res = await db.deleteFrom('notifications').where('read_at', 'is not', null).where('created_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Deletes one notification of a user; false when there is none with that id. */
export async function deleteNotification(db: Db, userId: number, id: number) {
  const res = await db.deleteFrom('notifications').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
