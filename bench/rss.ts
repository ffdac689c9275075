// Footprint of the production server (the dist/server bundle, started as `npm start` does):
//  1. first start on an empty data folder that seeds the demo catalogue: resident memory 20 s later
//  2. restart on the seeded data: cold start to the first 200 of /health, then idle resident memory
// Ends with one `BENCH {...}` line per figure (npm run bench reads them).
// Run by hand: npx tsx bench/rss.ts   (RSS_FIRST_SECONDS=20, RSS_IDLE_SECONDS=10 to change the waits)
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, ROOT } from '../scripts/build-server.mjs';
import SQLite from 'better-sqlite3';
import { freePort } from '../src/testing/free-port';

const FIRST_SECONDS = Number(process.env.RSS_FIRST_SECONDS ?? 20);
const IDLE_SECONDS = Number(process.env.RSS_IDLE_SECONDS ?? 10);
const SETTLE_SECONDS = Number(process.env.RSS_SETTLE_SECONDS ?? 180);

/** Jobs still due in the data folder's database (the demo seeding queues artwork and clips). */
export function dueJobs(dir: string) {
  const db = new SQLite(path.join(dir, 'marquee.db'), { readonly: true });
  try {
    const row = db
      .prepare("select count(*) as n from jobs where status in ('pending', 'running') and run_at <= ?")
      .get(new Date().toISOString());
    return (row as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Starts the built server as `npm start` does (scripts/start-server.sh; SERVER_FLAGS adds node flags); resolves with the process and ms to the first 200 of /health. */
export async function startServer(env: Record<string, string>, extraArgs: string[] = [], ipc = false) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const started = performance.now();
  // the start script (jemalloc when installed, node's flags) execs node, so child.pid is the server's
  const child = spawn('sh', [path.join(ROOT as string, 'scripts/start-server.sh')], {
    env: {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      MARQUEE_NODE_FLAGS: [process.env.SERVER_FLAGS ?? '', ...extraArgs].join(' '),
      ...env,
    },
    stdio: ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, url, port, coldStartMs: Math.round(performance.now() - started) };
}

export function stopServer(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

async function main() {
  await ensureServerBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-rss-'));
  const env = {
    DATA_DIR: dir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'bench-password',
  };
  try {
    const first = await startServer(env);
    const samples: string[] = [];
    for (let s = 5; s <= FIRST_SECONDS; s += 5) {
      await sleep(Math.min(5, FIRST_SECONDS - s + 5));
      samples.push(`${s} s ${rssMb(first.child.pid!).toFixed(0)} MB`);
    }
    const firstRss = rssMb(first.child.pid!);
    const titles = await (await fetch(`${first.url}/api/v1/titles?perPage=1`)).json();
    // the restart measures a server at rest on the full demo: let the seeding's jobs finish first
    let settled = 0;
    while (dueJobs(dir) > 0 && settled < SETTLE_SECONDS) {
      await sleep(2);
      settled += 2;
    }
    const leftJobs = dueJobs(dir);
    await stopServer(first.child);

    const again = await startServer(env);
    const titleOk = (await fetch(`${again.url}/api/v1/titles?perPage=1`)).status === 200;
    await sleep(IDLE_SECONDS);
    const idleRss = rssMb(again.child.pid!);
    await stopServer(again.child);

    console.log(
      `first start (seeds the demo, ${titles.pagination?.total ?? '?'} titles): ${first.coldStartMs} ms to /health; RSS ${samples.join(', ')}`,
    );
    console.log(`demo jobs done ${settled} s later${leftJobs ? ` (${leftJobs} still due after ${SETTLE_SECONDS} s)` : ''}`);
    console.log(`restart on the seeded data: ${again.coldStartMs} ms to the first 200 (titles API ${titleOk ? 'ok' : 'FAILED'})`);
    console.log(`idle RSS ${IDLE_SECONDS} s after the restart: ${idleRss.toFixed(0)} MB`);
    const bench = (figure: object) => console.log(`BENCH ${JSON.stringify(figure)}`);
    bench({ name: 'rss-idle', figure: Math.round(idleRss), goal: '<=100', unit: 'MB' });
    bench({ name: 'rss-first-start', figure: Math.round(firstRss), goal: '<=100', unit: 'MB' });
    bench({ name: 'cold-start', figure: again.coldStartMs, goal: '<=1000', unit: 'ms' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
