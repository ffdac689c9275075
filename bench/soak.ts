// Leak check of the production server under mixed load: starts the built server on the demo
// catalogue, then for SOAK_SECONDS (default 600) runs browsing (title pages, lists of titles),
// search, ratings and list writes from SOAK_CLIENTS concurrent clients (guests and a signed-in
// user), sampling resident memory and the JS heap after a full GC every SOAK_SAMPLE_SECONDS
// (default 60), and the server's CPU time per request between samples (a memory setting's cost under
// the same load). The heap is read through an IPC hook preloaded by this bench only (--expose-gc).
// Prints the samples as a table, ends with `BENCH {...}` lines, and exits 1 when the heap after GC
// keeps growing (last sample over the first by more than 20% and 5 MB) or RSS ends over 150 MB.
// Run by hand: SOAK_SECONDS=120 SOAK_SAMPLE_SECONDS=20 npx tsx bench/soak.ts
// (SOAK_FROM=<a data folder with the demo settled> skips the seeding start; it is copied, not changed)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { dueJobs, rssMb, startServer, stopServer } from './rss';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 60);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 6);
const RSS_GOAL_MB = 150;

// Answers {heap} to a 'heap' message after a full collection; loaded into the server by this bench only.
const HEAP_HOOK = `data:text/javascript,${encodeURIComponent(
  "process.on('message', (m) => { if (m === 'heap') { const before = process.memoryUsage(); globalThis.gc(); process.send({ heap: process.memoryUsage().heapUsed, before }); } }); process.channel?.unref();",
)}`;

