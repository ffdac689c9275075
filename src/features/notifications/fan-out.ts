import type { Db } from '../../db/database';
import type { DeliveryState } from '../../db/tables/notifications';
import type { JobContext } from '../../platform/jobs';
import type { Services } from '../../platform/services';
import { DELIVERY_ATTEMPTS } from './delivery';
import type { NotificationData } from './notification-data';
import {
  digestUsers,
  existingUsers,
  findEvent,
  insertEventNotifications,
  markEventFannedOut,
  subscriptionsFor,
  unreadGroupNotifications,
  updateGroupedNotification,
  usersWithPermission,
} from './notification-events.queries';
import { CHANNELS, type Channel, type NotificationType, notificationType } from './notifications.catalog';
import type { Audience } from './publish';

export const DELIVER_JOB = 'notifications:deliver';
const PAGE = 1000;
const DELIVERY_BATCH = 100;

type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** One page of the audience: user ids above `afterId`, ascending, and where the next page starts (null: none). */
async function audiencePage(db: Db, services: Services, audience: Audience, afterId: number) {
  let listed: number[];
  if ('users' in audience) {
    listed = [...new Set(audience.users)]
      .filter((id) => id > afterId)
      .sort((a, b) => a - b)
      .slice(0, PAGE);
    const ids = await existingUsers(db, listed); // a listed user may have been deleted since
    return { ids, next: listed.length === PAGE ? listed.at(-1)! : null };
  }
  if ('permission' in audience) {
    listed = await usersWithPermission(db, audience.permission, { afterId, limit: PAGE });
  } else {
    const resolve = services.registry.notificationAudiences.get(audience.resolver);
    if (!resolve) throw new Error(`No notification audience is registered as "${audience.resolver}".`);
    listed = await resolve(db, audience.id, { afterId, limit: PAGE });
  }
  return { ids: listed, next: listed.length === PAGE ? listed.at(-1)! : null };
}

/** Each recipient's channels for this type: their stored choice, else the type's default. */
async function channelChoices(db: Db, type: NotificationType, userIds: number[]) {
  const stored = await subscriptionsFor(db, userIds, type.id);
  const digest = await digestUsers(db, userIds);
  return new Map(
    userIds.map((id) => {
      const chosen = stored.has(id) ? (JSON.parse(stored.get(id)!) as Partial<Record<Channel, boolean>>) : {};
      const wants = Object.fromEntries(CHANNELS.map((ch) => [ch, chosen[ch] ?? type.defaults[ch]])) as Record<Channel, boolean>;
      const email: DeliveryState | null = wants.email ? (digest.has(id) ? 'digest' : 'pending') : null;
      const push: DeliveryState | null = wants.browser ? 'pending' : null;
      return [id, { email, push }];
    }),
  );
}

/**
 * Turns one page of recipients into notifications and queues their e-mail and push deliveries,
 * in one transaction: a retried page skips who already has this event's notification, and a
 * crash never leaves a notification whose deliveries were not queued.
 */
async function deliverPage(db: Db, services: Services, event: EventRow, type: NotificationType, userIds: number[]) {
  const choices = await channelChoices(db, type, userIds);
  const eventData = JSON.parse(event.data) as NotificationData;
  return db.transaction().execute(async (trx) => {
    const email: number[] = [];
    const push: number[] = [];
    const add = (id: number, states: { email: DeliveryState | null; push: DeliveryState | null }) => {
      if (states.email === 'pending') email.push(id);
      if (states.push === 'pending') push.push(id);
    };
    let fresh = userIds;
    if (event.group_key && type.merge) {
      const grouped = await unreadGroupNotifications(trx, userIds, type.id, event.group_key);
      const byUser = new Map(grouped.map((g) => [g.user_id, g]));
      fresh = userIds.filter((id) => !byUser.has(id));
      for (const previous of grouped) {
        if (previous.event_id === event.id) continue; // folded in by an earlier attempt
        const count = previous.group_count + 1;
        const data = type.merge(JSON.parse(previous.data) as NotificationData, eventData, count);
        const states = choices.get(previous.user_id)!;
        await updateGroupedNotification(trx, previous.id, {
          data: JSON.stringify(data),
          group_count: count,
          event_id: event.id,
          email_state: states.email,
          push_state: states.push,
        });
        add(previous.id, states);
      }
    }
    const created = await insertEventNotifications(
      trx,
      event,
      fresh.map((id) => ({ user_id: id, email_state: choices.get(id)!.email, push_state: choices.get(id)!.push })),
    );
    for (const row of created) add(row.id, choices.get(row.user_id)!);
    for (const [channel, ids] of [
      ['email', email],
      ['browser', push],
    ] as const) {
      for (let i = 0; i < ids.length; i += DELIVERY_BATCH) {
        await services.jobs.dispatch(
          DELIVER_JOB,
          { channel, ids: ids.slice(i, i + DELIVERY_BATCH) },
          { db: trx, queue: 'notifications', maxAttempts: DELIVERY_ATTEMPTS },
        );
      }
    }
    return userIds.length - fresh.length + created.length;
  });
}

/** The `notifications:fan-out` job: resolves an event's audience page by page and notifies each recipient once. */
export async function fanOutEvent(payload: { eventId: number }, ctx: JobContext) {
  const { db, services } = ctx.app;
  const event = await findEvent(db, payload.eventId);
  if (!event) return { recipients: 0, reason: 'event deleted' };
  const type = notificationType(event.type);
  if (!type) return { recipients: 0, reason: `unknown type ${event.type}` };
  const audience = JSON.parse(event.audience) as Audience;
  let afterId: number | null = 0;
  let recipients = 0;
  while (afterId !== null) {
    const page = await audiencePage(db, services, audience, afterId);
    const userIds = page.ids.filter((id) => id !== event.actor_id);
    if (userIds.length) recipients += await deliverPage(db, services, event, type, userIds);
    await ctx.progress(0, `${recipients} notified`);
    afterId = page.next;
  }
  await markEventFannedOut(db, event.id, recipients);
  return { recipients };
}
