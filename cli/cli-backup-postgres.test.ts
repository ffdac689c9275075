import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../src/testing/harness';
import { queryPostgres, usePostgresCluster } from '../src/testing/pg-databases';
import { postgresBinDir } from '../src/testing/postgres';
import { runCli, tempDataDir } from './run-cli';

let tmp: ReturnType<typeof tempDataDir>;
const cluster = usePostgresCluster();
let source: string;
const cli = (url: string, args: string[], env: Record<string, string> = {}) =>
  runCli(args, { cwd: tmp.dir, env: { DATABASE_URL: url, ...env } });
const avatar = () => path.join(tmp.dataDir, 'storage/avatars/a.png');
const dump = () => path.join(tmp.dir, 'marquee.dump');

/** Every table's row count, by name. */
async function rowCounts(url: string) {
  const tables = await queryPostgres(
    url,
    "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await queryPostgres(url, `select count(*) as n from "${name}"`))[0].n);
  return counts;
}

beforeAll(async () => {
  tmp = tempDataDir();
  source = await cluster.emptyDatabase();
  expect((await cli(source, ['install', '--email', 'admin@example.com', '--password', 'admin-password'])).code).toBe(0);
  await queryPostgres(
    source,
    "insert into error_log (level, message, created_at) select 'error', 'seed ' || i, '2026-01-01T00:00:00.000Z' from generate_series(1, 5000) i",
  );
  fs.mkdirSync(path.dirname(avatar()), { recursive: true });
  fs.writeFileSync(avatar(), 'png-bytes');
}, 120_000);
afterAll(() => tmp?.cleanup());

describe('marquee backup and restore on PostgreSQL', { timeout: 120_000 }, () => {
  it('backs up with pg_dump in custom format, with storage archived beside it', async () => {
    const res = await cli(source, ['backup', '--output', dump(), '--with-storage']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`Database backed up to ${dump()}`);
    const contents = execFileSync(path.join(postgresBinDir(), 'pg_restore'), ['--list', dump()], { encoding: 'utf8' });
    expect(contents).toMatch(/TABLE DATA public error_log /);
    const listing = execFileSync('tar', ['-tzf', `${dump()}.storage.tar.gz`], { encoding: 'utf8' });
    expect(listing).toContain('storage/avatars/a.png');
  });

  it('restores into a fresh database a working instance with the same rows and the storage', async () => {
    const fresh = await cluster.emptyDatabase();
    fs.writeFileSync(avatar(), 'changed');
    const res = await cli(fresh, ['restore', dump(), '--storage', `${dump()}.storage.tar.gz`]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const counts = await rowCounts(fresh);
    expect(counts.error_log).toBe(5000);
    expect(counts).toEqual(await rowCounts(source));
    expect(fs.readFileSync(avatar(), 'utf8')).toBe('png-bytes');
    const app = await createTestContext({ env: { DATABASE_URL: fresh } });
    try {
      const login = await app.request('/api/v1/auth/login', {
        method: 'POST',
        json: { email: 'admin@example.com', password: 'admin-password' },
      });
      expect(login.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a database in use unless --force, and then replaces its rows', async () => {
    const target = await cluster.emptyDatabase();
    expect((await cli(target, ['restore', dump()])).code).toBe(0);
    const server = new pg.Client({ connectionString: target });
    await server.connect();
    try {
      await server.query('delete from error_log');
      const refused = await cli(target, ['restore', dump()]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is in use (is the server running?)');
      const forced = await cli(target, ['restore', dump(), '--force']);
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect((await server.query('select count(*) as n from error_log')).rows[0].n).toBe('5000');
    } finally {
      await server.end();
    }
  });

  it('refuses a file that is not a Marquee pg_dump backup before touching the database', async () => {
    const junk = path.join(tmp.dir, 'junk.dump');
    fs.writeFileSync(junk, 'not a dump'.repeat(100));
    const res = await cli(source, ['restore', junk]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('is not a pg_dump custom-format backup');
    expect((await rowCounts(source)).error_log).toBe(5000);
  });

  it('names the missing client tool and its Debian package in one line', async () => {
    // a PATH with tar (for storage) but none of PostgreSQL's client tools
    const bin = path.join(tmp.dir, 'bin-without-pg');
    fs.mkdirSync(bin, { recursive: true });
    fs.symlinkSync(execFileSync('which', ['tar'], { encoding: 'utf8' }).trim(), path.join(bin, 'tar'));
    const backups = path.join(tmp.dataDir, 'backups');
    const backup = await cli(source, ['backup', '--with-storage'], { PATH: bin });
    expect(backup.code).toBe(1);
    expect(backup.stderr.trim().split('\n')).toEqual([
      'marquee: pg_dump not found on PATH: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).',
    ]);
    expect(fs.existsSync(backups) ? fs.readdirSync(backups) : []).toEqual([]);
    const restore = await cli(source, ['restore', dump()], { PATH: bin });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore not found on PATH');
  });
});
