import { randomInt } from 'node:crypto';
import type { Db } from '../../../db/database';
import { findTwoFactorColumns } from '../users/users.queries';
import { swapRecoveryCodes } from './auth.queries';
import { hashToken } from './sessions';

// Recovery codes: 8 codes of 21 characters (10 + '-' + 10) from an alphabet without look-alikes
// (about 99 bits each). Only their SHA-256 hashes are stored; each works once.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 8;

const chunk = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${chunk()}-${chunk()}`);
}

const normalize = (code: string) => code.trim().toLowerCase();

export const hashRecoveryCodes = (codes: string[]) => JSON.stringify(codes.map((c) => hashToken(normalize(c))));

function parse(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const list = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

export const recoveryCodeCount = (stored: string | null) => parse(stored).length;

/** Removes the code if present; the compare-and-set on the old value keeps it single-use under races. */
export async function consumeRecoveryCode(db: Db, userId: number, code: string) {
  const user = await findTwoFactorColumns(db, userId);
  const stored = user?.two_factor_recovery_codes ?? null;
  const hashes = parse(stored);
  const hash = hashToken(normalize(code));
  if (!stored || !hashes.includes(hash)) return false;
  return swapRecoveryCodes(db, userId, stored, JSON.stringify(hashes.filter((h) => h !== hash)));
}
