import type { Db, Trx } from '../../../db/database';
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

export type UserRow = Awaited<ReturnType<typeof findUser>> & {};

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

/** Ids of every user who holds the 'admin' permission, through a role or directly. */
export async function adminUserIds(db: Db | Trx): Promise<number[]> {
  const viaRoles = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('user_roles.user_id')
    .where('permissions.name', '=', 'admin')
    .execute();
  const direct = await db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('user_permissions.user_id')
    .where('permissions.name', '=', 'admin')
    .execute();
  return [...new Set([...viaRoles, ...direct].map((r) => r.user_id))];
}

/** The admin users list: search by name or email, filter by role, banned and verified state. */
export function listUsersQueryBuilder(db: Db, q: ListUsersQuery) {
  let query = db.selectFrom('users').select(USER_COLUMNS.map((c) => `users.${c}` as const));
  if (q.query) {
    const like = `%${q.query}%`;
    query = query.where((eb) =>
      eb.or([
        eb('users.email', 'like', like),
        eb('users.name', 'like', like),
        eb('users.first_name', 'like', like),
        eb('users.last_name', 'like', like),
      ]),
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
