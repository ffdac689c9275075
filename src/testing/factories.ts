import { randomUUID } from 'node:crypto';
import { type Db, nowIso } from '../db/database';
import { adminRole, createUser } from '../features/accounts/users/users.service';

let seq = 0;

/** A user with the default role (or the given role ids); password defaults to 'password123'. */
export async function createTestUser(
  db: Db,
  overrides: { email?: string; password?: string; name?: string; roleIds?: number[]; verified?: boolean; admin?: boolean } = {},
) {
  seq += 1;
  const email = overrides.email ?? `user${seq}-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'password123';
  let roleIds = overrides.roleIds;
  if (overrides.admin) roleIds = [(await adminRole(db))!.id];
  const user = await createUser(db, {
    email,
    password,
    name: overrides.name ?? `User ${seq}`,
    roleIds,
    verified: overrides.verified ?? true,
  });
  return { ...user, password };
}

/** Grants a permission (with optional restrictions) directly to a user. */
export async function grantPermission(db: Db, userId: number, name: string, restrictions: { name: string; value: number | null }[] = []) {
  const perm = await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  await db
    .insertInto('user_permissions')
    .values({ user_id: userId, permission_id: perm.id, restrictions: JSON.stringify(restrictions) })
    .onConflict((oc) => oc.columns(['user_id', 'permission_id']).doUpdateSet({ restrictions: JSON.stringify(restrictions) }))
    .execute(); // as the app's writes do: a signed-in request's cached permissions are keyed by users.updated_at
  await db.updateTable('users').set({ updated_at: nowIso() }).where('id', '=', userId).execute();
}
