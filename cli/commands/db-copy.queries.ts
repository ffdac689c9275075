import type SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../src/db/database';

// What `marquee db:copy` reads from the SQLite file and writes to PostgreSQL. Table names come
// from the two catalogues (never from the user), so they are safe to use as identifiers.

/** Every ordinary table of the SQLite file (FTS5 tables and their shadow tables included). */
export function sqliteTableNames(sqlite: SQLite.Database): string[] {
  const rows = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all();
  return (rows as { name: string }[]).map((r) => r.name);
}

export function sqliteRowCount(sqlite: SQLite.Database, table: string): number {
  return (sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
}

/** A table's rows in rowid order (parents before the replies that point at them), `size` at a time. */
export function* sqliteRowBatches(sqlite: SQLite.Database, table: string, size: number) {
  const statement = sqlite.prepare(`select * from "${table}" order by rowid`);
  let batch: Record<string, unknown>[] = [];
  for (const row of statement.iterate() as IterableIterator<Record<string, unknown>>) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** One snapshot for the whole copy, even while the server keeps writing. */
export function sqliteSnapshot(sqlite: SQLite.Database) {
  sqlite.exec('BEGIN');
  return () => sqlite.exec('COMMIT');
}

/** Tables of any user schema: db:copy only writes into a database that has none. */
export async function postgresTables(db: Db) {
  const { rows } = await sql<{ name: string }>`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') order by 1`.execute(db);
  return rows.map((r) => r.name);
}

export interface PostgresColumn {
  table: string;
  column: string;
  type: string;
  sequence: boolean;
}

export async function postgresColumns(db: Db): Promise<PostgresColumn[]> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_identity: string;
    column_default: string | null;
  }>`
    select table_name, column_name, data_type, is_identity, column_default from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  return rows.map((r) => ({
    table: r.table_name,
    column: r.column_name,
    type: r.data_type,
    sequence: r.is_identity === 'YES' || (r.column_default ?? '').startsWith('nextval('),
  }));
}

/** (table, the table it references) for every foreign key of the schema. */
export async function foreignKeys(db: Db) {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = current_schema()`.execute(db);
  return rows;
}

/** Empties the tables (rows a migration may have written) before the copy fills them. */
export async function truncateTables(db: Kysely<any>, tables: string[]) {
  if (tables.length) await sql`truncate ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
}

/** The table's own triggers (the search index's) are set aside during the bulk load; foreign keys stay checked. */
export async function setUserTriggers(db: Kysely<any>, table: string, enabled: boolean) {
  await sql`alter table ${sql.table(table)} ${sql.raw(enabled ? 'enable' : 'disable')} trigger user`.execute(db);
}

export async function insertRows(db: Kysely<any>, table: string, rows: Record<string, unknown>[]) {
  await db.insertInto(table).values(rows).execute();
}

/** The next generated id follows the largest copied one. */
export async function resetSequence(db: Kysely<any>, table: string, column: string) {
  await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

export async function postgresRowCount(db: Db, table: string) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}
