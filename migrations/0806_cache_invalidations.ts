import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Several app processes on one database each keep settings and a response cache in memory. A
// process that changes either writes a row here; every process reads the rows newer than the last
// it saw about once a second and drops (or reloads) what they name. Rows are kept ten minutes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_invalidations')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('tags', 'text', (c) => c.notNull()) // JSON: cache tags, '*' (everything) or 'settings'
    .addColumn('origin', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cache_invalidations').execute();
}
