import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../src/db/schema-helpers';
import { PREFIX_MAX } from '../src/platform/search/postgres';
import { syncFunction } from './0650_search_postgres';

// PostgreSQL typeahead at catalogue scale (src/platform/search/postgres.ts); SQLite's FTS5 walks
// its popularity-ordered rowids (0201) and this migration does nothing there.
//
// A GIN index finds the rows of a prefix but not in popularity order: a 2-letter prefix matches
// tens of thousands of titles, all fetched and sorted to keep the most popular 200. Each search
// side table of 0650 therefore gets `<table>_search_prefixes (prefix, popularity, id)`: one row
// per distinct prefix (1 to PREFIX_MAX characters) of every lexeme of the row's vector, already
// folded by `marquee_search`, with a btree on (prefix, popularity desc, id desc). A typeahead
// reads the most popular matches of a prefix straight off that index and stops after the
// candidates it needs; several words merge-join their prefixes' rows, all in the same order. Terms longer than PREFIX_MAX use their first PREFIX_MAX characters and
// the vector filters the rest. Triggers on the side table keep it in step: every write of a
// model table reaches the side table (0650's triggers and cascade), and from there this one.
// The side table also gets the row's name, so ranking reads no other table.

// table -> the column shown as a result's name (the first indexed column)
const tables: Record<string, string> = { titles: 'name', people: 'name', episodes: 'name', news_articles: 'title', lists: 'name' };

/** The distinct prefixes of the lexemes of `row.vector` (row: a side table alias, OLD or NEW). */
const prefixesOf = (row: string) =>
  `SELECT DISTINCT left(l, n) AS prefix FROM unnest(tsvector_to_array(${row}.vector)) AS l, generate_series(1, least(char_length(l), ${PREFIX_MAX})) AS n`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, name] of Object.entries(tables)) {
    const search = `${table}_search`;
    const prefixes = `${search}_prefixes`;
    // the name beside the vector: the candidates are ranked (the name-starts-with boost) from
    // the side table alone, one row each, without also reading the model table
    await sql.raw(`ALTER TABLE ${search} ADD COLUMN name text`).execute(db);
    await sql.raw(`UPDATE ${search} AS s SET name = t.${name} FROM ${table} AS t WHERE t.id = s.id`).execute(db);
    await sql.raw(syncFunction(table, true)).execute(db);
    // the prefix index replaces 0650's walk of the popularity index (which a planner unsure of a
    // query's matches could pick for a rare one and then read most of the table): one index fewer to write
    await sql.raw(`DROP INDEX ${search}_popularity_idx`).execute(db);
    // a typeahead reads a few hundred rows: starting parallel workers for it (which the planner
    // costs in even for a branch that never runs) takes longer than the query
    await sql.raw(`ALTER TABLE ${search} SET (parallel_workers = 0)`).execute(db);
    // no primary key: rows are found by the one index, deletes included (the trigger knows the
    // old prefixes and popularity), so no second index has to be written on every change
    await sql
      .raw(
        `CREATE TABLE ${prefixes} (prefix text COLLATE "C" NOT NULL, popularity real NOT NULL, id integer NOT NULL) WITH (parallel_workers = 0)`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE FUNCTION ${prefixes}_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          IF TG_OP <> 'INSERT' THEN
            DELETE FROM ${prefixes} AS p USING (${prefixesOf('OLD')}) AS o
            WHERE p.prefix = o.prefix AND p.popularity = OLD.popularity AND p.id = OLD.id;
          END IF;
          IF TG_OP <> 'DELETE' THEN
            INSERT INTO ${prefixes} (prefix, popularity, id) SELECT o.prefix, NEW.popularity, NEW.id FROM (${prefixesOf('NEW')}) AS o;
          END IF;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${prefixes}_sync AFTER INSERT OR DELETE ON ${search} FOR EACH ROW EXECUTE FUNCTION ${prefixes}_sync()`)
      .execute(db);
    // 0650's upsert rewrites the side row on every watched write; only a changed vector or popularity matters here
    await sql
      .raw(
        `CREATE TRIGGER ${prefixes}_update AFTER UPDATE ON ${search} FOR EACH ROW
        WHEN (OLD.vector IS DISTINCT FROM NEW.vector OR OLD.popularity IS DISTINCT FROM NEW.popularity)
        EXECUTE FUNCTION ${prefixes}_sync()`,
      )
      .execute(db);
    await fillSearchPrefixes(db, table); // side rows that exist already; creates the index
  }
}

/**
 * Fills `<table>_search_prefixes` from its side table in one statement and (re)builds its index
 * afterwards, which is much faster than keeping the index up to date row by row: the migration,
 * and bench/search after a bulk load with the side table's triggers disabled.
 */
export async function fillSearchPrefixes(db: Kysely<any>, table: string) {
  const prefixes = `${table}_search_prefixes`;
  await sql.raw(`DROP INDEX IF EXISTS ${prefixes}_idx`).execute(db);
  await sql
    .raw(
      `INSERT INTO ${prefixes} (prefix, popularity, id)
      SELECT p.prefix, s.popularity, s.id FROM ${table}_search AS s, LATERAL (${prefixesOf('s')}) AS p`,
    )
    .execute(db);
  await sql.raw(`CREATE INDEX ${prefixes}_idx ON ${prefixes} (prefix, popularity DESC, id DESC)`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of Object.keys(tables)) {
    const prefixes = `${table}_search_prefixes`;
    await sql.raw(`DROP TRIGGER IF EXISTS ${prefixes}_sync ON ${table}_search`).execute(db);
    await sql.raw(`DROP TRIGGER IF EXISTS ${prefixes}_update ON ${table}_search`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${prefixes}_sync()`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS ${prefixes}`).execute(db);
    await sql.raw(syncFunction(table)).execute(db);
    await sql.raw(`ALTER TABLE ${table}_search DROP COLUMN name`).execute(db);
    await sql.raw(`ALTER TABLE ${table}_search RESET (parallel_workers)`).execute(db);
    await sql.raw(`CREATE INDEX ${table}_search_popularity_idx ON ${table}_search (popularity, id)`).execute(db);
  }
}
