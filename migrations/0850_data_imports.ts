import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Imports of a user's data from Letterboxd, IMDb and Trakt (issue 19). One `data_imports` row per
// uploaded file: its source, the job's status and progress, and the totals the page shows. Rows of
// the file that matched no title are kept in `data_import_unmatched` (with the parsed row, so they
// can be applied again once an admin has imported the missing titles) and make the report.csv,
// with the rows matched only with a lower confidence (name and a year one off).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_imports')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'letterboxd' | 'imdb' | 'trakt'
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    // where the uploaded file waits in storage until the job has read it
    .addColumn('file_key', 'varchar(255)')
    .addColumn('overwrite', 'integer', (c) => c.notNull().defaultTo(0))
    // 'queued' | 'running' | 'done' | 'failed'
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unmatched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('data_imports_user_idx').on('data_imports').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('data_import_unmatched')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('import_id', 'integer', (c) => c.notNull().references('data_imports.id').onDelete('cascade'))
    // the file and line the row came from, e.g. 'ratings.csv' and 12
    .addColumn('file', 'varchar(255)', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    // 'rating' | 'watchlist' | 'history' | 'review' | 'list'
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('imdb_id', 'varchar(32)')
    .addColumn('tmdb_id', 'integer')
    // 'movie' | 'series' | null when the file does not say
    .addColumn('media_type', 'varchar(16)')
    // set when the row was applied to a title found by name and a year one off: listed for review
    .addColumn('matched_title_id', 'integer', (c) => c.references('titles.id').onDelete('set null'))
    .addColumn('confidence', 'real')
    // the parsed row as JSON, applied again after the missing title is imported
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .execute();
  await db.schema.createIndex('data_import_unmatched_import_idx').on('data_import_unmatched').columns(['import_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_import_unmatched').execute();
  await db.schema.dropTable('data_imports').execute();
}
