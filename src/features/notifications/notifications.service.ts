import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import type { ActorDeps, Deps } from '../../deps';
import { notFound, validationError } from '../../http/errors';
import { hasPermission } from '../accounts/roles/access';
import { requireUser } from '../../http/guard';
import type { PageParams } from '../../http/pagination';
import type { NotificationData } from './notification-data';
import { CHANNELS, type Channel, notificationType, notificationTypes } from './notifications.catalog';
import { preferencesOf, upsertPreferences } from './notification-events.queries';
import { verifyUnsubscribe } from './unsubscribe';
import {
  countUnread,
  deleteNotification,
  deleteReadNotificationsBefore,
  insertNotification,
  markNotificationsRead,
  notificationsPage,
  saveSubscription,
  subscriptionsOf,
} from './notifications.queries';

/**
 * Stores an in-app notification directly, with no e-mail or push and no live wake-up (the feed's
 * look-up finds it): for tests and tools. Product events go through publishNotification.
 */
export async function notify(db: Db, userId: number, type: string, data: NotificationData) {
  if (!notificationType(type)) throw new Error(`Unknown notification type: ${type}`);
  await insertNotification(db, userId, type, JSON.stringify(data));
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

/** The types a user may configure: admin-only ones only for holders of their permission. */
function typesFor(deps: ActorDeps) {
  const me = requireUser(deps.auth);
  return notificationTypes().filter((type) => !type.permission || hasPermission(me, type.permission));
}

/** The settings screen's data: channels, grouped types, the user's effective choices and the digest. */
export async function subscriptionSettings(deps: ActorDeps) {
  const me = requireUser(deps.auth);
  const rows = await subscriptionsOf(deps.db, me.id);
  const stored = new Map(rows.map((r) => [r.notif_id, JSON.parse(r.channels) as Partial<Record<Channel, boolean>>]));
  const groups = new Map<string, { notif_id: string; name: string }[]>();
  const types = typesFor(deps);
  for (const type of types) {
    if (!groups.has(type.group)) groups.set(type.group, []);
    groups.get(type.group)!.push({ notif_id: type.id, name: type.name });
  }
  return {
    available_channels: [...CHANNELS],
    subscriptions: [...groups].map(([group_name, items]) => ({ group_name, items })),
    user_selections: types.map((type) => ({
      notif_id: type.id,
      channels: Object.fromEntries(CHANNELS.map((ch) => [ch, stored.get(type.id)?.[ch] ?? type.defaults[ch]])) as Record<Channel, boolean>,
    })),
    email_digest: (await preferencesOf(deps.db, me.id)).email_digest,
  };
}

export async function updateSubscriptions(
  deps: ActorDeps,
  selections: { notif_id: string; channels: Partial<Record<Channel, boolean>> }[],
  emailDigest?: 'off' | 'daily',
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
    if (emailDigest) await upsertPreferences(trx, me.id, { email_digest: emailDigest });
  });
  return { message: 'Updated preferences' };
}

/** Deletes one of the caller's notifications. */
export async function removeNotification(deps: ActorDeps, id: number) {
  const me = requireUser(deps.auth);
  if (!(await deleteNotification(deps.db, me.id, id))) throw notFound('Notification not found.');
  return { unreadCount: await countUnread(deps.db, me.id) };
}

/**
 * The one-click unsubscribe of an e-mail's link (no sign-in: the link's signature names the user and
 * the type). Type '*' (the digest's link) turns e-mail off for every type and stops the digest.
 */
export async function unsubscribe(deps: Deps, link: { u: number; t: string; s: string }) {
  const target = { userId: link.u, type: link.t };
  const type = link.t === '*' ? null : notificationType(link.t);
  if ((link.t !== '*' && !type) || !verifyUnsubscribe(deps.config.DATA_DIR, target, link.s)) {
    throw validationError({ s: ['This unsubscribe link is not valid.'] }, 'This unsubscribe link is not valid.');
  }
  const types = type ? [type] : notificationTypes();
  const stored = new Map(
    (await subscriptionsOf(deps.db, link.u)).map((r) => [r.notif_id, JSON.parse(r.channels) as Partial<Record<Channel, boolean>>]),
  );
  await deps.db.transaction().execute(async (trx) => {
    for (const t of types) {
      const channels = Object.fromEntries(CHANNELS.map((ch) => [ch, stored.get(t.id)?.[ch] ?? t.defaults[ch]]));
      await saveSubscription(trx, link.u, t.id, JSON.stringify({ ...channels, email: false }));
    }
    if (!type) await upsertPreferences(trx, link.u, { email_digest: 'off' });
  });
  return {
    message: type ? `You will no longer get e-mails about "${type.name}".` : 'You will no longer get notification e-mails.',
    type: type?.name ?? null,
  };
}

/** Deletes read notifications older than `days` (run daily). */
export async function pruneNotifications(db: Db, days = 90, now = new Date()) {
  const before = nowIso(new Date(now.getTime() - days * 86_400_000));
  return { deleted: await deleteReadNotificationsBefore(db, before) };
}
