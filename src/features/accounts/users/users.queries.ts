import { sql } from 'kysely';
import { containsText } from '../../../db/dialect';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ListUsersQuery } from './users.schemas';

export const USER_COLUMNS = [
  'id',
  'name',
  'first_name',
  'last_name',
  'email',
  'image',
  'email_verified_at',
  'banned_at',
  'ban_reason',
  'language',
  'country',
  'timezone',
  'created_at',
  'updated_at',
] as const;

export function findUser(db: Db | Trx, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function rolesByUser(db: Db | Trx, userIds: number[]) {
  const map = new Map<number, { id: number; name: string }[]>();
  if (!userIds.length) return map;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.id')
    .execute();
  for (const r of rows) {
    const list = map.get(r.user_id) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.user_id, list);
  }
  return map;
}

export async function directPermissions(db: Db | Trx, userId: number) {
  const rows = await db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select(['permissions.name', 'user_permissions.restrictions'])
    .where('user_permissions.user_id', '=', userId)
    .orderBy('permissions.name')
    .execute();
  return rows.map((r) => ({ name: r.name, restrictions: safeList(r.restrictions) }));
}

function safeList(raw: string): unknown[] {
  try {
    const v = JSON.parse(raw);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export async function emailTaken(db: Db | Trx, email: string, exceptUserId?: number) {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId) q = q.where('id', '!=', exceptUserId);
  return !!(await q.executeTakeFirst());
}

/** The users holding any of these permissions, through a role or directly (select what you need). */
export function usersHolding(db: Db | Trx, permissions: string[]) {
  return db
    .selectFrom('users')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('user_roles')
            .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
            .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('permissions.name', 'in', permissions)
            .select(sql.lit(1).as('one')),
        ),
        eb.exists(
          eb
            .selectFrom('user_permissions')
            .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
            .whereRef('user_permissions.user_id', '=', 'users.id')
            .where('permissions.name', 'in', permissions)
            .select(sql.lit(1).as('one')),
        ),
      ]),
    );
}

/** Ids of every user who holds the 'admin' permission, through a role or directly. */
export async function adminUserIds(db: Db | Trx): Promise<number[]> {
  const rows = await usersHolding(db, ['admin']).select('users.id').orderBy('users.id').execute();
  return rows.map((r) => r.id);
}

/** The admin users list: search by name or email, filter by role, banned and verified state. */
export function listUsersQueryBuilder(db: Db, q: ListUsersQuery) {
  let query = db.selectFrom('users').select(USER_COLUMNS.map((c) => `users.${c}` as const));
  if (q.query) {
    const text = q.query;
    query = query.where((eb) =>
      eb.or((['users.email', 'users.name', 'users.first_name', 'users.last_name'] as const).map((c) => containsText(sql.ref(c), text))),
    );
  }
  if (q.role) {
    const role = q.role;
    query = query.where('users.id', 'in', (eb) => eb.selectFrom('user_roles').select('user_id').where('role_id', '=', role));
  }
  if (q.banned === 'true' || q.banned === '1') query = query.where('users.banned_at', 'is not', null);
  if (q.banned === 'false' || q.banned === '0') query = query.where('users.banned_at', 'is', null);
  if (q.verified === 'true' || q.verified === '1') query = query.where('users.email_verified_at', 'is not', null);
  if (q.verified === 'false' || q.verified === '0') query = query.where('users.email_verified_at', 'is', null);
  return query.orderBy(`users.${q.orderBy}`, q.orderDir).orderBy('users.id', q.orderDir);
}

export async function existingRoleIds(db: Db | Trx, ids: number[]) {
  if (!ids.length) return [];
  return (await db.selectFrom('roles').select('id').where('id', 'in', ids).where('guests', '=', 0).execute()).map((r) => r.id);
}

