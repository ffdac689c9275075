import type { Db } from '../../../db/database';
import { defaultRoles, permissionCatalog } from '../../../contract/permission-catalog';

/** Inserts permissions the catalogue names that the table lacks; safe to run at every start. */
export async function syncPermissions(db: Db) {
  const existing = new Set((await db.selectFrom('permissions').select('name').execute()).map((r) => r.name));
  const missing = permissionCatalog.filter((p) => !existing.has(p.name));
  for (const p of missing) {
    await db
      .insertInto('permissions')
      .values({ name: p.name, group: p.group, description: p.description, restrictions: JSON.stringify(p.restrictions ?? []) })
      .execute();
  }
  return missing.length;
}

/** Creates the admin, user (default) and guest roles once, when no role exists yet. */
export async function seedDefaultRoles(db: Db) {
  const count = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const ids = new Map((await db.selectFrom('permissions').select(['id', 'name']).execute()).map((p) => [p.name, p.id] as const));
  const specs = [
    { ...defaultRoles.admin, default: 0, guests: 0 },
    { ...defaultRoles.users, default: 1, guests: 0 },
    { ...defaultRoles.guests, default: 0, guests: 1 },
  ];
  await db.transaction().execute(async (trx) => {
    for (const spec of specs) {
      const role = await trx
        .insertInto('roles')
        .values({ name: spec.name, description: spec.description, default: spec.default, guests: spec.guests })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = spec.permissions.filter((name) => ids.has(name)).map((name) => ({ role_id: role.id, permission_id: ids.get(name)! }));
      if (rows.length) await trx.insertInto('role_permissions').values(rows).execute();
    }
  });
}
