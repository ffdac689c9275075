import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Videos attached to titles/seasons/episodes, their captions, plays, resume points and the daily
// play rollups that reports/insights reads (never the raw plays).
export async function up(db: Kysely<any>): Promise<void> {
  const id = primaryId(db);
  const stamp = createdAt(db);

  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull()) // embed | direct | stream | upload
    .addColumn('src', 'varchar(2000)')
    .addColumn('file_entry_id', 'integer')
    .addColumn('source_key', 'varchar(1000)') // storage key of an uploaded source file
    .addColumn('category', 'varchar(16)', (c) => c.notNull().defaultTo('full')) // full | trailer | clip
    .addColumn('quality', 'varchar(32)')
    .addColumn('language', 'varchar(16)')
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id').onDelete('cascade'))
    .addColumn('season_number', 'integer')
    .addColumn('episode_number', 'integer')
    .addColumn('episode_id', 'integer', (c) => c.references('episodes.id').onDelete('set null'))
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ready')) // pending | processing | ready | failed
    .addColumn('status_message', 'text')
    .addColumn('duration', 'integer')
    .addColumn('thumbnail', 'varchar(1000)')
    .addColumn('sources', 'text') // JSON: [{ kind: 'hls'|'mp4'|…, key, label? }]
    .addColumn('media', 'text') // JSON: probe summary, poster/sprite keys
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('videos_title_idx').on('videos').columns(['title_id', 'season_number', 'episode_number', 'order']).execute();
  await db.schema.createIndex('videos_episode_idx').on('videos').column('episode_id').execute();
  await db.schema.createIndex('videos_approved_idx').on('videos').columns(['approved', 'created_at']).execute();

  await db.schema
    .createTable('video_captions')
    .addColumn('id', 'integer', id)
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('language', 'varchar(16)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('video_captions_video_idx').on('video_captions').column('video_id').execute();

  // One row per (viewer, video, session); viewer is a user id or an anonymous visitor id.
  await db.schema
    .createTable('video_plays')
    .addColumn('id', 'integer', id)
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('title_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('session', 'varchar(64)', (c) => c.notNull())
    .addColumn('device', 'varchar(16)')
    .addColumn('platform', 'varchar(100)')
    .addColumn('browser', 'varchar(100)')
    .addColumn('country', 'varchar(8)')
    .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'integer')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema
    .createIndex('video_plays_viewer_unique')
    .on('video_plays')
    .columns(['visitor_id', 'video_id', 'session'])
    .unique()
    .execute();
  await db.schema.createIndex('video_plays_video_idx').on('video_plays').columns(['video_id', 'created_at']).execute();

  await db.schema
    .createTable('video_progress')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('position_seconds', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer')
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', stamp)
    .addPrimaryKeyConstraint('video_progress_pk', ['user_id', 'video_id'])
    .execute();
  await db.schema.createIndex('video_progress_user_idx').on('video_progress').columns(['user_id', 'finished', 'updated_at']).execute();

  // Empty strings (not NULL) for unknown dimensions so the composite unique key upserts.
  await db.schema
    .createTable('video_play_rollups')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('video_id', 'integer', (c) => c.notNull())
    .addColumn('title_id', 'integer', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('episode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('device', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('platform', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('browser', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('video_play_rollups_pk', ['day', 'video_id', 'device', 'platform', 'browser', 'country'])
    .execute();
  await db.schema
    .createIndex('video_play_rollups_title_idx')
    .on('video_play_rollups')
    .columns(['title_id', 'season', 'episode', 'day'])
    .execute();
  await db.schema.createIndex('video_play_rollups_video_idx').on('video_play_rollups').columns(['video_id', 'day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['video_play_rollups', 'video_progress', 'video_plays', 'video_captions', 'videos']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
