import { sql } from 'kysely';
import { migrationsCurrent } from '../../../db/migrator';
import { createRouter } from '../../../http/app-env';

/** GET /health: 200 when the database answers and every migration has run, else 503. */
export const healthRoutes = createRouter().get('/', async (c) => {
  const checks = { database: false, migrations: false };
  try {
    await sql`select 1`.execute(c.var.db);
    checks.database = true;
    checks.migrations = await migrationsCurrent(c.var.db);
  } catch (err) {
    c.var.log.error({ err }, 'health check failed');
  }
  const ok = checks.database && checks.migrations;
  c.header('Cache-Control', 'no-store');
  return c.json({ status: ok ? 'ok' : 'error', checks }, ok ? 200 : 503);
});
