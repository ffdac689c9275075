import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** Connections to this PostgreSQL database other than ours (a running server holds some). */
export async function otherConnections(db: Db) {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  return Number(rows[0]!.n);
}
