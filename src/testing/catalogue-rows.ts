import type { Database, Db } from '../db/database';

/** How many rows a table holds, for tests that check what a seed or an import wrote. */
export async function countRows(db: Db, table: keyof Database) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
