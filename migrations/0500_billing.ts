import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Billing: plans (products) with prices, subscriptions mirrored from Stripe/PayPal, invoices, and
// the ledger of applied webhook events (unique per gateway + event id, so each applies once).
export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('feature_list', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stripe_id', 'varchar(255)')
    .addColumn('paypal_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('prices')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('interval', 'varchar(10)', (c) => c.notNull())
    .addColumn('interval_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stripe_id', 'varchar(255)')
    .addColumn('paypal_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('prices_product_idx').on('prices').column('product_id').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('price_id', 'integer', (c) => c.references('prices.id').onDelete('set null'))
    .addColumn('gateway', 'varchar(20)', (c) => c.notNull())
    .addColumn('gateway_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('gateway_customer_id', 'varchar(255)')
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('renews_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('canceled_at', 'varchar(32)')
    .addColumn('trial_ends_at', 'varchar(32)')
    .addColumn('card_brand', 'varchar(30)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('ending_soon_sent_for', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .addUniqueConstraint('subscriptions_gateway_unique', ['gateway', 'gateway_id'])
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gateway', 'varchar(20)', (c) => c.notNull())
    .addColumn('gateway_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('period_start', 'varchar(32)')
    .addColumn('period_end', 'varchar(32)')
    .addColumn('hosted_url', 'varchar(2000)')
    .addColumn('pdf_url', 'varchar(2000)')
    .addColumn('paid_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addUniqueConstraint('invoices_gateway_unique', ['gateway', 'gateway_id'])
    .execute();
  await db.schema.createIndex('invoices_user_idx').on('invoices').column('user_id').execute();

  // The provider customer of a user (Stripe customer id), reused by every checkout.
  await db.schema
    .createTable('billing_customers')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('gateway', 'varchar(20)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .addUniqueConstraint('billing_customers_unique', ['user_id', 'gateway'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('gateway', 'varchar(20)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .addUniqueConstraint('webhook_events_unique', ['gateway', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['webhook_events', 'billing_customers', 'invoices', 'subscriptions', 'prices', 'products']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
