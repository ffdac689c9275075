import type { Generated } from 'kysely';

// Row types of migrations/0810_web_push.ts.

/** The install's VAPID key pair (one row, id 1), base64url as web-push makes them. */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  /** Secret: signs the VAPID JWT; never leaves the server nor reaches a log. */
  private_key: string;
  created_at: Generated<string>;
}

/** One browser on one device that accepts Web Push for a user. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The push service URL (unique: a browser re-subscribing moves it to whoever is signed in). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which encrypt each payload. */
  p256dh: string;
  auth: string;
  /** A label for the device, e.g. "Chrome on Windows". */
  user_agent: string | null;
  created_at: Generated<string>;
  last_used_at: string | null;
}

export interface PushTables {
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
}
