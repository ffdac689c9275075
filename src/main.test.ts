import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../tests/e2e/harness';
import { spawnCollecting } from './testing/spawn-collecting';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

function runMain(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const { child, output } = spawnCollecting(process.execPath, [TSX, path.join(ROOT, 'src/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve({ code, output: output() }));
  });
}

const waitFor = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('src/main.ts process', () => {
  const dirs: string[] = [];
  let server: RunningServer | null = null;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('exits non-zero naming the variable when the configuration is bad', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-main-'));
    dirs.push(dir);
    const { code, output } = await runMain({ PORT: 'abc', DATA_DIR: dir, LOG_LEVEL: 'silent' });
    expect(code).not.toBe(0);
    expect(output).toContain('PORT');
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(fs.existsSync(path.join(dir, 'marquee.db'))).toBe(false);
  }, 60_000);

  it('finishes an in-flight request on SIGTERM, then exits 0 with the database closed cleanly', async () => {
    server = await startServer({ LOG_LEVEL: 'info' });
    dirs.push(server.dataDir);
    const dbFile = path.join(server.dataDir, 'marquee.db');

    // One keep-alive socket: a first request proves the server accepted the connection, then a POST
    // on it whose body arrives in two parts is in flight until the body ends.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise<void>((resolve, reject) => {
      http.get(`${server!.url}/health`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject);
    });
    let response: { status: number; body: string } | null = null;
    const req = http.request(`${server.url}/api/v1/no-such-endpoint`, {
      agent,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, connection: 'close' },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => (response = { status: res.statusCode!, body }));
    });
    req.write('{"title":');
    await new Promise((r) => setTimeout(r, 300)); // let the server parse the request head

    const exited = new Promise<number | null>((resolve) => server!.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    await waitFor(() => server!.output().includes('shutting down'), 'the shutdown log line');
    expect(server.process.exitCode).toBeNull(); // still waiting for the request
    expect(response).toBeNull();

    // new connections are refused while the old request finishes
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();

    req.end('"late"}');
    const code = await exited;
    expect(response).toEqual({ status: 404, body: JSON.stringify({ message: 'Not found.' }) });
    expect(code).toBe(0);
    expect(server.output()).toContain('stopped');

    // the WAL was checkpointed on close and the file is sound
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(false);
    const sqlite = new SQLite(dbFile, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect((sqlite.prepare('select count(*) as n from users').get() as { n: number }).n).toBeGreaterThan(0);
    } finally {
      sqlite.close();
    }
  }, 120_000);

  it('splits into a web process that queues jobs and a worker that runs them (ROLE=web, ROLE=worker)', async () => {
    const web = await startServer({ ROLE: 'web' });
    dirs.push(web.dataDir);
    const dbFile = path.join(web.dataDir, 'marquee.db');
    const sqlite = new SQLite(dbFile);
    let worker: RunningServer | null = null;
    try {
      expect((await fetch(`${web.url}/health`)).status).toBe(200);
      // a job queued while only the web process runs
      const { lastInsertRowid: id } = sqlite
        .prepare(
          "INSERT INTO jobs (queue, name, payload, run_at, created_at, updated_at) VALUES ('default', 'notifications:fan-out', '{\"eventId\":999999}', ?, ?, ?)",
        )
        .run(...Array(3).fill(new Date().toISOString()));
      const job = () =>
        sqlite.prepare('SELECT status, attempts, locked_by FROM jobs WHERE id = ?').get(id) as {
          status: string;
          attempts: number;
          locked_by: string | null;
        };

      worker = await startServer({ ROLE: 'worker', DATA_DIR: web.dataDir });
      await expect.poll(() => job().status, { timeout: 20_000 }).toBe('completed');
      expect(job().attempts).toBe(1); // once (the web process starts no job worker: scheduler.test.ts)

      const exited = new Promise<number | null>((resolve) => worker!.process.once('exit', (code) => resolve(code)));
      await worker.stop('SIGTERM');
      expect(await exited).toBe(0);
      worker = null;
    } finally {
      await worker?.stop('SIGKILL');
      sqlite.close();
      await web.stop('SIGTERM');
    }
  }, 120_000);
});
