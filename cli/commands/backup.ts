import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { openSqlite } from '../../src/db/database';
import { type Config } from '../../src/config';
import { CliError, cliConfig, parseFlags, print, withDatabase } from '../context';
import { dumpContents, pgTool, runPgTool } from '../pg-tools';
import { copySqlite, databaseInUse, integrityProblems, removeSqliteFiles } from '../sqlite-files';
import { archiveFolder, extractArchive, listArchive } from '../tar';
import { otherConnections } from './backup.queries';
import { postgresTables } from './db-copy.queries';
import { redact } from './install';

// `marquee backup` / `marquee restore`: the SQLite file through SQLite's online backup, or a
// PostgreSQL database through pg_dump/pg_restore (custom format); DATA_DIR/storage in a
// <backup>.storage.tar.gz beside it either way.

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function sqliteFile(config: Config) {
  if (config.paths.db === ':memory:') throw new CliError('The database is in memory: there is nothing to back up or restore.');
  return config.paths.db;
}

const backupFlags = z.object({ output: z.string().min(1).optional(), withStorage: z.boolean().optional() });
const restoreFlags = z.object({ storage: z.string().min(1).optional(), force: z.boolean().optional() });

export function registerBackupCommands(program: Command) {
  program
    .command('backup')
    .description('Back up the database while the server runs (SQLite copy or pg_dump), and optionally data/storage')
    .option('-o, --output <file>', 'backup file (default: DATA_DIR/backups/marquee-<time>.db, or .dump on PostgreSQL)')
    .option('--with-storage', 'also archive DATA_DIR/storage next to it as <file>.storage.tar.gz')
    .action(async (opts) => {
      const input = parseFlags(backupFlags, opts);
      const config = cliConfig();
      const file = sqliteFile(config);
      const output = file ? await backupSqlite(config, file, input.output) : await backupPostgres(config, input.output);
      if (input.withStorage) await archiveStorage(config, output);
    });

  program
    .command('restore')
    .description('Replace the database with a backup (checked first); stop the server before')
    .argument('<file>', 'a backup made by "marquee backup"')
    .option('--storage <archive>', 'also restore DATA_DIR/storage from a .storage.tar.gz made by backup --with-storage')
    .option('--force', 'restore even though the database is in use (restart the server afterwards)')
    .action(async (file: string, opts) => {
      const input = parseFlags(restoreFlags, opts);
      const config = cliConfig();
      const backup = path.resolve(file);
      if (!fs.existsSync(backup)) throw new CliError(`No backup file at ${backup}.`);
      const target = sqliteFile(config);
      // every check before anything is replaced
      if (target) checkSqliteBackup(backup, target);
      else await dumpContents(backup);
      const entries = input.storage ? await storageEntries(config, path.resolve(input.storage)) : [];
      if (target) await restoreSqlite(backup, target, input.force);
      else await restorePostgres(config, backup, input.force);
      if (input.storage) await restoreStorage(config, path.resolve(input.storage), entries.length);
      if (input.force) print('Restart the server so it opens the restored database.');
    });
}

function outputFile(config: Config, requested: string | undefined, extension: string) {
  const output = path.resolve(requested ?? path.join(config.DATA_DIR, 'backups', `marquee-${stamp()}.${extension}`));
  if (fs.existsSync(output)) throw new CliError(`${output} already exists; choose another --output.`);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  return output;
}

async function backupSqlite(config: Config, source: string, requested: string | undefined) {
  if (!fs.existsSync(source)) throw new CliError(`No database at ${source}.`);
  const output = outputFile(config, requested, 'db');
  const partial = `${output}.partial`;
  removeSqliteFiles(partial);
  const db = openSqlite(source);
  try {
    await copySqlite(db, partial, 'Backing up database');
  } catch (err) {
    removeSqliteFiles(partial);
    throw new CliError(`Backup failed: ${(err as Error).message}`);
  } finally {
    db.close();
  }
  const problems = integrityProblems(partial);
  if (problems.length) {
    removeSqliteFiles(partial);
    throw new CliError(`Backup failed its integrity check: ${problems[0]}`);
  }
  fs.renameSync(partial, output);
  removeSqliteFiles(partial);
  print(`Database backed up to ${output} (${mb(fs.statSync(output).size)}, integrity ok)`);
  return output;
}

