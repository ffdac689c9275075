import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// "Download my data": one row per export a user asked for. A job writes the ZIP to storage under
// `exports/` (never served publicly) and e-mails a link; the link's token is kept only as its
// SHA-256 hash, and both the ZIP and the row are swept once `expires_at` has passed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'pending' | 'ready' | 'failed'
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('storage_key', 'varchar(255)')
    .addColumn('size', 'bigint')
    .addColumn('token_hash', 'varchar(64)')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .execute();
  await db.schema.createIndex('data_exports_user_idx').on('data_exports').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('data_exports_token_idx').on('data_exports').column('token_hash').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
