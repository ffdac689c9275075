import { containsText } from '../../../db/dialect';
import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { AuthUser } from '../auth/auth-state';
import type { RoleListQuery } from './roles.schemas';
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

/**
 * Extra grants a user holds beyond roles (e.g. from an active plan), and until when they hold by the
 * clock alone (the earliest end of what grants them, ISO; null: no end). The billing module lists them.
 */
export type GrantSource = (db: Db, userId: number) => Promise<ExtraGrants>;
export interface ExtraGrants {
  grants: PermissionGrant[];
  until: string | null;
}
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
  const { roles, permissions } = await loadStoredAccess(db, userId);
  return { ...user, roles, permissions: await withExtraGrants(db, userId, permissions) };
}

/** A user's roles and the grants of those roles and of direct permissions (what only admins change). */
export async function loadStoredAccess(db: Db, userId: number): Promise<Pick<AuthUser, 'roles' | 'permissions'>> {
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
  return { roles, permissions: mergeGrants([fromRoles, direct.map(toGrant)]) };
}

/** Stored grants merged with the registered sources' (plans, seats), read live: they end with the clock. */
export async function withExtraGrants(db: Db, userId: number, stored: PermissionGrant[]): Promise<PermissionGrant[]> {
  if (!extraGrantSources.length) return stored;
  return mergeGrants([stored, (await loadExtraGrants(db, userId)).grants]);
}

/** What the registered sources (plans, seats) grant a user, and the earliest time that ends by the clock. */
export async function loadExtraGrants(db: Db, userId: number): Promise<ExtraGrants> {
  const extra = await Promise.all(extraGrantSources.map((s) => s(db, userId)));
  return { grants: mergeGrants(extra.map((e) => e.grants)), until: earliestEnd(extra.map((e) => e.until)) };
}

/** The earliest of ISO timestamps (null: none ends). */
export const earliestEnd = (ends: (string | null)[]) =>
  ends.reduce<string | null>((a, b) => (a === null || (b !== null && b < a) ? b : a), null);

export async function loadGuestSubject(db: Db): Promise<AccessSubject & { id: number | null }> {
  const role = await db.selectFrom('roles').select('id').where('guests', '=', 1).executeTakeFirst();
  if (!role) return { id: null, roles: [], permissions: [] };
  return { id: role.id, roles: [{ id: role.id }], permissions: await rolePermissions(db, [role.id]) };
}

