import type { Command } from 'commander';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { fillSearchIndex } from '../../migrations/0650_search_postgres';
import type { OpenedDatabase } from '../../src/db/database';
import { migrateToLatest, migrationsCurrent } from '../../src/db/migrator';
import { openPostgres } from '../../src/db/postgres';
import { CliError, cliConfig, EXIT, parseFlags, print, withDatabase } from '../context';
import { progressBar } from '../progress';
import {
  foreignKeys,
  insertRows,
  type PostgresColumn,
  postgresColumns,
  postgresRowCount,
  postgresTables,
  resetSequence,
  setUserTriggers,
  sqliteRowBatches,
  sqliteRowCount,
  sqliteSnapshot,
  sqliteTableNames,
  truncateTables,
} from './db-copy.queries';
import { redact } from './install';

// `marquee db:copy --to postgres://…`: moves a SQLite install into an empty PostgreSQL database.
// PostgreSQL gets its schema from the migrations, then every table shared by both engines is copied
// in foreign-key order; the engine's own tables (FTS5 on SQLite, the tsvector side tables on
// PostgreSQL, the migration bookkeeping) are not copied: PostgreSQL's search index is rebuilt.

const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);
/** FTS5 virtual tables and their shadow tables (migrations 0200, 0201, 0300). */
const FTS_TABLE = /_fts(_(data|idx|content|docsize|config))?$/;
/** PostgreSQL accepts at most 65,535 parameters per statement. */
const PARAMETERS_PER_INSERT = 30_000;

