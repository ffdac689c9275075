import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type KyselyConfig, SqliteDialect, type Transaction } from 'kysely';
import type { AccountsTables } from './tables/accounts';
import type { BillingTables } from './tables/billing';
import type { CatalogueTables } from './tables/catalogue';
import type { CommunityTables } from './tables/community';
import type { CoreTables } from './tables/core';
import type { FollowsTables } from './tables/follows';
import type { HistoryTables } from './tables/history';
import type { ExportsTables } from './tables/exports';
import type { DataImportTables } from './tables/data-imports';
import type { VideosTables } from './tables/videos';
import type { UploadsTables } from './tables/uploads';
import type { S3UploadsTables } from './tables/s3-uploads';
import type { NotificationsTables } from './tables/notifications';
import type { WorkspacesTables } from './tables/workspaces';
import type { PushTables } from './tables/push';
import { openPostgres } from './postgres';
import { SqliteBindingsPlugin } from './sqlite-bindings';

/** Every table, composed from one file per feature area so that areas never edit the same file. */
export interface Database
  extends
    CoreTables,
    AccountsTables,
    CatalogueTables,
    CommunityTables,
    VideosTables,
    UploadsTables,
    S3UploadsTables,
    NotificationsTables,
    BillingTables,
    WorkspacesTables,
    PushTables,
    FollowsTables,
    HistoryTables,
    ExportsTables,
    DataImportTables {}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

export interface OpenedDatabase {
  db: Db;
  /** The raw better-sqlite3 handle (SQLite only): backups, FTS and pragmas. */
  sqlite: SQLite.Database | null;
  close(): Promise<void>;
}

/**
 * Opens the database named by DATABASE_URL. SQLite gets WAL, foreign keys and a busy timeout.
 * `log` is Kysely's query log (tests count the statements a handler runs).
 */
export function openDatabase(databaseUrl: string, opts: { log?: KyselyConfig['log'] } = {}): OpenedDatabase {
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = openSqlite(file);
    const cached = withStatementCache(sqlite);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: cached }),
      log: opts.log,
      plugins: [new SqliteBindingsPlugin()],
    });
    // a logged handle keeps every statement on Kysely's path, so its log sees them all
    if (!opts.log) directReads.set(db, sqlite);
    return {
      db,
      sqlite,
      async close() {
        await db.destroy();
      },
    };
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return openPostgres(databaseUrl, { log: opts.log });
  throw new Error('DATABASE_URL: must start with sqlite: or postgres://');
}

/** Per SQLite handle: its connection, for directSqliteOf. */
const directReads = new WeakMap<Db, SQLite.Database>();

/**
 * A read that may run straight on better-sqlite3's prepared statement, without Kysely's driver
 * around it (its connection mutex, promise chain and result copying were a third of a signed-in
 * title read's database time): only for a SQLite handle, and only while no transaction is open on
 * its one connection, since a statement run then would read that transaction's uncommitted writes.
 * The connection to prepare on, or null: run the query through Kysely.
 */
export function directSqliteOf(db: Db) {
  const sqlite = directReads.get(db);
  return sqlite && !sqlite.inTransaction ? sqlite : null;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * The handle Kysely's SQLite driver prepares every query on, reusing prepared statements by SQL
 * text: Kysely prepares each query afresh, and preparing against this schema cost more than running
 * the query (a quarter of a signed-in title read). A statement still busy (an open iterator) is
 * never handed out twice; the least recently used ones are dropped past the bound.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}

export function openSqlite(file: string) {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  return sqlite;
}

/** ISO-8601 UTC timestamp, the one time format stored in the database. */
export function nowIso(date: Date = new Date()) {
  return date.toISOString();
}
