import type { Command } from 'commander';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src/features/accounts/auth/passwords';
import { assignRole, banUser, createUser, setUserPassword, unassignRole, unbanUser } from '../../src/features/accounts/users/users.service';
import { AppError } from '../../src/http/errors';
import { CliError, cliConfig, findRole, findUser, parseFlags, print, withDatabase } from '../context';
import { ask, interactive } from '../prompt';

const password = z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX);

const createFlags = z.object({
  email: z.email('must be an e-mail address'),
  password,
  name: z.string().trim().min(1).max(255).optional(),
  role: z.array(z.string().trim().min(1)).optional(),
});

export function registerUserCommands(program: Command) {
  program
    .command('user:create')
    .description('Create a user (verified) with a password and roles')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--password <password>', `password (${PASSWORD_MIN}+ characters)`)
    .option('--name <name>', 'display name')
    .option('--role <role...>', 'role name or id, repeatable (default: the default roles)')
    .action(async (opts) => {
      const input = parseFlags(createFlags, opts);
      await withDatabase(cliConfig(), async ({ db }) => {
        const roleIds = input.role ? await Promise.all(input.role.map(async (r) => (await findRole(db, r)).id)) : undefined;
        try {
          const user = await createUser(db, { email: input.email, password: input.password, name: input.name, roleIds, verified: true });
          print(`Created user #${user.id} ${user.email}`);
        } catch (err) {
          if (err instanceof AppError) throw new CliError(err.message);
          throw err;
        }
      });
    });

  program
    .command('user:password')
    .description("Set a user's password and end all of their sessions")
    .argument('<user>', 'user id or e-mail')
    .option('--password <password>', 'the new password (prompted when omitted on a terminal)')
    .action(async (who: string, opts: { password?: string }) => {
      let value = opts.password;
      if (value === undefined) {
        if (!interactive()) throw new CliError('--password: required when not on a terminal', 2);
        value = await ask('New password: ', { hidden: true });
      }
      const input = parseFlags(z.object({ password }), { password: value });
      await withDatabase(cliConfig(), async ({ db }) => {
        const user = await findUser(db, who);
        await setUserPassword(db, user.id, input.password);
        print(`Password changed for ${user.email}; their sessions were ended.`);
      });
    });

  program
    .command('user:ban')
    .description('Suspend a user and end their sessions')
    .argument('<user>', 'user id or e-mail')
    .option('--reason <text>', 'shown to administrators')
    .action(async (who: string, opts: { reason?: string }) => {
      const input = parseFlags(z.object({ reason: z.string().trim().max(1000).optional() }), opts);
      await withDatabase(cliConfig(), async ({ db }) => {
        const user = await findUser(db, who);
        await banUser(db, user.id, input.reason);
        print(`Banned ${user.email}.`);
      });
    });

  program
    .command('user:unban')
    .description('Lift a suspension')
    .argument('<user>', 'user id or e-mail')
    .action(async (who: string) => {
      await withDatabase(cliConfig(), async ({ db }) => {
        const user = await findUser(db, who);
        await unbanUser(db, user.id);
        print(`Unbanned ${user.email}.`);
      });
    });

  program
    .command('user:role')
    .description('Assign a role to a user, or remove it with --remove')
    .argument('<user>', 'user id or e-mail')
    .argument('<role>', 'role name or id')
    .option('--remove', 'remove the role instead')
    .action(async (who: string, roleName: string, opts: { remove?: boolean }) => {
      await withDatabase(cliConfig(), async ({ db }) => {
        const user = await findUser(db, who);
        const role = await findRole(db, roleName);
        if (opts.remove) {
          const removed = await unassignRole(db, user.id, role.id);
          print(removed ? `Removed role ${role.name} from ${user.email}.` : `${user.email} did not have role ${role.name}.`);
        } else {
          await assignRole(db, user.id, role.id);
          print(`Assigned role ${role.name} to ${user.email}.`);
        }
      });
    });
}
