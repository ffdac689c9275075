import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { type Config } from '../../src/config';
import { type Db, openDatabase } from '../../src/db/database';
import { migrationStatus } from '../../src/db/migrator';
import { createStorage } from '../../src/platform/services';
import { CliError, cliConfig, print } from '../context';
import { postgresVersion, searchExtensions, sqliteVersion } from './doctor.queries';
import { redact } from './install';

// `marquee doctor`: what an operator checks first when something is off. One line per check,
// ok / warn / fail; exit code 1 when any check fails.

type Status = 'ok' | 'warn' | 'fail';
interface Check {
  status: Status;
  name: string;
  detail: string;
}

const GB = 1024 ** 3;
/** Below these, uploads and transcodes run out of room. */
const DISK_FAIL = 1 * GB;
const DISK_WARN = 5 * GB;
const TIMEOUT_MS = 15_000;

const ok = (name: string, detail: string): Check => ({ status: 'ok', name, detail });
const warn = (name: string, detail: string): Check => ({ status: 'warn', name, detail });
const fail = (name: string, detail: string): Check => ({ status: 'fail', name, detail });
const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).split('\n')[0]!;

/** A check that may hang (a database or bucket that does not answer) fails after TIMEOUT_MS. */
function within<T>(promise: Promise<T>, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function registerDoctorCommand(program: Command) {
  program
    .command('doctor')
    .description('Check the database, migrations, extensions, ffmpeg, storage and disk space (exit 1 on a failure)')
    .action(async () => {
      const config = cliConfig();
      const checks = [
        ...(await databaseChecks(config)),
        await toolCheck('ffmpeg', config.FFMPEG_PATH),
        await toolCheck('ffprobe', config.FFPROBE_PATH),
        await storageCheck(config),
        diskCheck(config.DATA_DIR),
      ];
      for (const c of checks) print(`${c.status.padEnd(5)} ${c.name.padEnd(11)} ${c.detail}`);
      const count = (s: Status) => checks.filter((c) => c.status === s).length;
      print(`${count('ok')} ok, ${count('warn')} warnings, ${count('fail')} failures.`);
      if (count('fail')) throw new CliError(`${count('fail')} check${count('fail') > 1 ? 's' : ''} failed.`);
    });
}

async function databaseChecks(config: Config): Promise<Check[]> {
  if (config.paths.db && config.paths.db !== ':memory:' && !fs.existsSync(config.paths.db)) {
    return [fail('database', `no database at ${config.paths.db}: run "marquee install" (or set DATA_DIR/DATABASE_URL)`)];
  }
  const database = openDatabase(config.DATABASE_URL);
  try {
    const sqlite = config.paths.db !== null;
    let engine: string;
    try {
      engine = sqlite
        ? `SQLite ${await sqliteVersion(database.db)} at ${config.paths.db}`
        : `PostgreSQL ${await within(postgresVersion(database.db), 'PostgreSQL')} at ${redact(config.DATABASE_URL)}`;
    } catch (err) {
      return [fail('database', `cannot reach ${redact(config.DATABASE_URL)}: ${reason(err)}`)];
    }
    const checks = [ok('database', engine), await migrationsCheck(database.db)];
    if (!sqlite) checks.push(await extensionsCheck(database.db));
    return checks;
  } finally {
    await database.close();
  }
}

async function migrationsCheck(db: Db) {
  const status = await migrationStatus(db);
  const pending = status.filter((m) => !m.executedAt).map((m) => m.name);
  if (!pending.length) return ok('migrations', `all ${status.length} applied`);
  return warn('migrations', `${pending.length} pending (${pending[0]}…): they run at the next start, or now with "marquee migrate"`);
}

/** Search on PostgreSQL needs unaccent (migration 0650 creates it); pg_trgm is listed when present. */
async function extensionsCheck(db: Db) {
  const available = await searchExtensions(db);
  const unaccent = available.find((e) => e.name === 'unaccent');
  if (!unaccent)
    return fail(
      'extensions',
      "unaccent is not available on the server: install PostgreSQL's contrib modules (Debian: the postgresql package)",
    );
  const installed = available.filter((e) => e.installed).map((e) => `${e.name} ${e.installed}`);
  if (!unaccent.installed)
    return warn(
      'extensions',
      `unaccent is not installed in this database yet (the migrations create it)${installed.length ? `; ${installed.join(', ')}` : ''}`,
    );
  return ok('extensions', installed.join(', '));
}

function toolCheck(name: 'ffmpeg' | 'ffprobe', bin: string): Promise<Check> {
  return new Promise((resolve) => {
    execFile(bin, ['-version'], { timeout: TIMEOUT_MS }, (err, stdout) => {
      const version = /version (\S+)/.exec(stdout)?.[1];
      if (err || !version) {
        resolve(
          fail(
            name,
            `${bin} does not run (${err ? reason(err) : 'no version'}): install ffmpeg (Debian: apt-get install ffmpeg) or set ${name.toUpperCase()}_PATH`,
          ),
        );
      } else {
        resolve(ok(name, `${version} (${bin})`));
      }
    });
  });
}

/** Writes, reads back and deletes a small file through the configured storage driver. */
async function storageCheck(config: Config): Promise<Check> {
  const where =
    config.STORAGE_DRIVER === 's3'
      ? `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`
      : `local folder ${config.paths.storage}`;
  const key = `doctor-probe-${crypto.randomBytes(6).toString('hex')}.txt`;
  try {
    const storage = await createStorage(config);
    const body = Buffer.from('marquee doctor');
    await within(storage.put(key, body, { contentType: 'text/plain' }), 'storage');
    if (!(await within(storage.read(key), 'storage')).equals(body)) throw new Error('read back different bytes');
    await within(storage.delete(key), 'storage');
    if (await within(storage.stat(key), 'storage')) throw new Error('the probe file is still there after delete');
    return ok('storage', `${where}: write, read and delete work`);
  } catch (err) {
    return fail('storage', `${where}: ${reason(err)}`);
  }
}

function diskCheck(dataDir: string): Check {
  let dir = dataDir;
  while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const stats = fs.statfsSync(dir);
  const free = stats.bavail * stats.bsize;
  const detail = `${(free / GB).toFixed(1)} GB free of ${((stats.blocks * stats.bsize) / GB).toFixed(1)} GB at ${dir}`;
  if (free < DISK_FAIL) return fail('disk', `${detail}: uploads and transcodes will fail`);
  if (free < DISK_WARN) return warn('disk', `${detail}: running low`);
  return ok('disk', detail);
}
