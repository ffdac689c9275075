import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, ensureServerBuild, ROOT, serverBuildStale } from '../scripts/build-server.mjs';
import { freePort } from './testing/free-port';
import { spawnCollecting } from './testing/spawn-collecting';

// The production server build (scripts/build-server.mjs): the esbuild bundle that `npm start` runs
// with plain node. Built into a private folder under the repo's .tmp/ (node_modules must be found
// walking up from the bundle), so dist/server of a running `npm start` is never touched.

const outDir = path.join(ROOT, '.tmp', `server-build-test-${process.pid}`, 'server');
const migrationFiles = fs.readdirSync(path.join(ROOT, 'migrations')).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f));

describe('server bundle', () => {
  beforeAll(async () => {
    await buildServer(outDir);
  }, 60_000);
  afterAll(() => fs.rmSync(path.dirname(outDir), { recursive: true, force: true }));

  it('holds main.mjs and one bundled module per migration', () => {
    expect(fs.existsSync(path.join(outDir, 'main.mjs'))).toBe(true);
    const bundled = fs.readdirSync(path.join(outDir, 'migrations')).filter((f) => f.endsWith('.mjs'));
    expect(bundled.sort()).toEqual(migrationFiles.map((f) => f.replace(/\.ts$/, '.mjs')).sort());
    // no TypeScript left to load at run time: nothing imports tsx or a .ts file
    const main = fs.readFileSync(path.join(outDir, 'main.mjs'), 'utf8');
    expect(main).not.toMatch(/from ["']tsx|import\(["'][^"']+\.ts["']\)/);
  });

  it('bundles kysely, zod and hono (one module, not hundreds of files) and leaves other packages external', () => {
    const code = fs
      .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => fs.readFileSync(path.join(outDir, f), 'utf8'))
      .join('\n');
    const imported = new Set([...code.matchAll(/(?:from|import)\s*\(?\s*["']([^"'./][^"']*)["']/g)].map((m) => m[1]!.split('/')[0]));
    for (const bundled of ['kysely', 'zod', 'hono', '@hono']) expect(imported).not.toContain(bundled);
    expect(imported).toContain('better-sqlite3');
    expect(imported).toContain('pino');
  });

  it('runs under plain node: migrates a fresh DATA_DIR and answers /health with 200', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bundle-'));
    const port = await freePort();
    let child: ChildProcess | null = null;
    let log = () => '';
    try {
      ({ child, output: log } = spawnCollecting(process.execPath, [path.join(outDir, 'main.mjs')], {
        cwd: dataDir, // not the repo: the bundle must find web/dist and its migrations by itself
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          ADMIN_EMAIL: 'admin@example.com',
          ADMIN_PASSWORD: 'admin-password',
        },
      }));
      let health: Response | null = null;
      const deadline = Date.now() + 40_000;
      while (!health && Date.now() < deadline && child.exitCode === null) {
        health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
        if (!health) await new Promise((r) => setTimeout(r, 150));
      }
      expect(health?.status, log()).toBe(200);
      expect(await health!.json()).toMatchObject({ status: 'ok', checks: { database: true, migrations: true } });

      const dbFile = fs.readdirSync(dataDir).find((f) => f.endsWith('.sqlite') || f.endsWith('.db'));
      expect(dbFile, fs.readdirSync(dataDir).join(', ')).toBeTruthy();
      const db = new Database(path.join(dataDir, dbFile!), { readonly: true });
      try {
        const names = db.prepare('select name from kysely_migration order by name').all() as { name: string }[];
        expect(names.map((r) => r.name)).toEqual(migrationFiles.map((f) => f.replace(/\.ts$/, '')).sort());
      } finally {
        db.close();
      }
    } finally {
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child!.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is rebuilt when older than its sources, and left alone when fresh', async () => {
    const main = path.join(outDir, 'main.mjs');
    expect(serverBuildStale(outDir)).toBe(false);
    expect(await ensureServerBuild({ outDir })).toBe(false);

    const old = new Date(Date.now() - 365 * 24 * 3600 * 1000); // older than every source file
    fs.utimesSync(main, old, old);
    fs.writeFileSync(path.join(outDir, 'migrations', '9999_removed.mjs'), 'export async function up() {}');
    expect(serverBuildStale(outDir)).toBe(true);

    expect(await ensureServerBuild({ outDir })).toBe(true);
    expect(fs.statSync(main).mtimeMs).toBeGreaterThan(old.getTime());
    expect(serverBuildStale(outDir)).toBe(false);
    // a rebuild starts from an empty folder: nothing of the old bundle survives
    expect(fs.existsSync(path.join(outDir, 'migrations', '9999_removed.mjs'))).toBe(false);
  }, 60_000);
});
