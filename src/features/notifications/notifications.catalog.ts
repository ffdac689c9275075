// The notification types a user can receive, grouped for /notifications/settings. Modules list
// theirs (FeatureModule.notificationTypes: billing notices, follows...). Every notification is
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
