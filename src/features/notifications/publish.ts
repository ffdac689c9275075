import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import type { NotificationData } from './notification-data';
import { insertEvent } from './notification-events.queries';
import { notificationType } from './notifications.catalog';

/**
 * Who an event is for: listed users, a module's named audience (`title-followers` of title 42:
 * FeatureModule.notificationAudiences), or every user holding a permission (admin events).
 */
export type Audience = { users: number[] } | { resolver: string; id: number } | { permission: string };

export interface NotificationEvent {
  /** A NotificationType id contributed by a module. */
  type: string;
  audience: Audience;
  data: NotificationData;
  /** Exactly once per cause: an event whose key was already published is ignored. */
  key?: string;
  /** Never notified of their own action. */
  actorId?: number | null;
  /** Batching key (NotificationType.merge). */
  group?: string;
}

export const FAN_OUT_JOB = 'notifications:fan-out';

/**
 * Records an event and queues its fan-out, both through `deps.db`: pass the transaction of the
 * cause, and the event exists only if the cause commits. Delivery (in-app, e-mail, push) happens
 * in jobs, so an event for 10,000 followers costs the request two inserts. Returns false when the
 * key was already published.
 */
export async function publishNotification(deps: { db: Db; services: Pick<Deps['services'], 'jobs'> }, event: NotificationEvent) {
  if (!notificationType(event.type)) throw new Error(`Unknown notification type: ${event.type}`);
  const eventId = await insertEvent(deps.db, {
    type: event.type,
    audience: JSON.stringify(event.audience),
    data: JSON.stringify(event.data),
    key: event.key?.slice(0, 191) ?? null,
    actor_id: event.actorId ?? null,
    group_key: event.group?.slice(0, 191) ?? null,
  });
  if (eventId === undefined) return false;
  await deps.services.jobs.dispatch(
    FAN_OUT_JOB,
    { eventId },
    { db: deps.db, queue: 'notifications', maxAttempts: 5, subject: { type: 'notification_event', id: eventId } },
  );
  return true;
}
