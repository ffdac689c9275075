import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { isUpToDate, migrateToLatest, whileSettingUp } from '../db/migrator';
import type { FeatureModule } from '../features/module';
import { seedDefaultLocalization } from '../features/site/localization/localization.queries';
import { seedDefaultRoles, syncPermissions } from '../features/accounts/roles/roles.seed';
import { seedDefaultThemes } from '../features/site/themes/themes.queries';
import { adminRole, createUser, normalizeEmail } from '../features/accounts/users/users.service';
import { addUserRole, defaultRoleIds, findUserIdByEmail, roleHasUser } from './install.queries';
import { childProcessesOn } from './job-child';
import { migrateInChildProcess } from './migrate-child';

/** A feature's seed (FeatureModule.seeders), run at every start after the core seeds: must be idempotent. */
export type Seeder = (db: Db, config: Config, logger: Logger) => Promise<void>;

export interface PreparedInstall {
  /** Set only when this run created the first admin: the credentials to print once. */
  createdAdmin: { email: string; password: string | null; generated: boolean } | null;
}

/**
 * Migrates and seeds what every install needs, then the modules' seeders in module order (the
 * server and tests pass productModules); safe to run at every start.
 */
export async function prepareDatabase(
  db: Db,
  config: Config,
  logger: Logger,
  modules: readonly FeatureModule[] = [],
): Promise<PreparedInstall> {
  return whileSettingUp(db, async () => {
    // the production server migrates in a child process, so the migrations' code never stays in its
    // memory (platform/migrate-child.ts); tests and the CLI migrate here
    if (!(await isUpToDate(db))) {
      if (childProcessesOn() && !config.DATABASE_URL.endsWith(':memory:')) await migrateInChildProcess(config.DATABASE_URL);
      else await migrateToLatest(db);
    }
    await syncPermissions(db);
    await seedDefaultRoles(db);
    await seedDefaultThemes(db);
    await seedDefaultLocalization(db);
    const createdAdmin = await ensureFirstAdmin(db, config);
    for (const seed of modules.flatMap((m) => m.seeders ?? [])) await seed(db, config, logger);
    return { createdAdmin };
  });
}

/** Creates the first admin when no admin exists: from ADMIN_EMAIL/ADMIN_PASSWORD or generated. */
export async function ensureFirstAdmin(db: Db, config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  const role = await adminRole(db);
  if (!role) return null;
  if (await roleHasUser(db, role.id)) return null;
  const email = normalizeEmail(config.ADMIN_EMAIL ?? 'admin@marquee.local');
  const generated = !config.ADMIN_PASSWORD;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const user = await findUserIdByEmail(db, email);
  if (user) {
    await addUserRole(db, user.id, role.id);
    return { email, password: null, generated: false };
  }
  const defaults = await defaultRoleIds(db);
  await createUser(db, { email, password, name: 'Admin', roleIds: [role.id, ...defaults], verified: true });
  return { email, password, generated };
}
