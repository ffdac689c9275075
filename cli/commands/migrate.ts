import type { Command } from 'commander';
import { migrateDown, migrateToLatest, migrationStatus } from '../../src/db/migrator';
import { cliConfig, print, withDatabase } from '../context';

export function registerMigrate(program: Command) {
  const migrate = program.command('migrate').description('Run database migrations (default: up)');

  migrate
    .command('up', { isDefault: true })
    .description('Apply every pending migration')
    .action(async () => {
      const results = await withDatabase(cliConfig(), ({ db }) => migrateToLatest(db), { create: true });
      if (!results.length) print('Nothing to migrate: the database is up to date.');
      for (const r of results) print(`Migrated ${r.migrationName}`);
    });

  migrate
    .command('down')
    .description('Undo the latest migration')
    .action(async () => {
      const results = await withDatabase(cliConfig(), ({ db }) => migrateDown(db));
      if (!results.length) print('Nothing to undo: no migration has run.');
      for (const r of results) print(`Rolled back ${r.migrationName}`);
    });

  migrate
    .command('status')
    .description('List migrations and when each ran')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      const status = await withDatabase(cliConfig(), ({ db }) => migrationStatus(db));
      if (opts.json) {
        print(JSON.stringify(status));
        return;
      }
      for (const m of status) print(`${m.executedAt ? 'ran    ' : 'pending'}  ${m.name}${m.executedAt ? `  ${m.executedAt}` : ''}`);
      const pending = status.filter((m) => !m.executedAt).length;
      print(pending ? `${pending} pending` : 'Up to date.');
    });
}
