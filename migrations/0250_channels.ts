import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Channels: titled rows or pages of content, filled by hand or by a saved query (auto_update).
// channel_items is polymorphic (titles, people, episodes, news, lists, videos, channels), so it
// carries no foreign key to the item; deleting an item removes its rows in the owning service.
export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);
  await db.schema
    .createTable('channels')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('layout', 'varchar(20)', (c) => c.notNull().defaultTo('grid'))
    .addColumn('content_type', 'varchar(20)', (c) => c.notNull().defaultTo('titles'))
    .addColumn('auto_update', 'varchar(64)')
    .addColumn('restriction', 'varchar(20)')
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('hide_title', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seo_title', 'varchar(255)')
    .addColumn('seo_description', 'varchar(1000)')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content_updated_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('channel_items')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addUniqueConstraint('channel_items_unique', ['channel_id', 'item_type', 'item_id'])
    .execute();
  await db.schema.createIndex('channel_items_order_idx').on('channel_items').columns(['channel_id', 'order']).execute();
  await db.schema.createIndex('channel_items_item_idx').on('channel_items').columns(['item_type', 'item_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('channel_items').ifExists().execute();
  await db.schema.dropTable('channels').ifExists().execute();
}
