import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { conflict } from '../../../http/errors';
import { hashPassword } from '../auth/passwords';
import { invalidateUserSessions } from '../auth/sessions';
import {
  addUserRole,
  defaultRoleIds,
  emailTaken,
  insertUser,
  insertUserRoles,
  removeUserRole,
  setPasswordHash,
  writeBan,
} from './users.queries';

export interface NewUser {
  email: string;
  password?: string | null;
  name?: string | null;
  /** Role ids; defaults to the roles marked default (the "Users" role). */
  roleIds?: number[];
  verified?: boolean;
  language?: string | null;
  /** Answers to the register form's extra fields, stored as given. */
  extraFields?: { name: string; label: string; value: string | boolean }[] | null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Creates a user with a hashed password and its roles, in one transaction. */
export async function createUser(db: Db, input: NewUser) {
  const email = normalizeEmail(input.email);
  if (await emailTaken(db, email)) throw conflict('A user with this email already exists.');
  const password = input.password ? await hashPassword(input.password) : null;
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      email,
      password,
      name: input.name?.trim() || email.split('@')[0]!,
      email_verified_at: input.verified ? now : null,
      language: input.language ?? null,
      extra_fields: input.extraFields ? JSON.stringify(input.extraFields) : null,
      created_at: now,
      updated_at: now,
    });
    await insertUserRoles(trx, user.id, input.roleIds ?? (await defaultRoleIds(trx)));
    return user;
  });
}

/** Suspends a user and ends every session they have: the API and `marquee user:ban` both land here. */
export async function banUser(db: Db, userId: number, reason?: string | null) {
  await db.transaction().execute(async (trx) => {
    await writeBan(trx, userId, { banned_at: nowIso(), ban_reason: reason ?? null });
    await invalidateUserSessions(trx, userId);
  });
}

export async function unbanUser(db: Db, userId: number) {
  await writeBan(db, userId, null);
}

/** Sets a new password and ends the user's sessions (all but `keepSessionId`, the caller's own). */
export async function setUserPassword(db: Db, userId: number, password: string, keepSessionId?: string | null) {
  await setPasswordHash(db, userId, await hashPassword(password));
  await invalidateUserSessions(db, userId, keepSessionId);
}

/** Gives a user a role, or takes it away; returns whether anything changed on removal. */
export async function assignRole(db: Db, userId: number, roleId: number) {
  await addUserRole(db, userId, roleId);
}

export async function unassignRole(db: Db, userId: number, roleId: number) {
  return removeUserRole(db, userId, roleId);
}

export { adminRole } from '../roles/roles.queries';
