import { countAttempt } from '../../../db/attempts';
import { compiledOnce } from '../../../db/compiled-query';
import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { SessionsTable } from '../../../db/tables/core';

// SQL of sign-in: sessions, known devices, two-factor challenges, steps and recovery codes,
// password reset tokens. The rules (expiry, sliding sessions, single use) stay in the services.

type SessionRow = Omit<Selectable<SessionsTable>, 'password_confirmed_at'>;

export async function insertSession(db: Db, session: SessionRow) {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * A session by its id, with the columns of its user that sign-in checks and puts on the request
 * (users.updated_at keys the cache of the user's roles and permissions, which every write to the
 * user bumps; item_state_version the cache of their per-title state, ratings/title-extension.ts).
 * Every signed-in request runs it, so it is compiled once (compiledOnce) and is one statement (on
 * SQLite, db/sqlite-bindings.ts keeps this join from being prepared again on every run, which had
 * cost four times its run; bench/README.md, "seventh pass").
 */
export const findSessionWithUser = compiledOnce((db: Db, id: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.expires_at',
      's.remember',
      's.last_active',
      'u.name as user_name',
      'u.email as user_email',
      'u.image as user_image',
      'u.email_verified_at as user_email_verified_at',
      'u.banned_at as user_banned_at',
      'u.language as user_language',
      'u.timezone as user_timezone',
      'u.updated_at as user_updated_at',
      'u.item_state_version as user_item_state_version',
    ])
    .where('s.id', '=', id),
);

export async function updateSession(
  db: Db,
  id: string,
  patch: { expires_at?: string; last_active?: string; password_confirmed_at?: string },
) {
  await db.updateTable('sessions').set(patch).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes every session of a user, except the one given (the current device). */
export async function deleteSessionsOf(db: Db | Trx, userId: number, exceptSessionId?: string | null) {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}

/** A user's unexpired sessions, newest activity first. */
export function listActiveSessions(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'device_type', 'platform', 'browser', 'city', 'country', 'ip_address', 'last_active'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy('last_active', 'desc')
    .execute();
}

export function findSessionConfirmation(db: Db, sessionId: string) {
  return db.selectFrom('sessions').select('password_confirmed_at').where('id', '=', sessionId).executeTakeFirst();
}

/** Records a (user, device hash) pair; returns true when it was new, else refreshes last_seen_at. */
export async function touchKnownDevice(db: Db, userId: number, hash: string) {
  const now = nowIso();
  const inserted = await db
    .insertInto('user_known_devices')
    .values({ user_id: userId, device_hash: hash, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  await db
    .updateTable('user_known_devices')
    .set({ last_seen_at: now })
    .where('user_id', '=', userId)
    .where('device_hash', '=', hash)
    .execute();
  return false;
}

export function findChallenge(db: Db, id: string) {
  return db.selectFrom('two_factor_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertChallenge(db: Db, row: { id: string; user_id: number; remember: number; expires_at: string }) {
  await db
    .insertInto('two_factor_challenges')
    .values({ ...row, attempts: 0, created_at: nowIso() })
    .execute();
}

export async function deleteChallenge(db: Db, id: string) {
  await db.deleteFrom('two_factor_challenges').where('id', '=', id).execute();
}

export async function deleteExpiredChallenges(db: Db) {
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', nowIso()).execute();
}

export async function deleteChallengesOf(db: Db | Trx, userId: number) {
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
}

/** Counts one try, atomically and only below `max`; returns whether it was counted. */
export const countChallengeAttempt = (db: Db, id: string, max: number) => countAttempt(db, 'two_factor_challenges', id, max);

/** Stores the TOTP step as used when it is later than the last one; returns whether it was. */
export async function claimTotpStep(db: Db, userId: number, step: number) {
  const result = await db
    .insertInto('two_factor_steps')
    .values({ user_id: userId, last_step: step })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_step: step }).where('two_factor_steps.last_step', '<', step))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteTotpSteps(db: Db | Trx, userId: number) {
  await db.deleteFrom('two_factor_steps').where('user_id', '=', userId).execute();
}

/** Replaces the stored recovery codes only if they are still `previous` (compare-and-set). */
export async function swapRecoveryCodes(db: Db, userId: number, previous: string, next: string) {
  const result = await db
    .updateTable('users')
    .set({ two_factor_recovery_codes: next })
    .where('id', '=', userId)
    .where('two_factor_recovery_codes', '=', previous)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function writeTwoFactor(
  db: Db | Trx,
  userId: number,
  patch: { two_factor_secret?: string | null; two_factor_recovery_codes?: string | null; two_factor_confirmed_at?: string | null },
) {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

export async function replaceResetToken(trx: Db | Trx, row: { user_id: number; token_hash: string; expires_at: string }) {
  await deleteResetTokensOf(trx, row.user_id);
  await trx
    .insertInto('password_reset_tokens')
    .values({ ...row, used_at: null, created_at: nowIso() })
    .execute();
}

export function findResetToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.id',
      'password_reset_tokens.user_id',
      'password_reset_tokens.expires_at',
      'password_reset_tokens.used_at',
      'users.email',
    ])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a reset token used unless it already was; returns whether this call claimed it. */
export async function claimResetToken(trx: Db | Trx, id: number) {
  const claimed = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

export async function deleteResetTokensOf(trx: Db | Trx, userId: number, exceptId?: number) {
  let q = trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  await q.execute();
}
