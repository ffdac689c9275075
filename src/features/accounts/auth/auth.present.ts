import type { Db } from '../../../db/database';
import { findTwoFactorColumns } from '../users/users.queries';
import { recoveryCodeCount } from './recovery-codes';
import { twoFactorState } from './two-factor.service';

/**
 * Adds the spec's two_factor_confirmed_at and two_factor_recovery_codes to the signed-in user.
 * Codes are stored hashed, so the list holds one masked entry per unused code: the web reads
 * "codes exist" (state 1) from it; plain codes are only ever in the enable/regenerate responses.
 */
export async function twoFactorPayload(db: Db, userId: number) {
  const row = await findTwoFactorColumns(db, userId);
  if (!row) return {};
  return {
    two_factor_confirmed_at: row.two_factor_confirmed_at,
    two_factor_recovery_codes: Array.from({ length: recoveryCodeCount(row.two_factor_recovery_codes) }, () => '**********-**********'),
    two_factor_state: twoFactorState(row),
  };
}
