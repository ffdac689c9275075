import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { openSqlite } from '../../src/db/database';
import { type Config } from '../../src/config';
import { CliError, cliConfig, parseFlags, print } from '../context';
import { copySqlite, databaseInUse, integrityProblems, removeSqliteFiles } from '../sqlite-files';
import { archiveFolder, extractArchive, listArchive } from '../tar';

function sqliteFile(config: Config, action: string) {
  if (!config.paths.db || config.paths.db === ':memory:') {
    throw new CliError(`${action} works on the SQLite database; for PostgreSQL use pg_dump/pg_restore.`);
  }
  return config.paths.db;
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function registerBackupCommands(program: Command) {
  program
    .command('backup')
    .description('Copy the database consistently while the server runs (and optionally data/storage)')
    .option('-o, --output <file>', 'backup file (default: DATA_DIR/backups/marquee-<time>.db)')
    .option('--with-storage', 'also archive DATA_DIR/storage next to it as <file>.storage.tar.gz')
    .action(async (opts) => {
      const input = parseFlags(z.object({ output: z.string().min(1).optional(), withStorage: z.boolean().optional() }), opts);
      const config = cliConfig();
      const source = sqliteFile(config, 'backup');
      if (!fs.existsSync(source)) throw new CliError(`No database at ${source}.`);
      const output = path.resolve(input.output ?? path.join(config.DATA_DIR, 'backups', `marquee-${stamp()}.db`));
      if (fs.existsSync(output)) throw new CliError(`${output} already exists; choose another --output.`);
      fs.mkdirSync(path.dirname(output), { recursive: true });
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
      if (input.withStorage) {
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
    });

  program
    .command('restore')
    .description('Replace the database with a backup (checked first); stop the server before')
    .argument('<file>', 'a backup made by "marquee backup"')
    .option('--storage <archive>', 'also restore DATA_DIR/storage from a .storage.tar.gz made by backup --with-storage')
    .option('--force', 'restore even though the database is in use (restart the server afterwards)')
    .action(async (file: string, opts) => {
      const input = parseFlags(z.object({ storage: z.string().min(1).optional(), force: z.boolean().optional() }), opts);
      const config = cliConfig();
      const target = sqliteFile(config, 'restore');
      const backup = path.resolve(file);
      if (!fs.existsSync(backup)) throw new CliError(`No backup file at ${backup}.`);
      if (backup === target) throw new CliError('The backup is the live database itself.');
      const problems = integrityProblems(backup);
      if (problems.length) throw new CliError(`${backup} failed its integrity check: ${problems[0]}`);
      let entries: string[] = [];
      const storageName = path.basename(config.paths.storage);
      if (input.storage) {
        entries = await listArchive(path.resolve(input.storage));
        if (!entries.length || entries.some((e) => e !== `${storageName}/` && !e.startsWith(`${storageName}/`))) {
          throw new CliError(`${input.storage}: expected an archive of the ${storageName}/ folder.`);
        }
      }
      if (!input.force && databaseInUse(target)) {
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
      if (input.storage) {
        const staging = path.join(config.DATA_DIR, `.restore-${stamp()}`);
        await extractArchive(path.resolve(input.storage), staging, entries.length);
        const previous = `${config.paths.storage}.before-restore-${stamp()}`;
        if (fs.existsSync(config.paths.storage)) fs.renameSync(config.paths.storage, previous);
        fs.renameSync(path.join(staging, storageName), config.paths.storage);
        fs.rmSync(staging, { recursive: true, force: true });
        print(`Storage restored to ${config.paths.storage}${fs.existsSync(previous) ? ` (the previous folder is at ${previous})` : ''}.`);
      }
      if (input.force) print('Restart the server so it opens the restored database.');
    });
}
