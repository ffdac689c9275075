import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { validationError } from '../../http/errors';
import { requireUser } from '../../http/guard';
import { type PageParams, paginate } from '../../http/pagination';
import type { AuthState } from '../accounts/auth/auth-state';
import { CHANNELS, type Channel, notificationType, notificationTypes } from './notifications.catalog';

export interface NotificationAction {
  action: string;
  label?: string;
}
export interface NotificationLine {
  content: string;
  type?: 'primary' | 'secondary';
  icon?: string;
  action?: NotificationAction;
}
/** The spec's notification data: shown as plain text by the web app, never as HTML. */
export interface NotificationData {
  image?: string | null;
  lines: NotificationLine[];
  mainAction?: NotificationAction;
  buttonActions?: NotificationAction[];
}

interface Ctx {
  db: Db;
  auth: AuthState;
}

/** Stores an in-app notification for a user (the bell and /notifications show it). */
export async function notify(db: Db, userId: number, type: string, data: NotificationData) {
  if (!notificationType(type)) throw new Error(`Unknown notification type: ${type}`);
  await db
    .insertInto('notifications')
    .values({ user_id: userId, type, data: JSON.stringify(data), created_at: nowIso() })
    .execute();
}

/** Whether a user wants notifications of `type` through `channel` (their choice, else the default). */
export async function wantsChannel(db: Db, userId: number, type: string, channel: Channel) {
  const row = await db
    .selectFrom('notification_subscriptions')
    .select('channels')
    .where('user_id', '=', userId)
    .where('notif_id', '=', type)
    .executeTakeFirst();
  const chosen = row ? (JSON.parse(row.channels) as Partial<Record<Channel, boolean>>)[channel] : undefined;
  return chosen ?? notificationType(type)?.defaults[channel] ?? false;
}

export async function unreadCount(db: Db, userId: number) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function present(row: { id: number; type: string; data: string; read_at: string | null; created_at: string }) {
  return { id: row.id, type: row.type, data: JSON.parse(row.data) as NotificationData, read_at: row.read_at, created_at: row.created_at };
}

export async function listNotifications(ctx: Ctx, q: PageParams & { unread?: 'true' | 'false' }) {
  const me = requireUser(ctx.auth);
  let query = ctx.db
    .selectFrom('notifications')
    .select(['id', 'type', 'data', 'read_at', 'created_at'])
    .where('user_id', '=', me.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (q.unread === 'true') query = query.where('read_at', 'is', null);
  return paginate(query, q, present);
}

/** Marks the given notifications (only the caller's own) or all of them as read. */
export async function markAsRead(ctx: Ctx, body: { ids?: number[]; markAllAsUnread?: boolean }) {
  const me = requireUser(ctx.auth);
  let update = ctx.db.updateTable('notifications').set({ read_at: nowIso() }).where('user_id', '=', me.id).where('read_at', 'is', null);
  if (!body.markAllAsUnread) update = update.where('id', 'in', body.ids ?? []);
  await update.execute();
  return { unreadCount: await unreadCount(ctx.db, me.id) };
}

/** The settings screen's data: channels, grouped types and the user's effective choices. */
export async function subscriptionSettings(ctx: Ctx) {
  const me = requireUser(ctx.auth);
  const rows = await ctx.db
    .selectFrom('notification_subscriptions')
    .select(['notif_id', 'channels'])
    .where('user_id', '=', me.id)
    .execute();
  const stored = new Map(rows.map((r) => [r.notif_id, JSON.parse(r.channels) as Partial<Record<Channel, boolean>>]));
  const groups = new Map<string, { notif_id: string; name: string }[]>();
  for (const type of notificationTypes()) {
    if (!groups.has(type.group)) groups.set(type.group, []);
    groups.get(type.group)!.push({ notif_id: type.id, name: type.name });
  }
  return {
    available_channels: [...CHANNELS],
    subscriptions: [...groups].map(([group_name, items]) => ({ group_name, items })),
    user_selections: notificationTypes().map((type) => ({
      notif_id: type.id,
      channels: Object.fromEntries(CHANNELS.map((ch) => [ch, stored.get(type.id)?.[ch] ?? type.defaults[ch]])) as Record<Channel, boolean>,
    })),
  };
}

export async function updateSubscriptions(ctx: Ctx, selections: { notif_id: string; channels: Partial<Record<Channel, boolean>> }[]) {
  const me = requireUser(ctx.auth);
  const errors: Record<string, string[]> = {};
  selections.forEach((s, i) => {
    if (!notificationType(s.notif_id)) errors[`selections.${i}.notif_id`] = ['This notification does not exist.'];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  await ctx.db.transaction().execute(async (trx) => {
    for (const s of selections) {
      const type = notificationType(s.notif_id)!;
      const channels = JSON.stringify(Object.fromEntries(CHANNELS.map((ch) => [ch, s.channels[ch] ?? type.defaults[ch]])));
      await trx
        .insertInto('notification_subscriptions')
        .values({ user_id: me.id, notif_id: s.notif_id, channels })
        .onConflict((oc) => oc.columns(['user_id', 'notif_id']).doUpdateSet({ channels }))
        .execute();
    }
  });
  return { message: 'Updated preferences' };
}

/** Deletes read notifications older than `days` (run daily). */
export async function pruneNotifications(db: Db, days = 90, now = new Date()) {
  const before = nowIso(new Date(now.getTime() - days * 86_400_000));
  const res = await db.deleteFrom('notifications').where('read_at', 'is not', null).where('created_at', '<', before).executeTakeFirst();
  return { deleted: Number(res.numDeletedRows) };
}
