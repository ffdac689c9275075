import type { Db } from '../../../db/database';
import { defaultRoles, permissionCatalog } from '../../../shared/permission-catalog';
import { defaultRoleIds } from '../users/users.queries';
import { countRoles, insertPermissions, insertRole, insertRolePermissions, listPermissions } from './roles.queries';

/**
 * Inserts permissions the catalogue names that the table lacks; safe to run at every start. On an
 * existing install (roles exist), a new permission that the Users role has by default (e.g.
 * workspaces.create) is also granted to the default roles, once, when it first arrives: an admin
 * who later takes it away keeps it taken away.
 */
export async function syncPermissions(db: Db) {
  const existing = new Set((await listPermissions(db)).map((r) => r.name));
  const missing = permissionCatalog.filter((p) => !existing.has(p.name));
  await insertPermissions(
    db,
    missing.map((p) => ({ name: p.name, group: p.group, description: p.description, restrictions: JSON.stringify(p.restrictions ?? []) })),
  );
  const userDefaults: readonly string[] = defaultRoles.users.permissions;
  const forUsers = missing.filter((p) => userDefaults.includes(p.name)).map((p) => p.name);
  if (forUsers.length && (await countRoles(db)) > 0) {
    const ids = new Map((await listPermissions(db)).map((p) => [p.name, p.id] as const));
    const rows = (await defaultRoleIds(db)).flatMap((roleId) =>
      forUsers.map((name) => ({ role_id: roleId, permission_id: ids.get(name)! })),
    );
    await insertRolePermissions(db, rows);
  }
  return missing.length;
}

/** Creates the admin, user (default) and guest roles once, when no role exists yet. */
export async function seedDefaultRoles(db: Db) {
  if ((await countRoles(db)) > 0) return;
  const ids = new Map((await listPermissions(db)).map((p) => [p.name, p.id] as const));
  const specs = [
    { ...defaultRoles.admin, default: 0, guests: 0 },
    { ...defaultRoles.users, default: 1, guests: 0 },
    { ...defaultRoles.guests, default: 0, guests: 1 },
  ];
  await db.transaction().execute(async (trx) => {
    for (const spec of specs) {
      const roleId = await insertRole(trx, { name: spec.name, description: spec.description, default: spec.default, guests: spec.guests });
      const rows = spec.permissions.filter((name) => ids.has(name)).map((name) => ({ role_id: roleId, permission_id: ids.get(name)! }));
      await insertRolePermissions(trx, rows);
    }
  });
}
