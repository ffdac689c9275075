import { type Kysely, sql } from 'kysely';
import { createdAt, isPostgres, primaryId } from '../src/db/schema-helpers';

// Community: profiles, lists (the watchlist is a list), ratings, reviews, comments, follows and
// abuse reports. Polymorphic targets (`*_type`, `*_id`) carry no foreign key; the owning service
// removes their rows. Counters are kept in the same transaction as the rows they count.
export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);
  const userFk = (c: any) => c.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('user_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bio', 'text')
    .addColumn('banner', 'varchar(1000)')
    .addColumn('hide_ratings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hide_lists', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('lists')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', userFk)
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
    // Set to the owner's id on the watchlist only: the unique index allows one per user.
    .addColumn('watchlist_of', 'integer', (c) => c.unique())
    .addColumn('layout', 'varchar(20)', (c) => c.notNull().defaultTo('grid'))
    .addColumn('sort', 'varchar(20)', (c) => c.notNull().defaultTo('custom'))
    .addColumn('items_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('lists_user_idx').on('lists').columns(['user_id', 'public']).execute();
  await db.schema.createIndex('lists_slug_idx').on('lists').column('slug').execute();

  await db.schema
    .createTable('list_items')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('list_id', 'integer', (c) => c.notNull().references('lists.id').onDelete('cascade'))
    .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addUniqueConstraint('list_items_unique', ['list_id', 'item_type', 'item_id'])
    .execute();
  await db.schema.createIndex('list_items_item_idx').on('list_items').columns(['item_type', 'item_id']).execute();

  await db.schema
    .createTable('ratings')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', userFk)
    .addColumn('rateable_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('rateable_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .addUniqueConstraint('ratings_unique', ['user_id', 'rateable_type', 'rateable_id'])
    .execute();
  await db.schema.createIndex('ratings_target_idx').on('ratings').columns(['rateable_type', 'rateable_id']).execute();

  // Episodes have no local rating columns in the catalogue schema; their averages live here.
  await db.schema
    .createTable('episode_rating_stats')
    .addColumn('episode_id', 'integer', (c) => c.primaryKey().references('episodes.id').onDelete('cascade'))
    .addColumn('local_rating', 'real')
    .addColumn('local_vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', userFk)
    .addColumn('reviewable_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('reviewable_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(255)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('has_spoilers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .addUniqueConstraint('reviews_unique', ['user_id', 'reviewable_type', 'reviewable_id'])
    .execute();
  await db.schema.createIndex('reviews_target_idx').on('reviews').columns(['reviewable_type', 'reviewable_id']).execute();

  await db.schema
    .createTable('review_feedback')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', userFk)
    .addColumn('helpful', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_feedback_pk', ['review_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', primaryId(db))
    // Null once a stub outlives its author (account deleted while others had replied).
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('commentable_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('commentable_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('root_id', 'integer')
    .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('upvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('replies_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema
    .createIndex('comments_target_idx')
    .on('comments')
    .columns(['commentable_type', 'commentable_id', 'depth', 'score'])
    .execute();
  await db.schema.createIndex('comments_root_idx').on('comments').column('root_id').execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();

  await db.schema
    .createTable('comment_votes')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', userFk)
    .addColumn('vote', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_votes_pk', ['comment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', userFk)
    .addColumn('followed_id', 'integer', userFk)
    .addColumn('created_at', 'varchar(32)', stamp)
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followed_id'])
    .execute();
  await db.schema.createIndex('follows_followed_idx').on('follows').column('followed_id').execute();

  await db.schema
    .createTable('abuse_reports')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', userFk)
    .addColumn('reportable_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('reportable_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .addUniqueConstraint('abuse_reports_unique', ['user_id', 'reportable_type', 'reportable_id'])
    .execute();
  await db.schema.createIndex('abuse_reports_target_idx').on('abuse_reports').columns(['reportable_type', 'reportable_id']).execute();

  if (!isPostgres(db)) {
    // Only public lists are ever indexed, so search cannot reveal a private one.
    await sql
      .raw(
        `CREATE VIRTUAL TABLE lists_fts USING fts5(name, description, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER lists_fts_ai AFTER INSERT ON lists WHEN new.public = 1 BEGIN
      INSERT INTO lists_fts(rowid, name, description) VALUES (new.id, new.name, new.description); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER lists_fts_ad AFTER DELETE ON lists WHEN old.public = 1 BEGIN
      DELETE FROM lists_fts WHERE rowid = old.id; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER lists_fts_au_del AFTER UPDATE OF name, description, public ON lists WHEN old.public = 1 BEGIN
      DELETE FROM lists_fts WHERE rowid = old.id; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER lists_fts_au_ins AFTER UPDATE OF name, description, public ON lists WHEN new.public = 1 BEGIN
      INSERT INTO lists_fts(rowid, name, description) VALUES (new.id, new.name, new.description); END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    for (const t of ['ai', 'ad', 'au_del', 'au_ins']) await sql.raw(`DROP TRIGGER IF EXISTS lists_fts_${t}`).execute(db);
    await sql.raw('DROP TABLE IF EXISTS lists_fts').execute(db);
  }
  for (const t of [
    'abuse_reports',
    'follows',
    'comment_votes',
    'comments',
    'review_feedback',
    'reviews',
    'episode_rating_stats',
    'ratings',
    'list_items',
    'lists',
    'user_profiles',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
