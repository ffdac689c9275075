import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// In-app notifications (the navbar bell and /notifications) and each user's channel choices per
// notification type (/notifications/settings).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull()) // JSON: image, lines, mainAction, buttonActions
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .execute();
  await db.schema.createIndex('notifications_user_created_index').on('notifications').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('notifications_user_unread_index').on('notifications').columns(['user_id', 'read_at']).execute();

  await db.schema
    .createTable('notification_subscriptions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notif_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('channels', 'text', (c) => c.notNull()) // JSON: { email: true, browser: false }
    .addPrimaryKeyConstraint('notification_subscriptions_pk', ['user_id', 'notif_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_subscriptions').execute();
  await db.schema.dropTable('notifications').execute();
}
