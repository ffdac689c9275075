import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import type { Db } from '../../../db/database';
import { decryptSecret, encryptSecret } from './app-key';
import { claimTotpStep } from './auth.queries';

// TOTP (RFC 6238) with @oslojs/otp: 30-second steps, 6 digits, one step of clock drift either way.
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const PURPOSE = 'two-factor-secret';

/** A fresh 160-bit secret. */
export function generateTotpKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(20));
}

export const sealTotpKey = (dataDir: string, key: Uint8Array) => encryptSecret(dataDir, PURPOSE, key);
export const openTotpKey = (dataDir: string, sealed: string | null) => (sealed ? decryptSecret(dataDir, PURPOSE, sealed) : null);

export const totpUri = (issuer: string, account: string, key: Uint8Array) =>
  createTOTPKeyURI(issuer, account, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);

/** The time step the code belongs to (now, or one step either side), or null. */
export function matchingStep(key: Uint8Array, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  for (const step of [current, current - 1, current + 1]) {
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}

/**
 * Accepts a code at most once: the step is recorded with a conditional upsert that only moves
 * forward, so the same (or an older) code is refused even by a concurrent request.
 */
export async function useTotpCode(db: Db, userId: number, key: Uint8Array, code: string) {
  const step = matchingStep(key, code);
  if (step === null) return false;
  return claimTotpStep(db, userId, step);
}