/** The role holding the 'admin' permission (created on install as "Admins"). */
export function adminRole(db: Db) {
  return db
    .selectFrom('roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['roles.id', 'roles.name'])
    .where('permissions.name', '=', 'admin')
    .orderBy('roles.id')
    .executeTakeFirst();
}

/** Every role's id and name (the CLI resolves a role given by id or name). */
export function listRoleNames(db: Db) {
  return db.selectFrom('roles').select(['id', 'name']).execute();
}

/** The permission catalogue as stored, by group then name. */
export function listPermissions(db: Db | Trx) {
  return db.selectFrom('permissions').selectAll().orderBy('group').orderBy('name').execute();
}

export function findPermissionByName(db: Db | Trx, name: string) {
  return db.selectFrom('permissions').select(['id', 'name', 'restrictions']).where('name', '=', name).executeTakeFirst();
}

export async function insertPermissions(db: Db, rows: { name: string; group: string; description: string | null; restrictions: string }[]) {
  for (const row of rows) await db.insertInto('permissions').values(row).execute();
}

export const ROLE_COLUMNS = ['id', 'name', 'description', 'default', 'guests', 'created_at', 'updated_at'] as const;

export type RoleRow = Awaited<ReturnType<typeof findRole>> & {};

export function findRole(db: Db | Trx, id: number) {
  return db.selectFrom('roles').select(ROLE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The admin roles list, searched by name (LIKE wildcards in the search are taken literally). */
export function listRolesQueryBuilder(db: Db, params: Pick<RoleListQuery, 'query' | 'orderBy' | 'orderDir'>) {
  let q = db.selectFrom('roles').select(ROLE_COLUMNS);
  if (params.query) q = q.where(containsText(sql.ref('name'), params.query));
  return q.orderBy(params.orderBy, params.orderDir).orderBy('id');
}

/** Permissions granted to the given roles (every role when none are given), with restrictions, by permission name. */
export function grantsOfRoles(db: Db | Trx, roleIds?: number[]) {
  let q = db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['role_permissions.role_id', 'permissions.id', 'permissions.name', 'permissions.group', 'role_permissions.restrictions']);
  if (roleIds) q = q.where('role_permissions.role_id', 'in', roleIds);
  return q.orderBy('permissions.name').execute();
}

/** How many users hold each of the given roles. */
export function userCountsOfRoles(db: Db | Trx, roleIds: number[]) {
  return db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('role_id', 'in', roleIds)
    .groupBy('role_id')
    .execute();
}

/** Every role with its user and permission counts (the CLI listing). */
export function listRoleSummaries(db: Db) {
  return db
    .selectFrom('roles')
    .select((eb) => [
      'roles.id',
      'roles.name',
      'roles.default',
      'roles.guests',
      eb
        .selectFrom('user_roles')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('user_roles.role_id', '=', 'roles.id')
        .as('users'),
      eb
        .selectFrom('role_permissions')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('role_permissions.role_id', '=', 'roles.id')
        .as('permissions'),
    ])
    .orderBy('roles.id')
    .execute();
}

/** Whether another role has this name, compared case-insensitively. */
export async function roleNameTaken(db: Db | Trx, name: string, exceptId: number | null) {
  let q = db
    .selectFrom('roles')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return !!(await q.executeTakeFirst());
}

/** Ids of roles holding the 'admin' permission. */
export async function adminRoleIds(db: Db | Trx) {
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('role_permissions.role_id')
    .where('permissions.name', '=', 'admin')
    .execute();
  return rows.map((r) => r.role_id);
}

export async function countRoles(db: Db | Trx) {
  const row = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRole(
  db: Db | Trx,
  values: { name: string; description: string | null; default: number; guests?: number; created_at?: string; updated_at?: string },
) {
  return (await db.insertInto('roles').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRoleRow(
  db: Db | Trx,
  id: number,
  patch: { name?: string; description?: string | null; default: number; guests: number; updated_at: string },
) {
  await db.updateTable('roles').set(patch).where('id', '=', id).execute();
}

/** Unmarks the current guest role (only one role is the guest role). */
export async function clearGuestRole(db: Db | Trx, now: string) {
  await db.updateTable('roles').set({ guests: 0, updated_at: now }).where('guests', '=', 1).execute();
}

export async function deleteRoleRow(db: Db | Trx, id: number) {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

export async function insertRolePermissions(db: Db | Trx, rows: { role_id: number; permission_id: number; restrictions?: string }[]) {
  if (rows.length) await db.insertInto('role_permissions').values(rows).execute();
}

export async function replaceRolePermissions(
  trx: Db | Trx,
  roleId: number,
  rows: { role_id: number; permission_id: number; restrictions: string }[],
) {
  await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  await insertRolePermissions(trx, rows);
}

/** Grants one permission to a role, replacing the restrictions of an existing grant. */
export async function upsertRolePermission(db: Db | Trx, roleId: number, permissionId: number, restrictions: string) {
  await db
    .insertInto('role_permissions')
    .values({ role_id: roleId, permission_id: permissionId, restrictions })
    .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doUpdateSet({ restrictions }))
    .execute();
}

/** Takes one permission from a role; returns whether the role had it. */
export async function deleteRolePermission(db: Db | Trx, roleId: number, permissionId: number) {
  const res = await db
    .deleteFrom('role_permissions')
    .where('role_id', '=', roleId)
    .where('permission_id', '=', permissionId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Whether any user holds the role. */
export async function roleHasUsers(db: Db, roleId: number) {
  return !!(await db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).executeTakeFirst());
}