export async function permissionIdsByName(db: Db | Trx, names: string[]) {
  if (!names.length) return new Map<string, number>();
  const rows = await db.selectFrom('permissions').select(['id', 'name']).where('name', 'in', names).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** A user named by id or by (normalised) e-mail, as the CLI addresses them. */
export function findUserByIdOrEmail(db: Db, idOrEmail: number | string) {
  const q = db.selectFrom('users').select(['id', 'email', 'name', 'banned_at']);
  return typeof idOrEmail === 'number'
    ? q.where('id', '=', idOrEmail).executeTakeFirst()
    : q.where('email', '=', idOrEmail).executeTakeFirst();
}

/** The account details the settings page edits, beyond the signed-in payload. */
export function findAccountDetails(db: Db, userId: number) {
  return db.selectFrom('users').select(['first_name', 'last_name', 'country']).where('id', '=', userId).executeTakeFirst();
}

export function insertUser(
  trx: Db | Trx,
  values: {
    email: string;
    password: string | null;
    name: string;
    email_verified_at: string | null;
    language: string | null;
    extra_fields?: string | null;
    created_at: string;
    updated_at: string;
  },
) {
  return trx.insertInto('users').values(values).returning(['id', 'email', 'name']).executeTakeFirstOrThrow();
}

/** Ids of the roles every new user gets. */
export async function defaultRoleIds(db: Db | Trx) {
  return (await db.selectFrom('roles').select('id').where('default', '=', 1).execute()).map((r) => r.id);
}

export async function insertUserRoles(db: Db | Trx, userId: number, roleIds: number[]) {
  if (!roleIds.length) return;
  await db
    .insertInto('user_roles')
    .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
    .execute();
}

/** Gives the user a role; a role held already stays as it is. */
export async function addUserRole(db: Db | Trx, userId: number, roleId: number) {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role_id: roleId })
    .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
    .execute();
  await touchUser(db, userId);
}

/** Bumps users.updated_at: the signed-in request's cache of roles and permissions is keyed by it. */
async function touchUser(db: Db | Trx, userId: number) {
  await db.updateTable('users').set({ updated_at: nowIso() }).where('id', '=', userId).execute();
}

/** Takes a role away; returns whether the user held it. */
export async function removeUserRole(db: Db | Trx, userId: number, roleId: number) {
  const res = await db.deleteFrom('user_roles').where('user_id', '=', userId).where('role_id', '=', roleId).executeTakeFirst();
  await touchUser(db, userId);
  return Number(res.numDeletedRows) > 0;
}

export async function replaceUserRoles(trx: Db | Trx, userId: number, roleIds: number[]) {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  await insertUserRoles(trx, userId, roleIds);
  await touchUser(trx, userId);
}

export async function replaceUserPermissions(
  trx: Db | Trx,
  userId: number,
  rows: { user_id: number; permission_id: number; restrictions: string }[],
) {
  await trx.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
  if (rows.length) await trx.insertInto('user_permissions').values(rows).execute();
  await touchUser(trx, userId);
}

export async function updateUserRow(db: Db | Trx, userId: number, patch: Record<string, unknown>) {
  await db.updateTable('users').set(patch).where('id', '=', userId).execute();
}

/** Suspends (banned_at set) or lifts a suspension (both null). */
export async function writeBan(db: Db | Trx, userId: number, ban: { banned_at: string; ban_reason: string | null } | null) {
  await db
    .updateTable('users')
    .set({ banned_at: ban?.banned_at ?? null, ban_reason: ban?.ban_reason ?? null, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

export function findTwoFactorColumns(db: Db | Trx, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'two_factor_secret', 'two_factor_recovery_codes', 'two_factor_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findPasswordHash(db: Db | Trx, userId: number) {
  return db.selectFrom('users').select('password').where('id', '=', userId).executeTakeFirst();
}

/** What a sign-in by e-mail needs: the id, the password hash and whether 2FA is on. */
export function findCredentialsByEmail(db: Db | Trx, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password', 'two_factor_confirmed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db | Trx, userId: number, password: string) {
  await db.updateTable('users').set({ password, updated_at: nowIso() }).where('id', '=', userId).execute();
}

export function findUserImage(db: Db, userId: number) {
  return db.selectFrom('users').select('image').where('id', '=', userId).executeTakeFirst();
}

export async function setUserImage(db: Db, userId: number, image: string | null) {
  await db.updateTable('users').set({ image, updated_at: nowIso() }).where('id', '=', userId).execute();
}

/** Saves the user's language (a valid localization, checked by the caller). */
export async function setUserLanguage(db: Db, userId: number, language: string) {
  await db.updateTable('users').set({ language, updated_at: nowIso() }).where('id', '=', userId).execute();
}

/** Deletes the user row alone (a sign-up undone before anything else refers to it). */
export async function deleteUserRow(db: Db, userId: number) {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export function usersByIds(db: Db | Trx, ids: number[]) {
  return db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
}

/** The user rows, with what has no ON DELETE CASCADE: mail logged to them, their error log rows kept anonymous. */
export async function deleteUserTraces(trx: Trx, userIds: number[], emails: string[]) {
  if (emails.length) await trx.deleteFrom('outgoing_email_log').where('to', 'in', emails).execute();
  await trx.updateTable('error_log').set({ user_id: null }).where('user_id', 'in', userIds).execute();
  await trx.deleteFrom('users').where('id', 'in', userIds).execute();
}
