import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';
import { APP_ROOT, BUNDLED, CODE_DIR } from '../app-root';
import type { Db } from './database';
import { isPostgres } from './schema-helpers';

/**
 * migrations/*.ts from source; in the production bundle each migration is bundled on its own into
 * dist/server/migrations/*.mjs (scripts/build-server.mjs), beside the server bundle.
 */
export const MIGRATIONS_DIR = BUNDLED ? path.join(CODE_DIR, 'migrations') : path.join(APP_ROOT, 'migrations');

const MIGRATION_FILE = /^\d{4}_[\w-]+\.(ts|js|mjs)$/;
const migrationName = (file: string) => file.replace(/\.(ts|js|mjs)$/, '');

/** Loads every `NNNN_name.ts` (or bundled `.mjs`) file of a folder, in name order. */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.folder)).filter((f) => MIGRATION_FILE.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const mod = await import(pathToFileURL(path.join(this.folder, file)).href);
      migrations[migrationName(file)] = mod;
    }
    return migrations;
  }
}

export function createMigrator(db: Db, folder = MIGRATIONS_DIR) {
  return new Migrator({ db, provider: new FolderMigrationProvider(folder) });
}

function unwrap(result: MigrationResultSet) {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const err = result.error instanceof Error ? result.error : new Error(String(result.error));
    err.message = `Migration ${failed?.migrationName ?? ''} failed: ${err.message}`;
    throw err;
  }
  return result.results ?? [];
}

/** The PostgreSQL advisory lock key of "migrating and seeding" ('marq'): the same in every release. */
const SETUP_LOCK = 0x6d617271;

/**
 * Runs `setup` (migrations, then seeders) while no other process on the database does: processes
 * started together on one PostgreSQL database take turns, so the later ones find the rows the first
 * inserted instead of racing it to insert them. One pooled connection holds the lock (a crashed
 * process's lock ends with its connection); `setup` runs on the others. On SQLite it runs as is.
 */
export async function whileSettingUp<T>(db: Db, setup: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return setup();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SETUP_LOCK})`.execute(conn);
    try {
      return await setup();
    } finally {
      await sql`select pg_advisory_unlock(${SETUP_LOCK})`.execute(conn);
    }
  });
}

/**
 * Whether every migration file of the folder has run, and nothing else has: read from file names and
 * Kysely's migration table, without importing the migrations. A restart then loads none of them
 * (their code stayed in the server's memory for its lifetime: ES modules are never unloaded).
 */
export async function isUpToDate(db: Db, folder = MIGRATIONS_DIR) {
  const files = (await fs.readdir(folder)).filter((f) => MIGRATION_FILE.test(f)).map(migrationName);
  let done: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    done = new Set(rows.map((r) => r.name));
  } catch {
    return false; // a new database: no migration table yet
  }
  return done.size === files.length && files.every((name) => done.has(name));
}

export async function migrateToLatest(db: Db, folder = MIGRATIONS_DIR) {
  if (await isUpToDate(db, folder)) return [];
  return unwrap(await createMigrator(db, folder).migrateToLatest());
}

export async function migrateDown(db: Db) {
  return unwrap(await createMigrator(db).migrateDown());
}

export async function migrationStatus(db: Db) {
  const all = await createMigrator(db).getMigrations();
  return all.map((m) => ({ name: m.name, executedAt: m.executedAt?.toISOString() ?? null }));
}

/** The folder's migration names, read once: the files of a running process do not change. */
let folderNames: Promise<string[]> | null = null;

/**
 * true when every migration in the folder has run: used by GET /health, so it is one small query
 * against Kysely's bookkeeping table rather than loading every migration module.
 */
export async function migrationsCurrent(db: Db) {
  folderNames ??= fs.readdir(MIGRATIONS_DIR).then((files) => files.filter((f) => MIGRATION_FILE.test(f)).map(migrationName));
  const names = await folderNames;
  let executed: Set<string>;
  try {
    executed = new Set((await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name));
  } catch {
    return false; // no bookkeeping table yet: nothing has run
  }
  return names.every((n) => executed.has(n));
}
