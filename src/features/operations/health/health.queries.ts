import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** Resolves when the database answers a trivial query; throws when it does not. */
export async function pingDatabase(db: Db) {
  await sql`select 1`.execute(db);
}
