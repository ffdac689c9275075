import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Web Push (the "browser" notification channel): the install's VAPID key pair, made once on the
// first start and kept here so subscriptions survive restarts, and one subscription per browser
// and device, found by its endpoint (the push service URL the server POSTs to).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_vapid_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey()) // always 1: one key pair per install
    .addColumn('public_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('private_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(2048)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(100)', (c) => c.notNull())
    .addColumn('auth', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('push_vapid_keys').execute();
}
