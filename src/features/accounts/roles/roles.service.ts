import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { conflict, type FieldErrors, notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { Deps } from '../../../deps';
import type { Services } from '../../../platform/services';
import {
  adminRoleIds,
  clearGuestRole,
  deleteRoleRow,
  findPermissionByName,
  findRole,
  grantsOfRoles,
  insertRole,
  listPermissions,
  listRoleSummaries,
  listRolesQueryBuilder,
  replaceRolePermissions,
  roleNameTaken,
  updateRoleRow,
  upsertRolePermission,
  userCountsOfRoles,
  deleteRolePermission,
  type RoleRow,
} from './roles.queries';
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
  const rows = await listPermissions(db);
  const groups: Record<string, { id: number; name: string; description: string | null; restrictions: unknown[] }[]> = {};
  for (const r of rows) {
    (groups[r.group] ??= []).push({ id: r.id, name: r.name, description: r.description, restrictions: parseJsonList(r.restrictions) });
  }
  return groups;
}

async function presentRoles(db: Db, roles: RoleRow[]): Promise<RolePayload[]> {
  if (!roles.length) return [];
  const ids = roles.map((r) => r.id);
  const perms = await grantsOfRoles(db, ids);
  const counts = await userCountsOfRoles(db, ids);
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

export async function listRoles(db: Db, params: RoleListQuery) {
  const page = await paginate(listRolesQueryBuilder(db, params), params);
  return { ...page, data: await presentRoles(db, page.data) };
}

export async function getRole(db: Db, id: number): Promise<RolePayload> {
  const row = await findRole(db, id);
  if (!row) throw notFound('Role not found.');
  return (await presentRoles(db, [row]))[0]!;
}

/** Checks names against the catalogue; returns rows to insert (later duplicates win). */
async function resolvePermissions(db: Db | Trx, input: PermissionInput[], errors: FieldErrors) {
  const catalogue = new Map((await listPermissions(db)).map((r: CatalogueRow) => [r.name, r] as const));
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
  if (await roleNameTaken(db, name, exceptId)) errors.name = ['A role with this name already exists.'];
}

async function writePermissions(trx: Trx, roleId: number, resolved: Map<number, string>) {
  await replaceRolePermissions(
    trx,
    roleId,
    [...resolved].map(([permission_id, restrictions]) => ({ role_id: roleId, permission_id, restrictions })),
  );
}

/**
 * What a role write takes: the database, and the services whose cached guest permissions (tag
 * 'roles') it drops. The CLI passes only the database: the server process holds the cache.
 */
export type RoleWriteDeps = Pick<Deps, 'db'> & { services?: Pick<Services, 'cache'> };

export async function createRole({ db, services }: RoleWriteDeps, input: CreateRoleInput): Promise<RolePayload> {
  const errors: FieldErrors = {};
  await assertNameFree(db, input.name, null, errors);
  const resolved = await resolvePermissions(db, input.permissions, errors);
  if (input.guests && input.default) errors.guests = ['The guest role cannot also be a default role.'];
  if (input.guests && input.permissions.some((p) => p.name === 'admin'))
    errors.permissions = ['The guest role cannot have the admin permission.'];
  if (Object.keys(errors).length) throw validationError(errors);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    if (input.guests) await clearGuestRole(trx, now);
    const roleId = await insertRole(trx, {
      name: input.name,
      description: input.description ?? null,
      default: input.default ? 1 : 0,
      guests: input.guests ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    await writePermissions(trx, roleId, resolved);
    return roleId;
  });
  services?.cache.invalidate('roles');
  return getRole(db, id);
}

export async function updateRole({ db, services }: RoleWriteDeps, id: number, input: UpdateRoleInput): Promise<RolePayload> {
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
    if (guests && !current.guests) await clearGuestRole(trx, now);
    await updateRoleRow(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      default: isDefault ? 1 : 0,
      guests: guests ? 1 : 0,
      updated_at: now,
    });
    if (resolved) await writePermissions(trx, id, resolved);
  });
  services?.cache.invalidate('roles');
  return getRole(db, id);
}

export async function deleteRole({ db, services }: RoleWriteDeps, id: number) {
  const role = await getRole(db, id);
  if (role.guests) throw conflict('The guest role cannot be deleted.');
  if (role.permissions.some((p) => p.name === 'admin') && (await adminRoleIds(db)).every((r) => r === id)) {
    throw conflict('The only role with the admin permission cannot be deleted.');
  }
  await deleteRoleRow(db, id);
  services?.cache.invalidate('roles');
}

/** Every role with its user count and grants (the CLI's role:list). */
export async function roleSummaries(db: Db) {
  const roles = await listRoleSummaries(db);
  const grants = await grantsOfRoles(db);
  return roles.map((r) => ({
    ...r,
    users: Number(r.users),
    permissions: grants.filter((g) => g.role_id === r.id).map((g) => ({ name: g.name, restrictions: JSON.parse(g.restrictions) })),
  }));
}

/** Why a single grant was refused: the permission is unknown, or it has no such restriction. */
export class GrantError extends Error {
  constructor(
    message: string,
    /** The unknown restriction's name, with the ones the permission has; absent for an unknown permission. */
    readonly restriction?: { name: string; allowed: string[] },
  ) {
    super(message);
  }
}

/** Grants one permission to a role (restrictions replace those of an existing grant). */
export async function grantRolePermission(
  db: Db,
  roleId: number,
  permission: string,
  restrictions: { name: string; value: number | null }[],
) {
  const perm = await findPermissionByName(db, permission);
  if (!perm) throw new GrantError(`No permission "${permission}".`);
  const allowed = (JSON.parse(perm.restrictions) as { name: string }[]).map((r) => r.name);
  const unknown = restrictions.find((r) => !allowed.includes(r.name));
  if (unknown) throw new GrantError(`${perm.name} has no restriction "${unknown.name}"`, { name: unknown.name, allowed });
  await upsertRolePermission(db, roleId, perm.id, JSON.stringify(restrictions));
  return perm.name;
}

/** Takes one permission from a role; `revoked` is false when the role did not hold it. */
export async function revokeRolePermission(db: Db, roleId: number, permission: string) {
  const perm = await findPermissionByName(db, permission);
  if (!perm) throw new GrantError(`No permission "${permission}".`);
  return { name: perm.name, revoked: await deleteRolePermission(db, roleId, perm.id) };
}
