import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Notifications become events: a cause records one `notification_events` row in its own
// transaction, and the fan-out job turns it into one notification per recipient (unique per
// event and user, so a retried fan-out never notifies twice), each with the state of its e-mail
// and browser deliveries. `group_key` lets batched types ("3 people found your review helpful")
// update one unread notification in place. `notification_preferences` holds the per-user choices
// that are not per type (the daily e-mail digest).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_events')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull()) // JSON: { users } | { resolver, id } | { permission }
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('key', 'varchar(191)', (c) => c.unique())
    .addColumn('actor_id', 'integer')
    .addColumn('group_key', 'varchar(191)')
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fanned_out_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .execute();

  await db.schema.alterTable('notifications').addColumn('event_id', 'integer').execute();
  await db.schema.alterTable('notifications').addColumn('group_key', 'varchar(191)').execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('group_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // null: not wanted; 'pending' → 'sent' | 'failed'; 'digest': waits for the daily digest
  await db.schema.alterTable('notifications').addColumn('email_state', 'varchar(16)').execute();
  // null: not wanted; 'pending' → 'sent' | 'failed' | 'none' (no browser subscribed)
  await db.schema.alterTable('notifications').addColumn('push_state', 'varchar(16)').execute();
  await db.schema.createIndex('notifications_event_user_unique').on('notifications').columns(['event_id', 'user_id']).unique().execute();
  await db.schema.createIndex('notifications_user_group_index').on('notifications').columns(['user_id', 'type', 'group_key']).execute();
  await db.schema.createIndex('notifications_email_state_index').on('notifications').columns(['email_state', 'user_id']).execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_digest', 'varchar(16)', (c) => c.notNull().defaultTo('off')) // 'off' | 'daily'
    .addColumn('digest_sent_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropIndex('notifications_email_state_index').execute();
  await db.schema.dropIndex('notifications_user_group_index').execute();
  await db.schema.dropIndex('notifications_event_user_unique').execute();
  for (const column of ['push_state', 'email_state', 'group_count', 'group_key', 'event_id']) {
    await db.schema.alterTable('notifications').dropColumn(column).execute();
  }
  await db.schema.dropTable('notification_events').execute();
}
