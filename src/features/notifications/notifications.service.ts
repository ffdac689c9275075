import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import type { ActorDeps } from '../../deps';
import { validationError } from '../../http/errors';
import { requireUser } from '../../http/guard';
import type { PageParams } from '../../http/pagination';
import { CHANNELS, type Channel, notificationType, notificationTypes } from './notifications.catalog';
import {
  countUnread,
  deleteReadNotificationsBefore,
  insertNotification,
  markNotificationsRead,
  notificationsPage,
  saveSubscription,
  subscriptionOf,
  subscriptionsOf,
} from './notifications.queries';

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

/** Stores an in-app notification for a user (the bell and /notifications show it). */
export async function notify(db: Db, userId: number, type: string, data: NotificationData) {
  if (!notificationType(type)) throw new Error(`Unknown notification type: ${type}`);
  await insertNotification(db, userId, type, JSON.stringify(data));
}

/** Whether a user wants notifications of `type` through `channel` (their choice, else the default). */
export async function wantsChannel(db: Db, userId: number, type: string, channel: Channel) {
  const stored = await subscriptionOf(db, userId, type);
  const chosen = stored ? (JSON.parse(stored) as Partial<Record<Channel, boolean>>)[channel] : undefined;
  return chosen ?? notificationType(type)?.defaults[channel] ?? false;
}

export function unreadCount(db: Db, userId: number) {
  return countUnread(db, userId);
}

function present(row: { id: number; type: string; data: string; read_at: string | null; created_at: string }) {
  return { id: row.id, type: row.type, data: JSON.parse(row.data) as NotificationData, read_at: row.read_at, created_at: row.created_at };
}

export async function listNotifications(deps: ActorDeps, q: PageParams & { unread?: 'true' | 'false' }) {
  const me = requireUser(deps.auth);
  return notificationsPage(deps.db, me.id, q.unread === 'true', q, present);
}

/** Marks the given notifications (only the caller's own) or all of them as read. */
export async function markAsRead(deps: ActorDeps, body: { ids?: number[]; markAllAsUnread?: boolean }) {
  const me = requireUser(deps.auth);
  await markNotificationsRead(deps.db, me.id, body.markAllAsUnread ? 'all' : (body.ids ?? []));
  return { unreadCount: await countUnread(deps.db, me.id) };
}

/** The settings screen's data: channels, grouped types and the user's effective choices. */
export async function subscriptionSettings(deps: ActorDeps) {
  const me = requireUser(deps.auth);
  const rows = await subscriptionsOf(deps.db, me.id);
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

export async function updateSubscriptions(
  deps: ActorDeps,
  selections: { notif_id: string; channels: Partial<Record<Channel, boolean>> }[],
) {
  const me = requireUser(deps.auth);
  const errors: Record<string, string[]> = {};
  selections.forEach((s, i) => {
    if (!notificationType(s.notif_id)) errors[`selections.${i}.notif_id`] = ['This notification does not exist.'];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  await deps.db.transaction().execute(async (trx) => {
    for (const s of selections) {
      const type = notificationType(s.notif_id)!;
      const channels = JSON.stringify(Object.fromEntries(CHANNELS.map((ch) => [ch, s.channels[ch] ?? type.defaults[ch]])));
      await saveSubscription(trx, me.id, s.notif_id, channels);
    }
  });
  return { message: 'Updated preferences' };
}

/** Deletes read notifications older than `days` (run daily). */
export async function pruneNotifications(db: Db, days = 90, now = new Date()) {
  const before = nowIso(new Date(now.getTime() - days * 86_400_000));
  return { deleted: await deleteReadNotificationsBefore(db, before) };
}
