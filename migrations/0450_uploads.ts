import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Uploaded files: one row per stored file, owned by the user who uploaded it.
export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);
  await db.schema
    .createTable('file_entries')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('disk_key', 'varchar(1000)', (c) => c.notNull())
    .addColumn('extension', 'varchar(32)')
    .addColumn('mime', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('disk', 'varchar(16)', (c) => c.notNull().defaultTo('local')) // local | s3
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('parent_id', 'integer', (c) => c.references('file_entries.id').onDelete('set null'))
    .addColumn('relative_path', 'varchar(1000)')
    .addColumn('fingerprint', 'varchar(64)')
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('file_entries_user_idx').on('file_entries').columns(['user_id', 'deleted_at']).execute();
  await db.schema.createIndex('file_entries_disk_key_unique').on('file_entries').column('disk_key').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_entries').execute();
}
