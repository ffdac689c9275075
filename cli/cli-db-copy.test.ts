import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../src/testing/harness';
import { createTestUser } from '../src/testing/factories';
import { queryPostgres, usePostgresCluster } from '../src/testing/pg-databases';
import { toPostgres } from './commands/db-copy';
import { runCli, tempDataDir } from './run-cli';

let tmp: ReturnType<typeof tempDataDir>;
const cluster = usePostgresCluster();
const cli = (...args: string[]) => runCli(args, { cwd: tmp.dir });
const dbFile = () => path.join(tmp.dataDir, 'marquee.db');

async function postgresCount(url: string, table: string) {
  return Number((await queryPostgres(url, `select count(*) as n from "${table}"`))[0].n);
}

beforeAll(async () => {
  tmp = tempDataDir();
  expect((await cli('install', '--email', 'admin@example.com', '--password', 'admin-password')).code).toBe(0);
  const seeded = await cli('demo:seed', '--no-artwork');
  expect(seeded.stderr).toBe('');
  expect(seeded.code).toBe(0);
}, 240_000);
afterAll(() => tmp?.cleanup());

describe('marquee db:copy', { timeout: 240_000 }, () => {
  let target: string;

  it('copies the demo catalogue into an empty PostgreSQL database with every row count equal', async () => {
    target = await cluster.emptyDatabase();
    const res = await cli('db:copy', '--to', target);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Every row count matches.');

    // every SQLite table but the engine's own (FTS5) and the migration bookkeeping is listed, and
    // the counts printed are the counts of both databases
    const sqlite = new SQLite(dbFile(), { readonly: true });
    const tables = (
      sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[]
    )
      .map((r) => r.name)
      .filter((t) => !/_fts(_\w+)?$/.test(t) && !t.startsWith('kysely_'));
    const listed = new Map(
      res.stdout
        .split('\n')
        .map((l) => l.trim().split(/\s+/))
        .filter((cols) => cols.length === 4 && (cols[3] === 'ok' || cols[3] === 'MISMATCH'))
        .map(([table, want]) => [table!, Number(want!.replaceAll(',', ''))]),
    );
    expect([...listed.keys()].sort()).toEqual([...tables].sort());
    for (const table of tables) {
      const want = (sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
      expect({ table, count: await postgresCount(target, table) }).toEqual({ table, count: want });
      expect(listed.get(table)).toBe(want);
    }
    expect(await postgresCount(target, 'titles')).toBe(155);
    sqlite.close();
  });

  it('serves the same title JSON from both databases, with search and new rows working on PostgreSQL', async () => {
    const fromSqlite = await createTestContext({ env: { DATABASE_URL: `sqlite:${dbFile()}` } });
    const fromPostgres = await createTestContext({ env: { DATABASE_URL: target } });
    try {
      const sqlite = new SQLite(dbFile(), { readonly: true });
      const titles = sqlite.prepare('select id, name from titles order by id').all() as { id: number; name: string }[];
      sqlite.close();
      expect(titles).toHaveLength(155);
      for (const { id } of titles) {
        const a = await fromSqlite.request(`/api/v1/titles/${id}?with=seasons,credits,tags`);
        const b = await fromPostgres.request(`/api/v1/titles/${id}?with=seasons,credits,tags`);
        expect(b.status).toBe(200);
        expect(await b.json()).toEqual(await a.json());
      }
      // the tsvector index was rebuilt: a demo title is found by a prefix of its name
      const { name } = titles[0]!;
      const search = await (
        await fromPostgres.request(`/api/v1/search/${encodeURIComponent(name.slice(0, 4))}?types=titles&limit=50`)
      ).json();
      expect(JSON.stringify(search)).toContain(name);
      // sequences follow the copied ids: a new row gets a fresh id instead of a duplicate key
      const user = await createTestUser(fromPostgres.db);
      expect(user.id).toBeGreaterThan(1);
    } finally {
      await fromSqlite.close();
      await fromPostgres.close();
    }
  });

  it('refuses a database that is not empty, in one line, and leaves it alone', async () => {
    const before = await postgresCount(target, 'users');
    const res = await cli('db:copy', '--to', target);
    expect(res.code).toBe(1);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(/is not empty \(\d+ tables/);
    expect(await postgresCount(target, 'users')).toBe(before);
  });

  it('refuses a SQLite database with pending migrations before writing anything', async () => {
    const behind = path.join(tmp.dir, 'behind.db');
    const sqlite = new SQLite(dbFile());
    await sqlite.backup(behind);
    sqlite.close();
    const copy = new SQLite(behind);
    copy.exec('delete from kysely_migration where name = (select max(name) from kysely_migration)');
    copy.close();
    const empty = await cluster.emptyDatabase();
    const res = await runCli(['db:copy', '--to', empty], { cwd: tmp.dir, env: { DATABASE_URL: `sqlite:${behind}` } });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('has pending migrations: run "marquee migrate" first.');
    expect(await queryPostgres(empty, "select table_name from information_schema.tables where table_schema = 'public'")).toEqual([]);
  });

  it('turns SQLite values into what PostgreSQL columns of other types accept', async () => {
    // today's schema keeps 0/1, JSON text and ISO text on both engines; a typed column must still load
    const url = await cluster.emptyDatabase();
    await queryPostgres(url, 'create table typed (flag boolean, doc jsonb, at timestamptz, bytes bytea, name text)');
    const sqlite = new SQLite(':memory:');
    const row = sqlite
      .prepare(`select 1 as flag, '{"a":[1,2]}' as doc, '2026-11-26T01:02:03.456Z' as at, x'00ff' as bytes, x'616263' as name`)
      .get() as Record<string, unknown>;
    sqlite.close();
    const types = { flag: 'boolean', doc: 'jsonb', at: 'timestamp with time zone', bytes: 'bytea', name: 'text' };
    const values = Object.entries(types).map(([column, type]) => toPostgres(row[column], type));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('insert into typed values ($1, $2, $3, $4, $5)', values);
      const [back] = (await client.query('select flag, doc, at, bytes, name from typed')).rows;
      expect(back).toEqual({
        flag: true,
        doc: { a: [1, 2] },
        at: new Date('2026-11-26T01:02:03.456Z'),
        bytes: Buffer.from([0, 255]),
        name: 'abc',
      });
    } finally {
      await client.end();
    }
  });

  it('rejects a URL that is not PostgreSQL', async () => {
    const res = await cli('db:copy', '--to', 'mysql://localhost/marquee');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--to: must be a postgres:// URL');
  });
});
