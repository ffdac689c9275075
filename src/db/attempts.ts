import type { Db } from './database';

/** The tables whose rows count tries in an `attempts` column (one-time codes). */
type AttemptsTable = 'two_factor_challenges' | 'email_verification_codes';

/** Counts one try on the row `id`, atomically and only below `max`; returns whether it was counted. */
export async function countAttempt(db: Db, table: AttemptsTable, id: string | number, max: number) {
  const counted = await db
    .updateTable(table)
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id as never)
    .where('attempts', '<', max)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) > 0;
}
