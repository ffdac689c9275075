import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { conflict, type FieldErrors, notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { CreateRoleInput, RoleListQuery, RolePayload, UpdateRoleInput } from './roles.schemas';

// Admin management of roles (spec section 6: roles.update). Routes check the permission;
// these functions keep the invariants: one guest role, the admin permission never lost,
// permission and restriction names from the catalogue only.

type PermissionInput = CreateRoleInput['permissions'][number];
interface CatalogueRow {
  id: number;
  name: string;
  group: string;
  description: string | null;
  restrictions: string;
}

const parseJsonList = (raw: string | null | undefined): any[] => {
  try {
    const v = JSON.parse(raw ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
};

export async function permissionCatalogue(db: Db) {
  const rows = await db.selectFrom('permissions').selectAll().orderBy('group').orderBy('name').execute();
  const groups: Record<string, { id: number; name: string; description: string | null; restrictions: unknown[] }[]> = {};
  for (const r of rows) {
    (groups[r.group] ??= []).push({ id: r.id, name: r.name, description: r.description, restrictions: parseJsonList(r.restrictions) });
  }
  return groups;
}

async function presentRoles(
  db: Db,
  roles: {
    id: number;
    name: string;
    description: string | null;
    default: number;
    guests: number;
    created_at: string;
    updated_at: string;
  }[],
): Promise<RolePayload[]> {
  if (!roles.length) return [];
  const ids = roles.map((r) => r.id);
  const perms = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['role_permissions.role_id', 'permissions.id', 'permissions.name', 'permissions.group', 'role_permissions.restrictions'])
    .where('role_permissions.role_id', 'in', ids)
    .orderBy('permissions.name')
    .execute();
  const counts = await db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('role_id', 'in', ids)
    .groupBy('role_id')
    .execute();
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    default: !!r.default,
    guests: !!r.guests,
    users_count: Number(counts.find((c) => c.role_id === r.id)?.n ?? 0),
    permissions: perms
      .filter((p) => p.role_id === r.id)
      .map((p) => ({ id: p.id, name: p.name, group: p.group, restrictions: parseJsonList(p.restrictions) })),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

const roleColumns = ['id', 'name', 'description', 'default', 'guests', 'created_at', 'updated_at'] as const;

export async function listRoles(db: Db, params: RoleListQuery) {
  let q = db.selectFrom('roles').select(roleColumns);
  if (params.query) q = q.where('name', 'like', `%${params.query.replace(/[%_\\]/g, (m) => `\\${m}`)}%`);
  q = q.orderBy(params.orderBy, params.orderDir).orderBy('id');
  const page = await paginate(q, params);
  return { ...page, data: await presentRoles(db, page.data) };
}

export async function getRole(db: Db, id: number): Promise<RolePayload> {
  const row = await db.selectFrom('roles').select(roleColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Role not found.');
  return (await presentRoles(db, [row]))[0]!;
}

/** Checks names against the catalogue; returns rows to insert (later duplicates win). */
async function resolvePermissions(db: Db | Trx, input: PermissionInput[], errors: FieldErrors) {
  const catalogue = new Map((await db.selectFrom('permissions').selectAll().execute()).map((r: CatalogueRow) => [r.name, r] as const));
  const resolved = new Map<number, string>();
  input.forEach((p, i) => {
    const def = catalogue.get(p.name);
    if (!def) {
      errors[`permissions.${i}.name`] = [`Unknown permission "${p.name}".`];
      return;
    }
    const supported = new Set(parseJsonList(def.restrictions).map((r: { name: string }) => r.name));
    p.restrictions.forEach((r, j) => {
      if (!supported.has(r.name)) errors[`permissions.${i}.restrictions.${j}.name`] = [`"${p.name}" has no restriction "${r.name}".`];
    });
    resolved.set(def.id, JSON.stringify(p.restrictions));
  });
  return resolved;
}

async function assertNameFree(db: Db, name: string, exceptId: number | null, errors: FieldErrors) {
  let q = db
    .selectFrom('roles')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) errors.name = ['A role with this name already exists.'];
}

/** Ids of roles holding the 'admin' permission. */
async function adminRoleIds(db: Db | Trx) {
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('role_permissions.role_id')
    .where('permissions.name', '=', 'admin')
    .execute();
  return rows.map((r) => r.role_id);
}

async function writePermissions(trx: Trx, roleId: number, resolved: Map<number, string>) {
  await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  const rows = [...resolved].map(([permission_id, restrictions]) => ({ role_id: roleId, permission_id, restrictions }));
  if (rows.length) await trx.insertInto('role_permissions').values(rows).execute();
}

export async function createRole(db: Db, input: CreateRoleInput): Promise<RolePayload> {
  const errors: FieldErrors = {};
  await assertNameFree(db, input.name, null, errors);
  const resolved = await resolvePermissions(db, input.permissions, errors);
  if (input.guests && input.default) errors.guests = ['The guest role cannot also be a default role.'];
  if (input.guests && input.permissions.some((p) => p.name === 'admin'))
    errors.permissions = ['The guest role cannot have the admin permission.'];
  if (Object.keys(errors).length) throw validationError(errors);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    if (input.guests) await trx.updateTable('roles').set({ guests: 0, updated_at: now }).where('guests', '=', 1).execute();
    const role = await trx
      .insertInto('roles')
      .values({
        name: input.name,
        description: input.description ?? null,
        default: input.default ? 1 : 0,
        guests: input.guests ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writePermissions(trx, role.id, resolved);
    return role.id;
  });
  return getRole(db, id);
}

export async function updateRole(db: Db, id: number, input: UpdateRoleInput): Promise<RolePayload> {
  const current = await getRole(db, id);
  const errors: FieldErrors = {};
  if (input.name !== undefined) await assertNameFree(db, input.name, id, errors);
  const resolved = input.permissions ? await resolvePermissions(db, input.permissions, errors) : null;
  const guests = input.guests ?? current.guests;
  const isDefault = input.default ?? current.default;
  const names = input.permissions?.map((p) => p.name) ?? current.permissions.map((p) => p.name);
  if (current.guests && input.guests === false) errors.guests = ['Mark another role as the guest role instead.'];
  if (guests && isDefault) errors.guests = ['The guest role cannot also be a default role.'];
  if (guests && names.includes('admin')) errors.permissions = ['The guest role cannot have the admin permission.'];
  if (input.permissions && current.permissions.some((p) => p.name === 'admin') && !names.includes('admin')) {
    const others = (await adminRoleIds(db)).filter((r) => r !== id);
    if (!others.length) errors.permissions = ['At least one role must keep the admin permission.'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    if (guests && !current.guests) await trx.updateTable('roles').set({ guests: 0, updated_at: now }).where('guests', '=', 1).execute();
    await trx
      .updateTable('roles')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        default: isDefault ? 1 : 0,
        guests: guests ? 1 : 0,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    if (resolved) await writePermissions(trx, id, resolved);
  });
  return getRole(db, id);
}

export async function deleteRole(db: Db, id: number) {
  const role = await getRole(db, id);
  if (role.guests) throw conflict('The guest role cannot be deleted.');
  if (role.permissions.some((p) => p.name === 'admin') && (await adminRoleIds(db)).every((r) => r === id)) {
    throw conflict('The only role with the admin permission cannot be deleted.');
  }
  await db.deleteFrom('roles').where('id', '=', id).execute();
}