async function backupPostgres(config: Config, requested: string | undefined) {
  const dump = pgTool('pg_dump');
  pgTool('pg_restore'); // the backup is checked by listing it
  const output = outputFile(config, requested, 'dump');
  const tables = (await withDatabase(config, ({ db }) => postgresTables(db))).length;
  const partial = `${output}.partial`;
  let contents;
  try {
    await runPgTool(dump, ['--format=custom', '--verbose', `--file=${partial}`], config.DATABASE_URL, {
      progress: { label: 'Backing up database', total: tables, step: /dumping contents of table/, unit: 'tables' },
    });
    contents = await dumpContents(partial);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  fs.renameSync(partial, output);
  print(`Database backed up to ${output} (${mb(fs.statSync(output).size)}, pg_dump custom format, ${contents.tables} tables)`);
  return output;
}

async function archiveStorage(config: Config, output: string) {
  if (config.STORAGE_DRIVER === 's3') {
    print(`Storage is on S3 (bucket ${config.S3_BUCKET}): back it up with your provider's tools.`);
  } else if (!fs.existsSync(config.paths.storage)) {
    print(`No storage folder at ${config.paths.storage}; nothing to archive.`);
  } else {
    const archive = `${output}.storage.tar.gz`;
    await archiveFolder(path.dirname(config.paths.storage), path.basename(config.paths.storage), archive);
    print(`Storage archived to ${archive} (${mb(fs.statSync(archive).size)})`);
  }
}

function checkSqliteBackup(backup: string, target: string) {
  if (backup === target) throw new CliError('The backup is the live database itself.');
  const problems = integrityProblems(backup);
  if (problems.length) throw new CliError(`${backup} failed its integrity check: ${problems[0]}`);
}

/** The archive's entries, all under the storage folder's name, or a refusal. */
async function storageEntries(config: Config, archive: string) {
  const storageName = path.basename(config.paths.storage);
  const entries = await listArchive(archive);
  if (!entries.length || entries.some((e) => e !== `${storageName}/` && !e.startsWith(`${storageName}/`))) {
    throw new CliError(`${archive}: expected an archive of the ${storageName}/ folder.`);
  }
  return entries;
}

async function restoreSqlite(backup: string, target: string, force: boolean | undefined) {
  if (!force && databaseInUse(target)) {
    throw new CliError(`${target} is in use (is the server running?). Stop it first, or pass --force.`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.restoring`;
  removeSqliteFiles(incoming);
  const source = openSqlite(backup);
  try {
    await copySqlite(source, incoming, 'Restoring database');
  } finally {
    source.close();
  }
  removeSqliteFiles(target);
  fs.renameSync(incoming, target);
  removeSqliteFiles(incoming);
  print(`Database restored from ${backup} to ${target}.`);
}

/** One transaction: a failed restore leaves the database as it was. A database with tables is cleaned first. */
async function restorePostgres(config: Config, backup: string, force: boolean | undefined) {
  const tool = pgTool('pg_restore');
  const url = config.DATABASE_URL;
  const { tables, inUse } = await withDatabase(config, async ({ db }) => ({
    tables: (await postgresTables(db)).length,
    inUse: (await otherConnections(db)) > 0,
  }));
  if (inUse && !force) throw new CliError(`${redact(url)} is in use (is the server running?). Stop it first, or pass --force.`);
  const { tables: total } = await dumpContents(backup);
  const clean = tables ? ['--clean', '--if-exists'] : [];
  await runPgTool(tool, ['--single-transaction', '--no-owner', '--no-privileges', '--verbose', ...clean, backup], url, {
    progress: { label: 'Restoring database', total, step: /processing data for table/, unit: 'tables' },
  });
  print(`Database restored from ${backup} to ${redact(url)}.`);
}

async function restoreStorage(config: Config, archive: string, total: number) {
  const storageName = path.basename(config.paths.storage);
  const staging = path.join(config.DATA_DIR, `.restore-${stamp()}`);
  await extractArchive(archive, staging, total);
  const previous = `${config.paths.storage}.before-restore-${stamp()}`;
  if (fs.existsSync(config.paths.storage)) fs.renameSync(config.paths.storage, previous);
  fs.renameSync(path.join(staging, storageName), config.paths.storage);
  fs.rmSync(staging, { recursive: true, force: true });
  print(`Storage restored to ${config.paths.storage}${fs.existsSync(previous) ? ` (the previous folder is at ${previous})` : ''}.`);
}
