import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Small helpers that keep migrations portable between SQLite and PostgreSQL.

export function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Integer primary key: rowid alias on SQLite, identity column on PostgreSQL. */
export function primaryId(db: Kysely<any>) {
  return (c: ColumnDefinitionBuilder) => (isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
}

/** Default of "now" as an ISO-8601 UTC string, matching what the code writes. */
export function nowIso(db: Kysely<any>) {
  return isPostgres(db)
    ? sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** A timestamp column that defaults to now. */
export function createdAt(db: Kysely<any>) {
  return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(nowIso(db));
}
