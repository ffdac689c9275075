import type { Command } from 'commander';
import { sql } from 'kysely';
import { z } from 'zod';
import { nowIso } from '../../src/db/database';
import { syncPermissions } from '../../src/features/accounts/roles/roles.seed';
import { CliError, cliConfig, EXIT, findRole, parseFlags, print, withDatabase } from '../context';

const createFlags = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(255),
  description: z.string().trim().max(1000).optional(),
  default: z.boolean().optional(),
});

/** `--restriction count=10` -> {name:'count', value:10}; an empty value means unlimited. */
const restriction = z
  .string()
  .regex(/^[a-z_]+=(\d+)?$/, 'use name=number, e.g. count=10')
  .transform((s) => {
    const [name, value] = s.split('=');
    return { name: name!, value: value ? Number(value) : null };
  });

export function registerRoleCommands(program: Command) {
  program
    .command('role:list')
    .description('List roles with their user and permission counts')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      await withDatabase(cliConfig(), async ({ db }) => {
        const roles = await db
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
        const grants = await db
          .selectFrom('role_permissions')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select(['role_permissions.role_id', 'permissions.name', 'role_permissions.restrictions'])
          .orderBy('permissions.name')
          .execute();
        const rows = roles.map((r) => ({
          ...r,
          users: Number(r.users),
          permissions: grants.filter((g) => g.role_id === r.id).map((g) => ({ name: g.name, restrictions: JSON.parse(g.restrictions) })),
        }));
        if (opts.json) {
          print(JSON.stringify(rows));
          return;
        }
        print('ID  NAME                  USERS  FLAGS          PERMISSIONS');
        for (const r of rows) {
          const flags = [r.default ? 'default' : '', r.guests ? 'guests' : ''].filter(Boolean).join(',') || '-';
          const perms = r.permissions.map((p) => p.name).join(', ') || '-';
          print(`${String(r.id).padEnd(3)} ${r.name.padEnd(21)} ${String(r.users).padEnd(6)} ${flags.padEnd(14)} ${perms}`);
        }
      });
    });

  program
    .command('role:create')
    .description('Create a role')
    .argument('<name>', 'role name')
    .option('--description <text>', 'what the role is for')
    .option('--default', 'give the role to everyone who registers')
    .action(async (name: string, opts: { description?: string; default?: boolean }) => {
      const input = parseFlags(createFlags, { ...opts, name });
      await withDatabase(cliConfig(), async ({ db }) => {
        const taken = await db.selectFrom('roles').select('id').where('name', '=', input.name).executeTakeFirst();
        if (taken) throw new CliError(`A role named "${input.name}" already exists.`);
        const role = await db
          .insertInto('roles')
          .values({
            name: input.name,
            description: input.description ?? null,
            default: input.default ? 1 : 0,
            created_at: nowIso(),
            updated_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        print(`Created role #${role.id} ${input.name}`);
      });
    });

  program
    .command('role:grant')
    .description('Give a role a permission, optionally with restrictions (quotas)')
    .argument('<role>', 'role name or id')
    .argument('<permission>', 'permission name, e.g. lists.create')
    .option('--restriction <name=value...>', 'restriction value, repeatable, e.g. --restriction count=10')
    .action(async (roleName: string, permission: string, opts: { restriction?: string[] }) => {
      const input = parseFlags(z.object({ restriction: z.array(restriction).default([]) }), opts);
      await withDatabase(cliConfig(), async ({ db }) => {
        const role = await findRole(db, roleName);
        await syncPermissions(db);
        const perm = await db
          .selectFrom('permissions')
          .select(['id', 'name', 'restrictions'])
          .where('name', '=', permission)
          .executeTakeFirst();
        if (!perm) throw new CliError(`No permission "${permission}".`, EXIT.usage);
        const allowed = (JSON.parse(perm.restrictions) as { name: string }[]).map((r) => r.name);
        const unknown = input.restriction.find((r) => !allowed.includes(r.name));
        if (unknown) {
          throw new CliError(
            `--restriction: ${perm.name} has no restriction "${unknown.name}"${allowed.length ? ` (it has: ${allowed.join(', ')})` : ''}`,
            EXIT.usage,
          );
        }
        const restrictions = JSON.stringify(input.restriction);
        await db
          .insertInto('role_permissions')
          .values({ role_id: role.id, permission_id: perm.id, restrictions })
          .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doUpdateSet({ restrictions }))
          .execute();
        const detail = input.restriction.map((r) => `${r.name}=${r.value ?? 'unlimited'}`).join(', ');
        print(`Granted ${perm.name}${detail ? ` (${detail})` : ''} to role ${role.name}.`);
      });
    });

  program
    .command('role:revoke')
    .description('Take a permission away from a role')
    .argument('<role>', 'role name or id')
    .argument('<permission>', 'permission name')
    .action(async (roleName: string, permission: string) => {
      await withDatabase(cliConfig(), async ({ db }) => {
        const role = await findRole(db, roleName);
        const perm = await db.selectFrom('permissions').select(['id', 'name']).where('name', '=', permission).executeTakeFirst();
        if (!perm) throw new CliError(`No permission "${permission}".`, EXIT.usage);
        const res = await db
          .deleteFrom('role_permissions')
          .where('role_id', '=', role.id)
          .where('permission_id', '=', perm.id)
          .executeTakeFirst();
        print(Number(res.numDeletedRows) ? `Revoked ${perm.name} from role ${role.name}.` : `Role ${role.name} did not have ${perm.name}.`);
      });
    });
}
