import type { Generated } from 'kysely';

// Row types of the billing tables. Add each table's interface here and list it below.

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** JSON array of strings. */
  feature_list: Generated<string>;
  /** JSON array of {name, restrictions:[{name, value}]} a subscriber is granted. */
  permissions: Generated<string>;
  hidden: Generated<number>;
  free: Generated<number>;
  recommended: Generated<number>;
  position: Generated<number>;
  /** People the plan's grants cover: the subscriber plus seats − 1 members of workspaces they own. */
  seats: Generated<number>;
  stripe_id: string | null;
  paypal_id: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PricesTable {
  id: Generated<number>;
  product_id: number;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  interval: string;
  interval_count: Generated<number>;
  archived: Generated<number>;
  stripe_id: string | null;
  paypal_id: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number | null;
  price_id: number | null;
  gateway: string;
  gateway_id: string;
  gateway_customer_id: string | null;
  status: string;
  renews_at: string | null;
  ends_at: string | null;
  canceled_at: string | null;
  trial_ends_at: string | null;
  card_brand: string | null;
  card_last4: string | null;
  ending_soon_sent_for: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface InvoicesTable {
  id: Generated<number>;
  subscription_id: number | null;
  user_id: number;
  gateway: string;
  gateway_id: string;
  amount: number;
  currency: string;
  status: string;
  period_start: string | null;
  period_end: string | null;
  hosted_url: string | null;
  pdf_url: string | null;
  paid_at: string | null;
  created_at: Generated<string>;
}

export interface WebhookEventsTable {
  id: Generated<number>;
  gateway: string;
  event_id: string;
  type: string;
  created_at: Generated<string>;
}

export interface BillingCustomersTable {
  id: Generated<number>;
  user_id: number;
  gateway: string;
  customer_id: string;
  created_at: Generated<string>;
}

export interface BillingTables {
  billing_customers: BillingCustomersTable;
  products: ProductsTable;
  prices: PricesTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  webhook_events: WebhookEventsTable;
}
