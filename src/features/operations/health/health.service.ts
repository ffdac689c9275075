import { migrationsCurrent } from '../../../db/migrator';
import type { Deps } from '../../../deps';
import type { Logger } from 'pino';
import { pingDatabase } from './health.queries';

/** Whether the database answers and every migration has run; a failure is logged, never thrown. */
export async function checkHealth({ db }: Deps, log: Logger) {
  const checks = { database: false, migrations: false };
  try {
    await pingDatabase(db);
    checks.database = true;
    checks.migrations = await migrationsCurrent(db);
  } catch (err) {
    log.error({ err }, 'health check failed');
  }
  return { ok: checks.database && checks.migrations, checks };
}
