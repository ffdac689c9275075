import fs from 'node:fs';
import type { Command } from 'commander';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src/features/accounts/auth/passwords';
import { roleHasUsers } from '../../src/features/accounts/roles/roles.queries';
import { findUserByIdOrEmail, updateUserRow } from '../../src/features/accounts/users/users.queries';
import { adminRole } from '../../src/features/accounts/users/users.service';
import { openDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/platform/install';
import { cliConfig, cliLogger, parseFlags, print } from '../context';
import { ask, interactive } from '../prompt';

const flags = z.object({
  email: z.email('must be an e-mail address').optional(),
  password: z.string().min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX).optional(),
  name: z.string().trim().min(1).max(255).optional(),
});

export function registerInstall(program: Command) {
  program
    .command('install')
    .description('Create the data folders, migrate and seed the database, and create the first admin')
    .option('--email <email>', 'first admin e-mail (else ADMIN_EMAIL, a prompt, or admin@marquee.local)')
    .option('--password <password>', 'first admin password (else ADMIN_PASSWORD, a prompt, or generated)')
    .option('--name <name>', 'first admin display name')
    .action(async (opts) => {
      const input = parseFlags(flags, opts);
      const config = cliConfig();
      for (const dir of [config.DATA_DIR, config.paths.storage, config.paths.logs, config.paths.cache]) {
        fs.mkdirSync(dir, { recursive: true });
      }
      const logger = cliLogger(config);
      // the product's modules: their seeders run after the core seeds, as at server start
      const { productModules } = await import('../../src/features');
      const database = openDatabase(config.DATABASE_URL);
      try {
        const hasAdmin = await adminExists(database.db);
        let email = input.email ?? config.ADMIN_EMAIL;
        let password = input.password ?? config.ADMIN_PASSWORD;
        if (!hasAdmin && interactive()) {
          email ??= (await ask('Admin e-mail [admin@marquee.local]: ')) || undefined;
          password ??= (await ask('Admin password (empty: generate one): ', { hidden: true })) || undefined;
          const checked = parseFlags(flags, { email, password });
          email = checked.email;
          password = checked.password;
        }
        const { createdAdmin } = await prepareDatabase(
          database.db,
          { ...config, ADMIN_EMAIL: email, ADMIN_PASSWORD: password },
          logger,
          productModules,
        );
        if (createdAdmin && input.name) {
          const admin = await findUserByIdOrEmail(database.db, createdAdmin.email);
          if (admin) await updateUserRow(database.db, admin.id, { name: input.name });
        }
        print('Marquee is installed.');
        print(`  Database: ${config.paths.db ?? redact(config.DATABASE_URL)}`);
        print(`  Storage:  ${config.STORAGE_DRIVER === 's3' ? `s3://${config.S3_BUCKET}` : config.paths.storage}`);
        print(`  Logs:     ${config.paths.logs}`);
        print(`  Cache:    ${config.paths.cache}`);
        print(`  URL:      ${config.APP_URL} (start the server with "npm start")`);
        if (createdAdmin?.password) {
          print(
            `  Admin:    ${createdAdmin.email} / ${createdAdmin.password}${createdAdmin.generated ? ' (generated: shown only this once)' : ''}`,
          );
        } else if (createdAdmin) {
          print(`  Admin:    ${createdAdmin.email} (existing user, now an admin)`);
        } else {
          // re-running the same install command (an upgrade) must succeed, so flags are only noted
          const ignored = input.email || input.password ? ' (--email/--password ignored: see user:create and user:password)' : '';
          print(`  Admin:    an admin account already exists${ignored}`);
        }
      } finally {
        await database.close();
      }
    });
}

async function adminExists(db: ReturnType<typeof openDatabase>['db']) {
  try {
    const role = await adminRole(db);
    if (!role) return false;
    return await roleHasUsers(db, role.id);
  } catch {
    return false; // not migrated yet
  }
}

/** Hides the password of a postgres:// URL. */
export function redact(url: string) {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
