import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../src/db/schema-helpers';

// PostgreSQL's search index (src/platform/search/postgres.ts); SQLite has FTS5 (0200, 0201, 0300)
// and this migration does nothing there.
//
// Each searchable table gets a side table `<table>_search (id, vector tsvector)` with a GIN index,
// kept in step by triggers on the model table for every writer (API, importer, demo seed, db:copy)
// and emptied by the foreign key's cascade on delete — like the FTS5 tables, the model tables'
// rows (and so every `selectAll`) stay unchanged. The `marquee_search` configuration is `simple`
// (lower-case, no stop words, no stemming, like FTS5's unicode61) with `unaccent` in front of it,
// so "amelie" finds "Amélie" and the other way round. Column order gives the weights A, B, C,
// matching the FTS5 column weights of the index definitions.

const searchColumns: { table: string; columns: string[]; popularity?: string; when?: string }[] = [
  { table: 'titles', columns: ['name', 'original_name', 'year'], popularity: 'popularity' },
  { table: 'people', columns: ['name'], popularity: 'popularity' },
  { table: 'episodes', columns: ['name'], popularity: 'popularity' },
  { table: 'news_articles', columns: ['title'] },
  // Only public lists are ever indexed, so search cannot reveal a private one.
  { table: 'lists', columns: ['name', 'description'], when: 'public = 1' },
];

const WEIGHTS = ['A', 'B', 'C', 'D'];

function vectorExpression(columns: string[], row: string) {
  return columns
    .map((c, i) => `setweight(to_tsvector('marquee_search'::regconfig, coalesce(${row}.${c}::text, '')), '${WEIGHTS[i]}')`)
    .join(' || ');
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE TEXT SEARCH CONFIGURATION marquee_search (COPY = simple)`.execute(db);
  await sql`ALTER TEXT SEARCH CONFIGURATION marquee_search
    ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part, numword, numhword, hword_numpart
    WITH unaccent, simple`.execute(db);
  for (const { table, columns, popularity, when } of searchColumns) {
    const search = `${table}_search`;
    // popularity is copied beside the vector so a broad prefix can walk the matches most popular
    // first and stop early (like FTS5's popularity-ordered rowids, migration 0201)
    await sql
      .raw(
        `CREATE TABLE ${search} (id integer PRIMARY KEY REFERENCES ${table}(id) ON DELETE CASCADE, vector tsvector NOT NULL, popularity real NOT NULL DEFAULT 0)`,
      )
      .execute(db);
    await sql.raw(`CREATE INDEX ${search}_vector_idx ON ${search} USING gin (vector)`).execute(db);
    await sql.raw(`CREATE INDEX ${search}_popularity_idx ON ${search} (popularity, id)`).execute(db);
    await sql.raw(syncFunction(table)).execute(db);
    const watched = [...columns, ...(popularity ? [popularity] : []), ...(when ? [when.split(' ')[0]] : [])].join(', ');
    await sql
      .raw(`CREATE TRIGGER ${search}_sync AFTER INSERT OR UPDATE OF ${watched} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${search}_sync()`)
      .execute(db);
    await fillSearchIndex(db, table); // rows that exist already (a database migrated with data in it)
  }
}

/** The side table's columns for a model row (`row`: NEW or the table), and the upsert's update list. */
function sideRow(table: string, row: string, name: boolean) {
  const { columns, popularity } = searchColumns.find((c) => c.table === table)!;
  const cols = ['id', 'vector', 'popularity', ...(name ? ['name'] : [])];
  const values = [
    `${row}.id`,
    vectorExpression(columns, row),
    popularity ? `coalesce(${row}.${popularity}, 0)` : '0',
    ...(name ? [`${row}.${columns[0]}`] : []),
  ];
  const update = cols
    .slice(1)
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  return { cols: cols.join(', '), values: values.join(', '), update };
}

/**
 * The side table's sync function: upserts the row's vector and popularity (and with `name`, its
 * name column, which migration 0830 adds) or removes a row that no longer qualifies.
 */
export function syncFunction(table: string, name = false) {
  const { when } = searchColumns.find((c) => c.table === table)!;
  const search = `${table}_search`;
  const { cols, values, update } = sideRow(table, 'NEW', name);
  const upsert = `INSERT INTO ${search} (${cols}) VALUES (${values}) ON CONFLICT (id) DO UPDATE SET ${update};`;
  const body = when ? `IF NEW.${when} THEN ${upsert} ELSE DELETE FROM ${search} WHERE id = NEW.id; END IF;` : upsert;
  return `CREATE OR REPLACE FUNCTION ${search}_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`;
}

/**
 * Indexes every row of `table` at once: after a bulk load with the table's triggers disabled
 * (bench/search, with `name` once migration 0830 has added that column).
 */
export async function fillSearchIndex(db: Kysely<any>, table: string, name = false) {
  const { when } = searchColumns.find((c) => c.table === table)!;
  const { cols, values, update } = sideRow(table, table, name);
  await sql
    .raw(
      `INSERT INTO ${table}_search (${cols}) SELECT ${values} FROM ${table}${when ? ` WHERE ${table}.${when}` : ''}
      ON CONFLICT (id) DO UPDATE SET ${update}`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table } of searchColumns) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_search_sync ON ${table}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${table}_search_sync()`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS ${table}_search`).execute(db);
  }
  await sql`DROP TEXT SEARCH CONFIGURATION IF EXISTS marquee_search`.execute(db);
}
