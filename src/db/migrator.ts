import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Db } from './database';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Loads every `NNNN_name.ts` file in migrations/, in name order. */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.folder)).filter((f) => /^\d{4}_[\w-]+\.(ts|js)$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const mod = await import(pathToFileURL(path.join(this.folder, file)).href);
      migrations[file.replace(/\.(ts|js)$/, '')] = mod;
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

export async function migrateToLatest(db: Db) {
  return unwrap(await createMigrator(db).migrateToLatest());
}

export async function migrateDown(db: Db) {
  return unwrap(await createMigrator(db).migrateDown());
}

export async function migrationStatus(db: Db) {
  const all = await createMigrator(db).getMigrations();
  return all.map((m) => ({ name: m.name, executedAt: m.executedAt?.toISOString() ?? null }));
}

/** true when every migration in the folder has run: used by GET /health. */
export async function migrationsCurrent(db: Db) {
  return (await migrationStatus(db)).every((m) => m.executedAt !== null);
}
