// The notification types a user can receive, grouped for /notifications/settings. Modules list
// theirs (FeatureModule.notificationTypes: billing notices, follows...). Every notification is
// listed in the app; `channels` are the extra ways it reaches the user and their defaults.

import type { Db } from '../../db/database';
import type { NotificationData } from './notification-data';

export const CHANNELS = ['email', 'browser'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface NotificationType {
  /** Stored as the notification's `type`, e.g. `billing.payment_failed`. */
  id: string;
  group: string;
  name: string;
  defaults: Record<Channel, boolean>;
  /**
   * Batching: a recipient's unread notification of this type with the same event `group` is updated
   * in place (and moved to the top) instead of adding another; `count` is how many events it now
   * stands for ("3 people found your review helpful").
   */
  merge?: (previous: NotificationData, next: NotificationData, count: number) => NotificationData;
  /** Only users holding this permission see the type in their settings (admin events). */
  permission?: string;
}

/** Who receives an event addressed to `{ resolver, id }`: user ids above `afterId`, ascending, at most `limit`. */
export type NotificationAudience = (db: Db, id: number, page: { afterId: number; limit: number }) => Promise<number[]>;

let types: ReadonlyMap<string, NotificationType> = new Map();

/** Set from the app's registry (installRegistry); replaces what was there. */
export function installNotificationTypes(registry: ReadonlyMap<string, NotificationType>) {
  types = registry;
}

export function notificationType(id: string) {
  return types.get(id);
}

export function notificationTypes() {
  return [...types.values()];
}
