import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// The watch history (diary): what a user watched and when, one row per viewing. Rows come from
// plays (a video watched to its end), from imports (Letterboxd diary and watched, Trakt history,
// IMDb ratings' dates) and from the user marking a title watched. `source_key` makes every writer
// idempotent: a play, an imported row or a re-import of the same file finds its row again instead
// of adding a second one. Rows cascade with their user, title and episode.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('watch_history')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id').onDelete('cascade'))
    .addColumn('episode_id', 'integer', (c) => c.references('episodes.id').onDelete('cascade'))
    // an ISO date ('2024-03-01') when only the day is known (diaries), else an ISO timestamp
    .addColumn('watched_at', 'varchar(32)', (c) => c.notNull())
    // 'play' | 'manual' | 'letterboxd' | 'imdb' | 'trakt'
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    // e.g. 'play:<video_id>:<day>' or 'letterboxd:<diary uri>': unique per user
    .addColumn('source_key', 'varchar(255)')
    .addColumn('rewatch', 'integer', (c) => c.notNull().defaultTo(0))
    // the rating given with this viewing (1-10), as Letterboxd's diary keeps one per entry
    .addColumn('rating', 'integer')
    .addColumn('created_at', 'varchar(32)', createdAt(db))
    .addUniqueConstraint('watch_history_source_unique', ['user_id', 'source_key'])
    .execute();
  await db.schema.createIndex('watch_history_user_idx').on('watch_history').columns(['user_id', 'watched_at']).execute();
  await db.schema.createIndex('watch_history_title_idx').on('watch_history').columns(['title_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('watch_history').execute();
}
