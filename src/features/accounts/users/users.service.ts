import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { conflict } from '../../../http/errors';
import { hashPassword } from '../auth/passwords';

export interface NewUser {
  email: string;
  password?: string | null;
  name?: string | null;
  /** Role ids; defaults to the roles marked default (the "Users" role). */
  roleIds?: number[];
  verified?: boolean;
  language?: string | null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Creates a user with a hashed password and its roles, in one transaction. */
export async function createUser(db: Db, input: NewUser) {
  const email = normalizeEmail(input.email);
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw conflict('A user with this email already exists.');
  const password = input.password ? await hashPassword(input.password) : null;
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email,
        password,
        name: input.name?.trim() || email.split('@')[0]!,
        email_verified_at: input.verified ? now : null,
        language: input.language ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'email', 'name'])
      .executeTakeFirstOrThrow();
    const roleIds = input.roleIds ?? (await trx.selectFrom('roles').select('id').where('default', '=', 1).execute()).map((r) => r.id);
    if (roleIds.length) {
      await trx
        .insertInto('user_roles')
        .values(roleIds.map((role_id) => ({ user_id: user.id, role_id })))
        .execute();
    }
    return user;
  });
}

export async function findRoleByName(db: Db, name: string) {
  return db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The role holding the 'admin' permission (created on install as "Admins"). */
export async function adminRole(db: Db) {
  return db
    .selectFrom('roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['roles.id', 'roles.name'])
    .where('permissions.name', '=', 'admin')
    .orderBy('roles.id')
    .executeTakeFirst();
}
