import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

// A throwaway PostgreSQL cluster for the test suite (TEST_DATABASE=postgres): initdb into a temp
// folder, pg_ctl on a free port, no system service. The vitest global setup starts it once and
// migrates a template database; every test context then gets its own database copied from it.

/** Set by the global setup for the test processes: the cluster's URL without a database name. */
export const CLUSTER_URL_ENV = 'MARQUEE_TEST_PG_URL';
export const TEMPLATE_DB = 'marquee_template';

export function testEngine(): 'sqlite' | 'postgres' {
  const v = (process.env.TEST_DATABASE ?? 'sqlite').toLowerCase();
  if (v === 'postgres' || v === 'postgresql' || v === 'pg') return 'postgres';
  if (v === 'sqlite') return 'sqlite';
  throw new Error(`TEST_DATABASE: expected sqlite or postgres, got ${v}`);
}

/** Debian's server binaries (initdb, pg_ctl): the newest installed major version, or PG_BIN. */
export function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql (or set PG_BIN)');
  return path.join(base, versions[0]!, 'bin');
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:PORT (append /dbname). */
  url: string;
  stop(): void;
}

/** initdb refuses root: as root, the cluster runs as `nobody` (files in a temp dir it owns). */
function asClusterUser(dir: string) {
  if (process.getuid?.() !== 0) return (cmd: string, args: string[]) => [cmd, args] as const;
  fs.chownSync(dir, 65534, 65534);
  return (cmd: string, args: string[]) => ['runuser', ['-u', 'nobody', '--', cmd, ...args]] as const;
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pg-'));
  const wrap = asClusterUser(dir);
  const data = path.join(dir, 'data');
  const run = (cmd: string, args: string[]) => {
    const [c, a] = wrap(path.join(bin, cmd), args);
    const res = spawnSync(c, a, { cwd: dir, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout || res.error?.message}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=64MB',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', opts, '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}`;
  let stopped = false;
  return {
    url,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        const [c, a] = wrap(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
        execFileSync(c, a, { stdio: 'ignore' });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs one statement on the cluster's maintenance database. */
export async function adminQuery(clusterUrl: string, text: string) {
  const client = new pg.Client({ connectionString: `${clusterUrl}/postgres` });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

let counter = 0;

/** A fresh database copied from the migrated template; returns its URL and how to drop it. */
export async function createTestDatabase() {
  const clusterUrl = process.env[CLUSTER_URL_ENV];
  if (!clusterUrl) throw new Error(`TEST_DATABASE=postgres needs the vitest global setup (${CLUSTER_URL_ENV} is unset)`);
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  await adminQuery(clusterUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(TEMPLATE_DB)}`);
  return {
    url: `${clusterUrl}/${name}`,
    drop: () => dropDatabase(clusterUrl, name),
  };
}

/** Drops a test database once its pool's connections have finished closing (FORCE only as a last resort). */
async function dropDatabase(clusterUrl: string, name: string) {
  const client = new pg.Client({ connectionString: `${clusterUrl}/postgres` });
  await client.connect();
  try {
    for (let i = 0; i < 40; i++) {
      const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
