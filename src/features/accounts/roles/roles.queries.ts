import type { Db } from '../../../db/database';
import type { AuthUser } from '../auth/auth-state';
import { type AccessSubject, mergeGrants, type PermissionGrant, type Restriction } from './access';

function parseRestrictions(raw: string | null | undefined): Restriction[] {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw);
    return Array.isArray(list)
      ? list
          .filter((r) => r && typeof r.name === 'string')
          .map((r) => ({ name: r.name, value: r.value === null || r.value === '' ? null : Number(r.value) }))
      : [];
  } catch {
    return [];
  }
}

export async function rolePermissions(db: Db, roleIds: number[]): Promise<PermissionGrant[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['permissions.name', 'role_permissions.restrictions', 'role_permissions.role_id'])
    .where('role_permissions.role_id', 'in', roleIds)
    .execute();
  return mergeGrants(roleIds.map((id) => rows.filter((r) => r.role_id === id).map(toGrant)));
}

const toGrant = (r: { name: string; restrictions: string }): PermissionGrant => ({
  name: r.name,
  restrictions: parseRestrictions(r.restrictions),
});

/** Extra grants a user holds beyond roles (e.g. from an active plan); the billing module lists one. */
export type GrantSource = (db: Db, userId: number) => Promise<PermissionGrant[]>;
let extraGrantSources: readonly GrantSource[] = [];
/** Set from the app's registry (FeatureModule.grantSources, via installRegistry); replaces what was there. */
export function installGrantSources(list: readonly GrantSource[]) {
  extraGrantSources = list;
}

/** The signed-in user with roles and merged permissions (roles + direct + registered sources). */
export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'image', 'email_verified_at', 'banned_at', 'language', 'timezone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name'])
    .where('user_roles.user_id', '=', userId)
    .execute();
  const direct = await db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select(['permissions.name', 'user_permissions.restrictions'])
    .where('user_permissions.user_id', '=', userId)
    .execute();
  const fromRoles = await rolePermissions(
    db,
    roles.map((r) => r.id),
  );
  const extra = await Promise.all(extraGrantSources.map((s) => s(db, userId)));
  return { ...user, roles, permissions: mergeGrants([fromRoles, direct.map(toGrant), ...extra]) };
}

export async function loadGuestSubject(db: Db): Promise<AccessSubject & { id: number | null }> {
  const role = await db.selectFrom('roles').select('id').where('guests', '=', 1).executeTakeFirst();
  if (!role) return { id: null, roles: [], permissions: [] };
  return { id: role.id, roles: [{ id: role.id }], permissions: await rolePermissions(db, [role.id]) };
}