/** CPU time (user + system) the server process has used, in ms, from /proc (Linux): its cost per request under the same load. */
function cpuMs(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

async function main() {
  await ensureServerBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-soak-'));
  const password = 'bench-password';
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    // the first start seeds the demo catalogue; the soak runs on a restart, as a server normally runs
    const port = await import('../src/testing/free-port').then((m) => m.freePort());
    const env = {
      DATA_DIR: dir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: password,
      APP_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
    };
    if (process.env.SOAK_FROM) {
      // a data folder of an earlier run whose demo is settled (saves the first start's minutes)
      fs.cpSync(process.env.SOAK_FROM, dir, { recursive: true });
    } else {
      const seeding = await startServer(env);
      for (let i = 0; i < 600; i++) {
        const body = await (await fetch(`${seeding.url}/api/v1/titles?perPage=1`)).json();
        if (body.pagination?.total > 0) break;
        await sleep(100);
      }
      // the rest of the demo (artwork, clips) is drawn by jobs: the soak starts on a settled catalogue
      for (let waited = 0; dueJobs(dir) > 0 && waited < 180; waited += 2) await sleep(2000);
      await stopServer(seeding.child);
    }

    server = await startServer(env, ['--expose-gc', '--import', HEAP_HOOK], true);
    const { url, child } = server;
    const heapAfterGc = () =>
      new Promise<number>((resolve) => {
        child.once('message', (m: { heap: number; before: NodeJS.MemoryUsage }) => {
          if (process.env.SOAK_DEBUG) {
            const mb = (n: number) => (n / 1048576).toFixed(1);
            const st = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
            console.log(
              `before GC: heapTotal ${mb(m.before.heapTotal)} heapUsed ${mb(m.before.heapUsed)} external ${mb(m.before.external)} arrayBuffers ${mb(m.before.arrayBuffers)} | ${st
                .split('\n')
                .filter((l) => /RssAnon|RssFile/.test(l))
                .join(' ')
                .replace(/\s+/g, ' ')}`,
            );
          }
          resolve(m.heap / 1048576);
        });
        child.send('heap');
      });

    const titles: { id: number; name: string }[] = (await (await fetch(`${url}/api/v1/titles?perPage=100`)).json()).pagination.data;
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const user = { cookie, origin: url, 'content-type': 'application/json' };
    const list = await (
      await fetch(`${url}/api/v1/lists`, { method: 'POST', headers: user, body: JSON.stringify({ name: 'Soak list' }) })
    ).json();

    const counts = { requests: 0, errors: 0 };
    const actions: [number, () => Promise<Response>][] = [
      [40, () => fetch(`${url}/api/v1/titles/${pick(titles).id}`, { headers: { 'accept-encoding': 'br' } })],
      [15, () => fetch(`${url}/api/v1/titles/${pick(titles).id}`, { headers: { cookie } })],
      [10, () => fetch(`${url}/api/v1/titles?perPage=24&page=${1 + Math.floor(Math.random() * 4)}&orderBy=popularity`)],
      [15, () => fetch(`${url}/api/v1/search?query=${encodeURIComponent(pick(titles).name.slice(0, 1 + Math.floor(Math.random() * 5)))}`)],
      [
        10,
        () =>
          fetch(`${url}/api/v1/users/me/ratings`, {
            method: 'POST',
            headers: user,
            body: JSON.stringify({ rateable: 'title', id: pick(titles).id, rating: 1 + Math.floor(Math.random() * 10) }),
          }),
      ],
      [
        10,
        () =>
          fetch(`${url}/api/v1/lists/${list.list.id}/items`, {
            method: 'POST',
            headers: user,
            body: JSON.stringify({ type: 'title', item_id: pick(titles).id }),
          }),
      ],
    ];
    const total = actions.reduce((a, [w]) => a + w, 0);
    const act = () => {
      let r = Math.random() * total;
      for (const [w, run] of actions) if ((r -= w) < 0) return run();
      return actions[0]![1]();
    };
    const end = Date.now() + SECONDS * 1000;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        try {
          const res = await act();
          await res.arrayBuffer();
          counts.requests++;
          // 422: an item already on the list; anything 5xx is a failure
          if (res.status >= 500) counts.errors++;
        } catch {
          counts.errors++;
        }
      }
    });

    const samples: { t: number; rss: number; heap: number; requests: number; cpuMs: number }[] = [];
    const sample = async (t: number) =>
      samples.push({ t, rss: rssMb(child.pid!), heap: await heapAfterGc(), requests: counts.requests, cpuMs: cpuMs(child.pid!) });
    await sample(0);
    for (let t = SAMPLE_SECONDS; t <= SECONDS; t += SAMPLE_SECONDS) {
      await sleep(Math.max(0, end - SECONDS * 1000 + t * 1000 - Date.now()));
      await sample(t);
    }
    await Promise.all(clients);

    console.log(`soak: ${SECONDS} s, ${CLIENTS} clients, ${counts.requests} requests, ${counts.errors} errors`);
    console.log('   s   RSS MB   heap after GC MB   requests   server CPU µs/request');
    for (const [i, s] of samples.entries()) {
      const prev = samples[i - 1];
      const perRequest = prev && s.requests > prev.requests ? ((s.cpuMs - prev.cpuMs) * 1000) / (s.requests - prev.requests) : null;
      console.log(
        `${String(s.t).padStart(4)}   ${s.rss.toFixed(0).padStart(6)}   ${s.heap.toFixed(1).padStart(16)}   ${String(s.requests).padStart(8)}   ${perRequest === null ? '' : perRequest.toFixed(0).padStart(21)}`,
      );
    }
    // growth is judged from the first sample under load (the one at 0 s is before any request)
    const first = samples[1] ?? samples[0]!;
    const last = samples.at(-1)!;
    const growth = last.heap - first.heap;
    const leaking = growth > 5 && growth > first.heap * 0.2;
    const bench = (figure: object) => console.log(`BENCH ${JSON.stringify(figure)}`);
    bench({ name: 'soak-rss', figure: Math.round(last.rss), goal: `<=${RSS_GOAL_MB}`, unit: 'MB' });
    bench({ name: 'soak-heap-growth', figure: Math.round(growth * 10) / 10, goal: '<=5', unit: 'MB heap after GC' });
    if (leaking || last.rss > RSS_GOAL_MB || counts.errors) {
      console.log(
        `FAIL: ${leaking ? `heap after GC grew ${growth.toFixed(1)} MB; ` : ''}${last.rss > RSS_GOAL_MB ? `RSS ${last.rss.toFixed(0)} MB over ${RSS_GOAL_MB}; ` : ''}${counts.errors ? `${counts.errors} errors` : ''}`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (server) await stopServer(server.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
