import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

// What `marquee doctor` asks the database about itself.

export async function sqliteVersion(db: Db) {
  return (await sql<{ version: string }>`select sqlite_version() as version`.execute(db)).rows[0]!.version;
}

export async function postgresVersion(db: Db) {
  return (await sql<{ version: string }>`select current_setting('server_version') as version`.execute(db)).rows[0]!.version;
}

/** The extensions search uses: whether the server has them and which are installed in this database. */
export async function searchExtensions(db: Db) {
  const { rows } = await sql<{ name: string; installed: string | null }>`
    select name, installed_version as installed from pg_available_extensions
    where name in ('unaccent', 'pg_trgm') order by name`.execute(db);
  return rows;
}
