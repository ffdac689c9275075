import { countAttempt } from '../../../db/attempts';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';

/** Replaces any earlier code of the user with this one (0 attempts). */
export async function replaceVerificationCode(trx: Db | Trx, row: { user_id: number; code_hash: string; expires_at: string }) {
  await deleteVerificationCodesOf(trx, row.user_id);
  await trx
    .insertInto('email_verification_codes')
    .values({ ...row, attempts: 0, created_at: nowIso() })
    .execute();
}

/** The user's newest code. */
export function latestVerificationCode(db: Db, userId: number) {
  return db.selectFrom('email_verification_codes').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
}

/** Counts one try, atomically and only below `max`; returns whether it was counted. */
export const countVerificationAttempt = (db: Db, id: number, max: number) => countAttempt(db, 'email_verification_codes', id, max);

export async function deleteVerificationCodesOf(trx: Db | Trx, userId: number) {
  await trx.deleteFrom('email_verification_codes').where('user_id', '=', userId).execute();
}

export async function markEmailVerified(trx: Db | Trx, userId: number) {
  await trx.updateTable('users').set({ email_verified_at: nowIso(), updated_at: nowIso() }).where('id', '=', userId).execute();
}
