import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { SERVER_ADMIN, serverEnv } from './server-env';
import { spawnCollecting } from './spawn-collecting';

// A real Marquee process for upload robustness tests and bench/upload: spawned with tsx on a
// loopback port, killable (SIGKILL included) and restartable on the same DATA_DIR.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SPAWN_ADMIN = SERVER_ADMIN;

export interface SpawnedServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function spawnMarquee(
  opts: { dataDir?: string; env?: Record<string, string>; nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<SpawnedServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-upload-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // node with tsx's loader, not the tsx CLI: the CLI runs the server in a child process, which a
  // SIGKILL of the CLI would leave running
  const { child, output: log } = spawnCollecting(
    process.execPath,
    [...(opts.nodeArgs ?? []), '--import', 'tsx', path.join(ROOT, 'src/main.ts')],
    {
      cwd: ROOT,
      env: serverEnv({ port, dataDir }, opts.env),
    },
  );
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log()}`);
    }
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir,
    process: child,
    output: log,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

/** Signs the spawned server's admin in; returns the Cookie header value. */
export async function signInAdmin(server: SpawnedServer): Promise<string> {
  const res = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, accept: 'application/json' },
    body: JSON.stringify(SPAWN_ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.includes('session'));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

/** Headers of a browser tus request to this server. */
export const tusHeaders = (server: SpawnedServer, cookie: string) => ({ cookie, origin: server.url, 'tus-resumable': '1.0.0' });

export async function createTusUpload(server: SpawnedServer, cookie: string, size: number, name: string): Promise<string> {
  const meta = { name, clientName: name, clientExtension: path.extname(name).slice(1), clientMime: 'video/mp4', clientSize: String(size) };
  const res = await fetch(`${server.url}/api/v1/tus/upload`, {
    method: 'POST',
    headers: {
      ...tusHeaders(server, cookie),
      'upload-length': String(size),
      'upload-metadata': Object.entries(meta)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    },
  });
  if (res.status !== 201) throw new Error(`tus create failed: ${res.status} ${await res.text()}`);
  return res.headers.get('location')!.split('/').pop()!;
}

export async function tusOffset(server: SpawnedServer, cookie: string, id: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v1/tus/upload/${id}`, { method: 'HEAD', headers: tusHeaders(server, cookie) });
  if (res.status !== 200) throw new Error(`tus HEAD failed: ${res.status}`);
  return Number(res.headers.get('upload-offset'));
}

export async function claimTus(server: SpawnedServer, cookie: string, id: string) {
  const res = await fetch(`${server.url}/api/v1/tus/entries`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ uploadKey: id }),
  });
  return { status: res.status, body: (await res.json()) as { fileEntry: { path: string; file_size: number } } };
}
