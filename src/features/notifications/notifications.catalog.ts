// The notification types a user can receive, grouped for /notifications/settings. Features
// register theirs at import time (billing notices, follows, replies...). Every notification is
// listed in the app; `channels` are the extra ways it reaches the user and their defaults.

export const CHANNELS = ['email', 'browser'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface NotificationType {
  /** Stored as the notification's `type`, e.g. `billing.payment_failed`. */
  id: string;
  group: string;
  name: string;
  defaults: Record<Channel, boolean>;
}

const types = new Map<string, NotificationType>();

export function registerNotificationType(type: NotificationType) {
  types.set(type.id, type);
}

export function notificationType(id: string) {
  return types.get(id);
}

export function notificationTypes() {
  return [...types.values()];
}
