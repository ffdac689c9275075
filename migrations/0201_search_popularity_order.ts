import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../src/db/schema-helpers';
import { createSqliteSearchIndex, searchIndexes } from './0200_catalogue';

/**
 * Typeahead at scale: the FTS5 indexes become contentless tables whose rowid is
 * popularity bucket * 2^32 + id, so `ORDER BY rowid DESC LIMIT n` walks matches most popular
 * first and stops early, instead of ranking every match of a short prefix. The model id is
 * `rowid % 2^32` (ids stay below 2^32). Triggers keep it in step, popularity changes included.
 * See src/platform/search/sqlite.ts.
 */
const indexes = [
  { fts: 'titles_fts', table: 'titles', columns: ['name', 'original_name', 'year'], popularity: 'popularity' },
  { fts: 'people_fts', table: 'people', columns: ['name'], popularity: 'popularity' },
  { fts: 'episodes_fts', table: 'episodes', columns: ['name'], popularity: 'popularity' },
  { fts: 'news_fts', table: 'news_articles', columns: ['title'], popularity: null },
];

/** The FTS rowid of a row (`row` is new or old); buckets of 0.01 popularity, capped below 2^30. */
export const searchKey = (row: string, popularity: string | null) =>
  popularity ? `(min(max(CAST(${row}.${popularity} * 100 AS INTEGER), 0), 1073741823) * 4294967296 + ${row}.id)` : `${row}.id`;

async function dropIndex(db: Kysely<any>, fts: string) {
  for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER IF EXISTS ${fts}_${suffix}`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS ${fts}`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const { fts, table, columns, popularity } of indexes) {
    await dropIndex(db, fts);
    const cols = columns.join(', ');
    const values = (row: string) => columns.map((c) => `${row}.${c}`).join(', ');
    const watched = popularity ? [...columns, popularity].join(', ') : cols;
    await sql
      .raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols}, content='', contentless_delete=1, ` +
          `tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_ai AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts}(rowid, ${cols}) VALUES (${searchKey('new', popularity)}, ${values('new')}); END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_ad AFTER DELETE ON ${table} BEGIN
      DELETE FROM ${fts} WHERE rowid = ${searchKey('old', popularity)}; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${fts}_au AFTER UPDATE OF ${watched} ON ${table} BEGIN
      DELETE FROM ${fts} WHERE rowid = ${searchKey('old', popularity)};
      INSERT INTO ${fts}(rowid, ${cols}) VALUES (${searchKey('new', popularity)}, ${values('new')}); END`,
      )
      .execute(db);
    await sql.raw(`INSERT INTO ${fts}(rowid, ${cols}) SELECT ${searchKey(table, popularity)}, ${cols} FROM ${table}`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const { fts } of searchIndexes) await dropIndex(db, fts);
  await createSqliteSearchIndex(db);
  for (const { fts } of searchIndexes) await sql.raw(`INSERT INTO ${fts}(${fts}) VALUES('rebuild')`).execute(db);
}
