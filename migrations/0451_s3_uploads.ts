import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Direct-to-S3 uploads the server has issued: which user may sign parts for, complete, abort or
// turn into a file entry which key (and multipart upload id). Keys a user did not get from the
// server are refused, and abandoned multipart uploads can be found and aborted.
export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);
  await db.schema
    .createTable('s3_uploads')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull()) // simple | multipart
    .addColumn('disk_key', 'varchar(1000)', (c) => c.notNull())
    .addColumn('upload_id', 'varchar(1024)') // multipart only
    .addColumn('client_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('client_mime', 'varchar(255)')
    .addColumn('client_extension', 'varchar(32)')
    .addColumn('size', 'bigint', (c) => c.notNull())
    // pending -> (multipart) completed -> finalizing -> done | failed; aborted
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('file_entry_id', 'integer', (c) => c.references('file_entries.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('s3_uploads_disk_key_unique').on('s3_uploads').column('disk_key').unique().execute();
  await db.schema.createIndex('s3_uploads_status_idx').on('s3_uploads').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('s3_uploads').execute();
}
