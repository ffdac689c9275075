import type { Generated } from 'kysely';

// Row types of migrations/0160_notifications.ts.

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON of NotificationData. */
  data: string;
  read_at: string | null;
  created_at: Generated<string>;
}

export interface NotificationSubscriptionsTable {
  user_id: number;
  notif_id: string;
  /** JSON map of channel name to on/off. */
  channels: string;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_subscriptions: NotificationSubscriptionsTable;
}
