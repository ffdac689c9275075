import type { Command } from 'commander';
import { z } from 'zod';
import { syncPermissions } from '../../src/features/accounts/roles/roles.seed';
import {
  createRole,
  GrantError,
  grantRolePermission,
  revokeRolePermission,
  roleSummaries,
} from '../../src/features/accounts/roles/roles.service';
import { AppError } from '../../src/http/errors';
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
        const rows = await roleSummaries(db);
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
        let roleId: number;
        try {
          roleId = (
            await createRole(
              { db },
              {
                name: input.name,
                description: input.description,
                default: input.default ?? false,
                guests: false,
                permissions: [],
              },
            )
          ).id;
        } catch (err) {
          if (err instanceof AppError && err.errors?.name) throw new CliError(`A role named "${input.name}" already exists.`);
          throw err;
        }
        print(`Created role #${roleId} ${input.name}`);
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
        const name = await grantRolePermission(db, role.id, permission, input.restriction).catch(grantFailed);
        const detail = input.restriction.map((r) => `${r.name}=${r.value ?? 'unlimited'}`).join(', ');
        print(`Granted ${name}${detail ? ` (${detail})` : ''} to role ${role.name}.`);
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
        const { name, revoked } = await revokeRolePermission(db, role.id, permission).catch(grantFailed);
        print(revoked ? `Revoked ${name} from role ${role.name}.` : `Role ${role.name} did not have ${name}.`);
      });
    });
}

/** A refused grant as the one-line usage error the CLI has always printed. */
function grantFailed(err: unknown): never {
  if (err instanceof GrantError && err.restriction) {
    const { allowed } = err.restriction;
    throw new CliError(`--restriction: ${err.message}${allowed.length ? ` (it has: ${allowed.join(', ')})` : ''}`, EXIT.usage);
  }
  if (err instanceof GrantError) throw new CliError(err.message, EXIT.usage);
  throw err;
}
