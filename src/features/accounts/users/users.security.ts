import type { Db } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { AppError, notFound } from '../../../http/errors';
import { authorize, requireUser } from '../../../http/guard';
import type { AuthState } from '../auth/auth-state';
import { invalidateUserSessions } from '../auth/sessions';
import { activeSessionsOf } from '../user-sessions/user-sessions.service';
import { writeTwoFactor } from '../auth/auth.queries';
import { findTwoFactorColumns, findUser } from './users.queries';

// The admin's view of another user's security (users/{id}/security tab): active sessions,
// signing them all out, and turning two-factor authentication off for a locked-out user.
// Every call needs users.update; none ever returns a secret or a session token hash.

async function targetOf(db: Db, auth: AuthState, id: number) {
  authorize(auth, 'users.update');
  const caller = requireUser(auth);
  if (!(await findUser(db, id))) throw notFound();
  return caller;
}

export async function listSessionsOf({ db, auth }: ActorDeps, id: number) {
  await targetOf(db, auth, id);
  return activeSessionsOf(db, id, auth.sessionId);
}

/** Ends every session of the user; an admin acting on themselves keeps the current one. */
export async function signOutSessionsOf({ db, auth }: ActorDeps, id: number) {
  const caller = await targetOf(db, auth, id);
  await invalidateUserSessions(db, id, caller.id === id ? auth.sessionId : null);
}

export async function disableTwoFactorOf({ db, auth }: ActorDeps, id: number) {
  await targetOf(db, auth, id);
  const row = await findTwoFactorColumns(db, id);
  if (!row?.two_factor_secret)
    throw new AppError(422, 'Two-factor authentication is not enabled for this user.', undefined, 'two_factor_off');
  await writeTwoFactor(db, id, { two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null });
}

/** Whether the user has confirmed two-factor authentication (admin payload; never the secret). */
export async function twoFactorState(db: Db, id: number) {
  const row = await findTwoFactorColumns(db, id);
  return { two_factor_enabled: !!row?.two_factor_confirmed_at, two_factor_confirmed_at: row?.two_factor_confirmed_at ?? null };
}
