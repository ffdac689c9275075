import type { Db } from '../db/database';

// The SQL of the first-run install (platform/install.ts).

/** Whether any user holds the role. */
export async function roleHasUser(db: Db, roleId: number) {
  return !!(await db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).executeTakeFirst());
}

export function findUserIdByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export async function addUserRole(db: Db, userId: number, roleId: number) {
  await db.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
}

/** The roles every new user gets. */
export async function defaultRoleIds(db: Db) {
  return (await db.selectFrom('roles').select('id').where('default', '=', 1).execute()).map((r) => r.id);
}