const flags = z.object({ to: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL') });

/** SQLite stores booleans as 0/1, JSON as text and dates as ISO text; PostgreSQL's column type decides. */
export function toPostgres(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return typeof value === 'string' ? ['1', 'true', 't'].includes(value.toLowerCase()) : Boolean(value);
  if (type === 'json' || type === 'jsonb') return typeof value === 'string' ? value : JSON.stringify(value);
  if (type.startsWith('timestamp') || type === 'date') return typeof value === 'number' ? new Date(value) : value;
  if (type === 'bytea') return Buffer.isBuffer(value) ? value : Buffer.from(String(value));
  if ((type === 'text' || type.startsWith('character')) && Buffer.isBuffer(value)) return value.toString('utf8');
  return value;
}

/** Tables ordered so that every table comes after the tables its foreign keys point at. */
function dependencyOrder(tables: string[], edges: { child: string; parent: string }[]) {
  const remaining = new Set(tables);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent && remaining.has(parent)) parents.get(child)?.add(parent);
  const order: string[] = [];
  while (remaining.size) {
    const ready = [...remaining].filter((t) => [...parents.get(t)!].every((p) => !remaining.has(p)));
    // a cycle (none in the schema today) is copied in name order; a broken reference then names its table
    for (const table of ready.length ? ready : [...remaining]) {
      order.push(table);
      remaining.delete(table);
    }
  }
  return order;
}

const pad = (text: string, width: number) => text.padEnd(width);
const count = (n: number) => n.toLocaleString('en-US');

export function registerDbCopyCommand(program: Command) {
  program
    .command('db:copy')
    .description('Copy this SQLite install into an empty PostgreSQL database (then set DATABASE_URL to it)')
    .requiredOption('--to <url>', 'the PostgreSQL database, postgres://user:password@host:5432/name (must be empty)')
    .action(async (opts) => {
      const { to } = parseFlags(flags, opts);
      const config = cliConfig();
      if (!config.paths.db) throw new CliError('db:copy copies a SQLite database; DATABASE_URL already points at PostgreSQL.', EXIT.usage);
      await withDatabase(config, async (source) => {
        if (!(await migrationsCurrent(source.db)))
          throw new CliError(`${config.paths.db} has pending migrations: run "marquee migrate" first.`);
        const target = openPostgres(to, { max: 2 });
        try {
          await copyInto(source, target.db, to);
        } finally {
          await target.close();
        }
      });
    });
}

async function copyInto(source: OpenedDatabase, target: OpenedDatabase['db'], url: string) {
  const sqlite = source.sqlite!;
  await migrateEmptyDatabase(target, url);
  const columns = new Map<string, PostgresColumn[]>();
  for (const c of await postgresColumns(target)) columns.set(c.table, [...(columns.get(c.table) ?? []), c]);
  const sqliteTables = sqliteTableNames(sqlite);
  const shared = sqliteTables.filter((t) => columns.has(t) && !BOOKKEEPING.has(t));
  const order = dependencyOrder(shared, await foreignKeys(target));
  const searchTables = [...columns.keys()].filter((t) => t.endsWith('_search') && shared.includes(t.slice(0, -'_search'.length)));

  const finish = sqliteSnapshot(sqlite);
  let expected: Map<string, number>;
  try {
    expected = new Map(order.map((t) => [t, sqliteRowCount(sqlite, t)]));
    await copyRows(sqlite, target, order, columns, expected);
  } finally {
    finish();
  }
  const total = [...expected.values()].reduce((a, b) => a + b, 0);
  print(`Copied ${order.length} tables (${count(total)} rows) to ${redact(url)}; search index rebuilt (${searchTables.join(', ')}).`);
  const skipped = sqliteTables.filter((t) => !columns.has(t) && !BOOKKEEPING.has(t));
  const unexpected = skipped.filter((t) => !FTS_TABLE.test(t));
  if (skipped.length) print(`Not copied: ${skipped.length - unexpected.length} SQLite full-text search tables (PostgreSQL has its own).`);
  if (unexpected.length) print(`Not copied, no such table on PostgreSQL: ${unexpected.join(', ')}.`);
  await reportCounts(target, expected);
}

/** Refuses a database with tables; otherwise gives it the schema. */
async function migrateEmptyDatabase(target: OpenedDatabase['db'], url: string) {
  let existing: string[];
  try {
    existing = await postgresTables(target);
  } catch (err) {
    throw new CliError(`Cannot connect to ${redact(url)}: ${(err as Error).message}`);
  }
  if (existing.length) {
    throw new CliError(
      `${redact(url)} is not empty (${existing.length} tables, e.g. ${existing[0]}): db:copy writes only into an empty database.`,
    );
  }
  await migrateToLatest(target);
}

/** One transaction: a failure leaves no rows behind (the migrated schema stays). */
async function copyRows(
  sqlite: NonNullable<OpenedDatabase['sqlite']>,
  target: OpenedDatabase['db'],
  order: string[],
  columns: Map<string, PostgresColumn[]>,
  expected: Map<string, number>,
) {
  const bar = progressBar(
    'Copying',
    [...expected.values()].reduce((a, b) => a + b, 0),
    'rows',
  );
  let copied = 0;
  try {
    await target.transaction().execute(async (trx) => {
      const db = trx as unknown as Kysely<any>;
      await truncateTables(db, order);
      for (const table of order) {
        const tableColumns = columns.get(table)!;
        await setUserTriggers(db, table, false);
        const size = Math.max(1, Math.min(1000, Math.floor(PARAMETERS_PER_INSERT / tableColumns.length)));
        for (const rows of sqliteRowBatches(sqlite, table, size)) {
          try {
            await insertRows(
              db,
              table,
              rows.map((row) => convertRow(row, tableColumns)),
            );
          } catch (err) {
            throw new CliError(
              `Copying ${table} failed: ${(err as Error).message}. Nothing was copied; drop and recreate the database before trying again.`,
            );
          }
          copied += rows.length;
          bar.update(copied);
        }
        await setUserTriggers(db, table, true);
        for (const c of tableColumns.filter((c) => c.sequence)) await resetSequence(db, table, c.column);
      }
      for (const table of order) if (columns.has(`${table}_search`)) await fillSearchIndex(db, table, true);
    });
  } finally {
    bar.stop();
  }
}

/** Both row counts of every copied table; exit 1 when one differs. */
async function reportCounts(target: OpenedDatabase['db'], expected: Map<string, number>) {
  const tables = [...expected.keys()].sort();
  const width = Math.max(...tables.map((t) => t.length));
  print(`${pad('table', width)}  ${'SQLite'.padStart(10)}  ${'PostgreSQL'.padStart(10)}`);
  const mismatched: string[] = [];
  for (const table of tables) {
    const got = await postgresRowCount(target, table);
    const want = expected.get(table)!;
    if (got !== want) mismatched.push(`${table} (${want} -> ${got})`);
    print(`${pad(table, width)}  ${count(want).padStart(10)}  ${count(got).padStart(10)}  ${got === want ? 'ok' : 'MISMATCH'}`);
  }
  if (mismatched.length) throw new CliError(`Row counts differ for ${mismatched.length} tables: ${mismatched.join(', ')}`);
  print('Every row count matches. Point DATABASE_URL at the new database and restart Marquee.');
}

function convertRow(row: Record<string, unknown>, columns: PostgresColumn[]) {
  const out: Record<string, unknown> = {};
  for (const c of columns) if (c.column in row) out[c.column] = toPostgres(row[c.column], c.type);
  return out;
}
