import { type Kysely, sql } from 'kysely';
import { createdAt, isPostgres, primaryId } from '../src/db/schema-helpers';

// The catalogue: titles, seasons, episodes, people, credits, tags, images, news.
// Portable schema builder for tables; the FTS5 search index (SQLite only) is created at the end,
// PostgreSQL gets its tsvector index from its own search module.
export async function up(db: Kysely<any>): Promise<void> {
  const id = primaryId(db);
  const stamp = createdAt(db);

  await db.schema
    .createTable('titles')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'varchar(16)', (c) => c.notNull()) // 'movie' | 'series'
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)')
    .addColumn('slug', 'varchar(255)', (c) => c.notNull())
    .addColumn('tagline', 'varchar(1000)')
    .addColumn('description', 'text')
    .addColumn('release_date', 'varchar(10)') // YYYY-MM-DD
    .addColumn('year', 'integer')
    .addColumn('runtime', 'integer') // minutes
    .addColumn('certification', 'varchar(32)')
    .addColumn('status', 'varchar(64)')
    .addColumn('language', 'varchar(16)')
    .addColumn('budget', 'bigint')
    .addColumn('revenue', 'bigint')
    .addColumn('popularity', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', 'real') // external (e.g. TMDB) average, 0-10
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('local_rating', 'real') // average of users' ratings, 0-10
    .addColumn('local_vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imdb_id', 'varchar(32)')
    .addColumn('tmdb_id', 'integer')
    .addColumn('adult', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('poster', 'varchar(1000)')
    .addColumn('backdrop', 'varchar(1000)')
    .addColumn('seasons_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('episodes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  // Unique per type (a movie and a series may share a TMDB id); NULLs never collide.
  await db.schema.createIndex('titles_tmdb_unique').on('titles').columns(['type', 'tmdb_id']).unique().execute();
  await db.schema.createIndex('titles_imdb_idx').on('titles').column('imdb_id').execute();
  // Orderings of GET titles (orderBy whitelist) and the common type-filtered variants.
  for (const col of ['popularity', 'rating', 'release_date', 'name', 'created_at', 'revenue', 'budget', 'vote_count']) {
    await db.schema.createIndex(`titles_${col}_idx`).on('titles').column(col).execute();
  }
  await db.schema.createIndex('titles_type_popularity_idx').on('titles').columns(['type', 'popularity']).execute();
  await db.schema.createIndex('titles_type_release_idx').on('titles').columns(['type', 'release_date']).execute();
  await db.schema.createIndex('titles_language_idx').on('titles').column('language').execute();
  await db.schema.createIndex('titles_year_idx').on('titles').column('year').execute();

  await db.schema
    .createTable('seasons')
    .addColumn('id', 'integer', id)
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)')
    .addColumn('description', 'text')
    .addColumn('release_date', 'varchar(10)')
    .addColumn('poster', 'varchar(1000)')
    .addColumn('episodes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tmdb_id', 'integer')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('seasons_title_number_unique').on('seasons').columns(['title_id', 'number']).unique().execute();

  await db.schema
    .createTable('episodes')
    .addColumn('id', 'integer', id)
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id').onDelete('cascade'))
    .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id').onDelete('cascade'))
    .addColumn('season_number', 'integer', (c) => c.notNull())
    .addColumn('episode_number', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('release_date', 'varchar(10)')
    .addColumn('runtime', 'integer')
    .addColumn('poster', 'varchar(1000)') // the still
    .addColumn('rating', 'real')
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popularity', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('tmdb_id', 'integer')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema
    .createIndex('episodes_title_numbers_unique')
    .on('episodes')
    .columns(['title_id', 'season_number', 'episode_number'])
    .unique()
    .execute();
  await db.schema.createIndex('episodes_season_idx').on('episodes').columns(['season_id', 'episode_number']).execute();
  await db.schema.createIndex('episodes_release_idx').on('episodes').column('release_date').execute();

  await db.schema
    .createTable('people')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull())
    .addColumn('biography', 'text')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('death_date', 'varchar(10)')
    .addColumn('birth_place', 'varchar(255)')
    .addColumn('gender', 'varchar(16)') // 'female' | 'male' | 'non-binary' | null
    .addColumn('known_for', 'varchar(64)') // department, e.g. 'acting', 'directing'
    .addColumn('popularity', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('poster', 'varchar(1000)') // profile image
    .addColumn('imdb_id', 'varchar(32)')
    .addColumn('tmdb_id', 'integer', (c) => c.unique())
    .addColumn('adult', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('people_popularity_idx').on('people').column('popularity').execute();
  await db.schema.createIndex('people_name_idx').on('people').column('name').execute();
  await db.schema.createIndex('people_created_idx').on('people').column('created_at').execute();
  await db.schema.createIndex('people_imdb_idx').on('people').column('imdb_id').execute();

  // A credit belongs to a title, and optionally to one of its seasons or episodes
  // (season_id/episode_id null = a credit of the title itself). Cascades from all three.
  await db.schema
    .createTable('credits')
    .addColumn('id', 'integer', id)
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id').onDelete('cascade'))
    .addColumn('season_id', 'integer', (c) => c.references('seasons.id').onDelete('cascade'))
    .addColumn('episode_id', 'integer', (c) => c.references('episodes.id').onDelete('cascade'))
    .addColumn('department', 'varchar(32)', (c) => c.notNull()) // 'cast' | 'directing' | 'writing' | 'production' | 'creators' | …
    .addColumn('job', 'varchar(255)')
    .addColumn('character', 'varchar(1000)')
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('credits_title_idx').on('credits').columns(['title_id', 'department', 'order']).execute();
  await db.schema.createIndex('credits_season_idx').on('credits').column('season_id').execute();
  await db.schema.createIndex('credits_episode_idx').on('credits').column('episode_id').execute();
  await db.schema.createIndex('credits_person_idx').on('credits').columns(['person_id', 'title_id']).execute();

  // genre | keyword | country. Country names are ISO 3166-1 alpha-2 codes, display_name the label.
  await db.schema
    .createTable('tags')
    .addColumn('id', 'integer', id)
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('tags_type_name_unique').on('tags').columns(['type', 'name']).unique().execute();

  await db.schema
    .createTable('title_tag')
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('title_tag_pk', ['title_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('title_tag_tag_idx').on('title_tag').columns(['tag_id', 'title_id']).execute();

  // Images of any model (title, season, episode, person, news); variants: JSON {"342": "storage key or URL", …}.
  await db.schema
    .createTable('images')
    .addColumn('id', 'integer', id)
    .addColumn('model_type', 'varchar(16)', (c) => c.notNull()) // 'title' | 'season' | 'episode' | 'person' | 'news'
    .addColumn('model_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull()) // 'poster' | 'backdrop' | 'still' | 'profile'
    .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('local')) // 'local' (our storage) | 'url'
    .addColumn('url', 'varchar(1000)', (c) => c.notNull()) // the original (storage key when local)
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('images_model_idx').on('images').columns(['model_type', 'model_id', 'type', 'order']).execute();

  await db.schema
    .createTable('news_articles')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull()) // sanitized HTML
    .addColumn('image', 'varchar(1000)')
    .addColumn('source', 'varchar(255)')
    .addColumn('source_url', 'varchar(1000)')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('news_articles_created_idx').on('news_articles').column('created_at').execute();

  await db.schema
    .createTable('news_article_titles')
    .addColumn('news_article_id', 'integer', (c) => c.notNull().references('news_articles.id').onDelete('cascade'))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('news_article_titles_pk', ['news_article_id', 'title_id'])
    .execute();
  await db.schema.createIndex('news_article_titles_title_idx').on('news_article_titles').column('title_id').execute();

  if (!isPostgres(db)) await createSqliteSearchIndex(db);
}

/**
 * One FTS5 table per searchable type, external-content over the model table so text is stored
 * once; triggers keep it in step with every writer (API, importer, demo seed). Accents folded,
 * prefix indexes for short typeahead prefixes. A later type (lists) adds its own table the same way.
 */
export const searchIndexes = [
  { fts: 'titles_fts', table: 'titles', columns: ['name', 'original_name', 'year'] },
  { fts: 'people_fts', table: 'people', columns: ['name'] },
  { fts: 'episodes_fts', table: 'episodes', columns: ['name'] },
  { fts: 'news_fts', table: 'news_articles', columns: ['title'] },
];

export async function createSqliteSearchIndex(db: Kysely<any>) {
  for (const { fts, table, columns } of searchIndexes) {
    const cols = columns.join(', ');
    const newCols = columns.map((c) => `new.${c}`).join(', ');
    const oldCols = columns.map((c) => `old.${c}`).join(', ');
    await sql
      .raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='${table}', content_rowid='id', ` +
          `tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${newCols}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.id, ${oldCols}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${cols} ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${cols}) VALUES ('delete', old.id, ${oldCols});
      INSERT INTO ${fts}(rowid, ${cols}) VALUES (new.id, ${newCols}); END`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    for (const { fts } of searchIndexes) await sql.raw(`DROP TABLE IF EXISTS ${fts}`).execute(db);
  }
  for (const t of [
    'news_article_titles',
    'news_articles',
    'images',
    'title_tag',
    'tags',
    'credits',
    'people',
    'episodes',
    'seasons',
    'titles',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
