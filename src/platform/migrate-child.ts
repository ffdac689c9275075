import { fork } from 'node:child_process';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { childEntry } from './job-child';

// Migrations of a new (or upgraded) database run in a child process that exits when they are done.
// Running them imports every migration module, and ES modules stay loaded for the life of the
// process: in the server, their code and the memory the schema building grew stayed resident for
// good (issue 18: RSS 20 s after a first start 101 MB, against 91 MB on a restart that migrates
// nothing). The child is the server's own entry started with MARQUEE_MIGRATE_CHILD=1; it opens the
// database the parent names, migrates, reports the migrations it ran, and exits.

const CHILD_ENV = 'MARQUEE_MIGRATE_CHILD';

type ToChild = { databaseUrl: string };
type FromChild = { type: 'done'; migrations: string[] } | { type: 'failed'; message: string };

/** true in a process started by migrateInChildProcess. */
export function isMigrateChild() {
  return process.env[CHILD_ENV] === '1' && typeof process.send === 'function';
}

/** Migrates the database at databaseUrl to the latest version in a child process; resolves with the migrations it ran. */
export function migrateInChildProcess(databaseUrl: string) {
  const { file, execArgv } = childEntry();
  const child = fork(file, [], {
    env: { ...process.env, [CHILD_ENV]: '1' },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<string[]>((resolve, reject) => {
    let outcome: FromChild | null = null;
    child.on('message', (m: FromChild) => (outcome = m));
    child.once('error', (err) => (outcome ??= { type: 'failed', message: err.message }));
    child.once('exit', (code, signal) => {
      const ended = outcome ?? { type: 'failed', message: `The migrations' child process exited early (${signal ?? `code ${code}`}).` };
      if (ended.type === 'done') resolve(ended.migrations);
      else reject(new Error(ended.message));
    });
    child.send({ databaseUrl } satisfies ToChild);
  });
}

/** The child's side: migrates the database it is sent, reports, exits. */
export function runMigrateChild() {
  const send = (m: FromChild) => new Promise<void>((resolve) => process.send!(m, undefined, undefined, () => resolve()));
  process.once('message', (m: ToChild) => {
    void (async () => {
      let database: ReturnType<typeof openDatabase> | null = null;
      try {
        database = openDatabase(m.databaseUrl);
        const results = await migrateToLatest(database.db);
        await send({ type: 'done', migrations: results.map((r) => r.migrationName) });
      } catch (err) {
        await send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
      } finally {
        await database?.close();
      }
      process.exit(0);
    })();
  });
}
