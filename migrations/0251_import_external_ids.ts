import type { Kysely } from 'kysely';
import { createdAt } from '../src/db/schema-helpers';

// Ids that imported records carry in their source (an import file's `external_id`, the demo
// catalogue's generated ids), mapped to catalogue rows so a re-import updates instead of
// duplicating. TMDB and IMDb ids live on the rows themselves.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('external_ids')
    .addColumn('model_type', 'varchar(16)', (c) => c.notNull()) // 'title' | 'person'
    .addColumn('external_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('model_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .addPrimaryKeyConstraint('external_ids_pk', ['model_type', 'external_id'])
    .execute();
  await db.schema.createIndex('external_ids_model_idx').on('external_ids').columns(['model_type', 'model_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('external_ids').ifExists().execute();
}
