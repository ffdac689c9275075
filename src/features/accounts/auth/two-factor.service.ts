import { encodeBase32NoPadding } from '@oslojs/encoding';
import { nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { AppError, validationError } from '../../../http/errors';
import { findTwoFactorColumns } from '../users/users.queries';
import { deleteChallengesOf, deleteTotpSteps, writeTwoFactor } from './auth.queries';
import { requireConfirmedPassword } from './password-confirmation';
import { generateRecoveryCodes, hashRecoveryCodes, recoveryCodeCount } from './recovery-codes';
import { generateTotpKey, openTotpKey, sealTotpKey, totpUri, useTotpCode } from './totp';

// Spec section 4: 0 not enabled -> (enable) 1 awaiting confirmation -> (confirm code) 2 enabled.

type TwoFactorRow = {
  id: number;
  email: string;
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: string | null;
};

export function twoFactorState(row: Pick<TwoFactorRow, 'two_factor_confirmed_at' | 'two_factor_recovery_codes'>): 0 | 1 | 2 {
  if (row.two_factor_confirmed_at) return 2;
  return recoveryCodeCount(row.two_factor_recovery_codes) > 0 ? 1 : 0;
}

async function loadRow({ db }: ActorDeps, userId: number): Promise<TwoFactorRow> {
  const row = await findTwoFactorColumns(db, userId);
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

/** State 0/1 -> 1: a new encrypted 160-bit secret and new recovery codes (shown once). */
export async function enableTwoFactor(deps: ActorDeps) {
  const user = await requireConfirmedPassword(deps);
  const row = await loadRow(deps, user.id);
  if (row.two_factor_confirmed_at) throw validationError({ code: ['Two factor authentication is already enabled.'] });
  const codes = generateRecoveryCodes();
  await writeTwoFactor(deps.db, user.id, {
    two_factor_secret: sealTotpKey(deps.config.DATA_DIR, generateTotpKey()),
    two_factor_recovery_codes: hashRecoveryCodes(codes),
    two_factor_confirmed_at: null,
  });
  await deleteTotpSteps(deps.db, user.id);
  return { two_factor_state: 1 as const, recovery_codes: codes };
}

/** The otpauth:// QR code and secret, only while setup awaits confirmation (state 1). */
export async function twoFactorQrCode(deps: ActorDeps) {
  const user = await requireConfirmedPassword(deps);
  const row = await loadRow(deps, user.id);
  if (row.two_factor_confirmed_at) throw new AppError(409, 'Two factor authentication is already confirmed.', undefined, 'conflict');
  const key = openTotpKey(deps.config.DATA_DIR, row.two_factor_secret);
  if (!key) throw new AppError(409, 'Two factor authentication is not enabled.', undefined, 'conflict');
  const uri = totpUri(deps.services.settings.get<string>('branding.site_name'), row.email, key);
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { svg, secret: encodeBase32NoPadding(key) };
}

/** State 1 -> 2 with a valid current code (which is then spent like any other). */
export async function confirmTwoFactor(deps: ActorDeps, code: string) {
  const user = await requireConfirmedPassword(deps);
  const row = await loadRow(deps, user.id);
  const key = openTotpKey(deps.config.DATA_DIR, row.two_factor_secret);
  if (!key || row.two_factor_confirmed_at) throw validationError({ code: ['Two factor authentication is not awaiting confirmation.'] });
  if (!(await useTotpCode(deps.db, user.id, key, code))) {
    throw validationError({ code: ['The provided two factor authentication code was invalid.'] });
  }
  await writeTwoFactor(deps.db, user.id, { two_factor_confirmed_at: nowIso() });
  return { two_factor_state: 2 as const, message: 'Two factor authentication has been enabled.' };
}

/** Any state -> 0: secret, codes, confirmation and pending challenges are removed. */
export async function disableTwoFactor(deps: ActorDeps) {
  const user = await requireConfirmedPassword(deps);
  await deps.db.transaction().execute(async (trx) => {
    await writeTwoFactor(trx, user.id, { two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null });
    await deleteTotpSteps(trx, user.id);
    await deleteChallengesOf(trx, user.id);
  });
  return { two_factor_state: 0 as const, message: 'Two factor authentication has been disabled.' };
}

/** New codes replace all old ones; plain text is returned this once only. */
export async function regenerateRecoveryCodes(deps: ActorDeps) {
  const user = await requireConfirmedPassword(deps);
  const row = await loadRow(deps, user.id);
  if (!row.two_factor_secret) throw validationError({ code: ['Two factor authentication is not enabled.'] });
  const codes = generateRecoveryCodes();
  await writeTwoFactor(deps.db, user.id, { two_factor_recovery_codes: hashRecoveryCodes(codes) });
  return { recovery_codes: codes, message: 'Recovery codes regenerated.' };
}
