import type { Generated } from 'kysely';

// Row types of migrations/0160_notifications.ts and 0800_notification_events.ts.

export type DeliveryState = 'pending' | 'sent' | 'failed' | 'digest' | 'none';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON of NotificationData. */
  data: string;
  read_at: string | null;
  created_at: Generated<string>;
  /** The event it came from (null for notices stored directly). */
  event_id: number | null;
  /** Batching key: an unread notification with the same type and key is updated in place. */
  group_key: string | null;
  group_count: Generated<number>;
  /** null when the user did not choose e-mail for this type. */
  email_state: DeliveryState | null;
  /** null when the user did not choose the browser for this type. */
  push_state: DeliveryState | null;
}

export interface NotificationSubscriptionsTable {
  user_id: number;
  notif_id: string;
  /** JSON map of channel name to on/off. */
  channels: string;
}

export interface NotificationEventsTable {
  id: Generated<number>;
  type: string;
  /** JSON of Audience. */
  audience: string;
  /** JSON of NotificationData. */
  data: string;
  key: string | null;
  actor_id: number | null;
  group_key: string | null;
  recipients: Generated<number>;
  fanned_out_at: string | null;
  created_at: Generated<string>;
}

export interface NotificationPreferencesTable {
  user_id: number;
  email_digest: Generated<'off' | 'daily'>;
  digest_sent_at: string | null;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_subscriptions: NotificationSubscriptionsTable;
  notification_events: NotificationEventsTable;
  notification_preferences: NotificationPreferencesTable;
}
