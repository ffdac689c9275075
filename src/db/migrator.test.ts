import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from './database';
import { isUpToDate, migrateToLatest } from './migrator';

// A restart on a migrated database imports no migration (their code would stay in the server's
// memory for good); anything pending, or a migration whose file is gone, goes through Kysely as before.

const table = (name: string) =>
  `export async function up(db) { await db.schema.createTable('${name}').addColumn('id', 'integer').execute(); }\n`;

let dir: string;
let opened: OpenedDatabase;
const folder = (name: string, files: Record<string, string>) => {
  const at = path.join(dir, name);
  fs.mkdirSync(at);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(at, file), text);
  return at;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-migrator-'));
  opened = openDatabase(`sqlite:${path.join(dir, 'app.db')}`);
});
afterEach(async () => {
  await opened.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrateToLatest', () => {
  it('runs what is pending, then imports nothing while the database is up to date', async () => {
    const first = folder('first', { '0001_movies.mjs': table('movies') });
    expect(await isUpToDate(opened.db, first)).toBe(false); // a new database
    expect((await migrateToLatest(opened.db, first)).map((r) => r.migrationName)).toEqual(['0001_movies']);
    expect(await isUpToDate(opened.db, first)).toBe(true);

    // the same migration, as a file that fails if anything imports it
    const restart = folder('restart', { '0001_movies.mjs': "throw new Error('imported a migration that already ran');\n" });
    await expect(migrateToLatest(opened.db, restart)).resolves.toEqual([]);

    // a release with a new migration runs it alone
    const next = folder('next', { '0001_movies.mjs': table('movies'), '0002_people.mjs': table('people') });
    expect((await migrateToLatest(opened.db, next)).map((r) => r.migrationName)).toEqual(['0002_people']);
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name in ('movies', 'people')`.execute(opened.db);
    expect(rows.map((r) => r.name).sort()).toEqual(['movies', 'people']);
  });

  it('still refuses a database that ran a migration this release does not have', async () => {
    await migrateToLatest(opened.db, folder('newer', { '0001_movies.mjs': table('movies'), '0002_people.mjs': table('people') }));
    const older = folder('older', { '0001_movies.mjs': table('movies') });
    expect(await isUpToDate(opened.db, older)).toBe(false);
    await expect(migrateToLatest(opened.db, older)).rejects.toThrow(/0002_people/);
  });
});
