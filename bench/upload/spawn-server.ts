import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../src/testing/free-port';
import { serverEnv } from '../../src/testing/server-env';
import { type SpawnedServer, spawnMarquee } from '../../src/testing/uploads-server';
import { ensureServerBuild, ROOT, SERVER_DIST } from '../../scripts/build-server.mjs';

// The server under benchmark, started the production way: plain node on the esbuild bundle
// (dist/server/main.mjs, rebuilt first when stale) with the node flags of `npm start`.
// BENCH_SERVER=source runs src/main.ts under tsx instead, for a comparison; BENCH_NODE_ARGS
// (space-separated, '' for none) replaces the production node flags.

/** The node flags `npm start` (scripts/start-server.sh), the Dockerfile and install.sh's service run the bundle with. */
export const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=2', '--heap-growing-percent=30'];

export async function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<{ server: SpawnedServer; how: string }> {
  if (process.env.BENCH_SERVER === 'source') return { server: await spawnMarquee({ dataDir, env }), how: 'src/main.ts under tsx' };
  await ensureServerBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const main = path.join(SERVER_DIST, 'main.mjs');
  const nodeArgs =
    process.env.BENCH_NODE_ARGS === undefined ? PRODUCTION_NODE_ARGS : process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean);
  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: ROOT,
    env: serverEnv({ port, dataDir }, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 150));
  }
  const server: SpawnedServer = {
    url,
    dataDir,
    process: child,
    output: () => log,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
  return { server, how: `node ${[...nodeArgs, path.relative(ROOT, main)].join(' ')}` };
}
