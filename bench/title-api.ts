// GET titles/{id} under concurrent load through the real app on loopback, as a ratio to a raw
// node:http server answering a similar JSON payload in the same run.
// Guests and a signed-in user (session cookie: adds the user's rating/list/follow state) are both
// measured against the same raw baseline. Ends with one `BENCH {...}` line per figure (npm run bench).
// Run by hand: npx tsx bench/title-api.ts [--titles N] [--seconds S] [--rounds R] [--connections C]
//   [--profile DIR]: writes a V8 CPU profile of the app rounds only (guest.cpuprofile, signed-in.cpuprofile)
import fs from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { createApp } from '../src/app';
import { productModules } from '../src/features';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createTestCredit, createTestPerson, createTestSeason, createTestTitle } from '../src/features/catalogue/common/factories';
import { getTitleBase } from '../src/features/catalogue/titles/titles.service';
import { createLogger } from '../src/platform/logger';
import { createSession } from '../src/features/accounts/auth/sessions';
import { sessionCookieNameFor } from '../src/features/accounts/auth/browser';
import { createTestUser } from '../src/testing/factories';
import { prepareDatabase } from '../src/platform/install';
import { createServices } from '../src/platform/services';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const TITLES = arg('titles', 1000);
const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 4);
const CONNECTIONS = arg('connections', 50);
const PROFILE_DIR = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1]! : null;

interface Result {
  requests: { average: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
}

function load(port: number, ids: number[], duration = SECONDS, headers: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        headers,
        requests: [{ setupRequest: (req: object) => ({ ...req, path: `/api/v1/titles/${ids[Math.floor(Math.random() * ids.length)]}` }) }],
      },
      (err: Error | null, result: Result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-title-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    APP_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'bench-password',
  });
  const logger = createLogger(config);
  // The measured app runs on a handle as the server opens it: a logged handle keeps every statement
  // on Kysely's path (src/db/database.ts), which production reads skip. The statements of one request
  // are counted (and printed before the load rounds) on a second, logged handle to the same file.
  let statements: number | null = null;
  const database = openDatabase(config.DATABASE_URL);
  const counting = openDatabase(config.DATABASE_URL, {
    log: (e) => {
      if (statements !== null) statements++;
      if (statements !== null && process.env.BENCH_SQL) console.log(e.query.sql); // BENCH_SQL=1: print them
    },
  });
  await prepareDatabase(database.db, config, logger, productModules);
  const services = await createServices(database.db, config, logger, productModules);
  const db = database.db;

  // ~1000 titles, each with tags and 20 cast/crew credits; every tenth a series with seasons.
  const people = [];
  for (let i = 0; i < 300; i++) people.push(await createTestPerson(db, { name: `Person ${i}`, popularity: i }));
  const ids: number[] = [];
  for (let i = 0; i < TITLES; i++) {
    const series = i % 10 === 0;
    const t = await createTestTitle(db, {
      name: `Bench Title ${i}`,
      type: series ? 'series' : 'movie',
      description: 'A thoughtful drama about people, places and the passage of time. '.repeat(4),
      tagline: 'Every story has a beginning.',
      popularity: i % 100,
      genres: ['Drama', i % 2 ? 'Comedy' : 'Thriller'],
      keywords: [`keyword ${i % 50}`, `theme ${i % 30}`],
      countries: ['US'],
    });
    for (let c = 0; c < 20; c++) {
      await createTestCredit(db, {
        person_id: people[(i * 7 + c) % people.length]!.id,
        title_id: t.id,
        order: c,
        department: c < 16 ? 'cast' : c < 18 ? 'directing' : 'writing',
        character: c < 16 ? `Character ${c}` : null,
      });
    }
    if (series) for (let s = 1; s <= 3; s++) await createTestSeason(db, t.id, s, 0);
    ids.push(t.id);
  }

  const app = createApp({ db, config, services, webDist: path.join(dir, 'no-web') });
  const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => appServer.once('listening', r));
  const appPort = (appServer.address() as AddressInfo).port;

  // Baseline: the same payloads, built once, served by bare node:http (stringified per request).
  const payloads = new Map<number, unknown>();
  for (const id of ids) payloads.set(id, { title: await getTitleBase({ db, services }, id), seo: {} });
  const raw = http.createServer((req, res) => {
    const id = Number(req.url?.split('/').pop());
    const body = JSON.stringify(payloads.get(id) ?? { message: 'Not found.' });
    res.writeHead(payloads.has(id) ? 200 : 404, { 'content-type': 'application/json' });
    res.end(body);
  });
  const rawPort = await listen(raw);
  const user = await createTestUser(db, { email: 'bench-viewer@example.com' });
  const { token } = await createSession(db, user.id);
  const signedIn = { cookie: `${sessionCookieNameFor(config)}=${token}` };
  const sample = await (await fetch(`http://127.0.0.1:${appPort}/api/v1/titles/${ids[0]}`)).text();
  const personal = await (await fetch(`http://127.0.0.1:${appPort}/api/v1/titles/${ids[0]}`, { headers: signedIn })).json();
  if (!('user_rating' in personal.title)) throw new Error('the signed-in request did not get the user state: is the cookie right?');
  const countingApp = createApp({ db: counting.db, config, services, webDist: path.join(dir, 'no-web') });
  const countStatements = async (headers: Record<string, string>) => {
    statements = 0;
    await (await countingApp.request(`/api/v1/titles/${ids[1]}`, { headers })).arrayBuffer();
    const n = statements;
    statements = null;
    return n;
  };
  await countStatements(signedIn); // fills the title's cache entries
  console.log(`SQL statements per request: guest ${await countStatements({})}, signed-in ${await countStatements(signedIn)}`);
  // CPU time of the app's own work per request (in-process app.request, no sockets): steadier than
  // req/s on a busy machine
  const cpuPerRequest = async (headers: Record<string, string>, n = 1000) => {
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) await (await app.request(`/api/v1/titles/${ids[i % ids.length]}`, { headers })).arrayBuffer();
    const used = process.cpuUsage(start);
    return Math.round((used.user + used.system) / n);
  };
  await cpuPerRequest(signedIn, 500);
  // alternating batches, the median of each: other processes' load moves single batches a lot
  const batches: { guest: number[]; user: number[] } = { guest: [], user: [] };
  for (let b = 0; b < 7; b++) {
    batches.guest.push(await cpuPerRequest({}));
    batches.user.push(await cpuPerRequest(signedIn));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  console.log(
    `CPU per request (in-process, median of 7 batches): guest ${median(batches.guest)} µs, signed-in ${median(batches.user)} µs` +
      ` (signed-in batches: ${batches.user.join(' ')})`,
  );
  console.log(`seeded ${TITLES} titles; payload ${sample.length} bytes; ${CONNECTIONS} connections, ${SECONDS} s per round`);

  const close = async () => {
    appServer.close();
    raw.close();
    await database.close();
    await counting.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  const profiler = PROFILE_DIR ? new Session() : null;
  profiler?.connect();
  const profiled = async <T>(name: string, run: () => Promise<T>) => {
    if (!profiler) return run();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    const result = await run();
    const { profile } = await profiler.post('Profiler.stop');
    fs.mkdirSync(PROFILE_DIR!, { recursive: true });
    fs.writeFileSync(path.join(PROFILE_DIR!, `${name}.cpuprofile`), JSON.stringify(profile));
    return result;
  };

  await load(rawPort, ids, 2); // warm-up of all three (JIT, caches)
  await load(appPort, ids, 2);
  await load(appPort, ids, 2, signedIn);
  // Alternating short rounds, so load from other processes on the machine hits all alike.
  const rounds: { raw: Result[]; app: Result[]; user: Result[] } = { raw: [], app: [], user: [] };
  if (profiler) {
    // profile mode: the app's rounds only, under the profiler (its figures are not comparable)
    await profiled('guest', async () => {
      for (let r = 0; r < ROUNDS; r++) await load(appPort, ids);
    });
    await profiled('signed-in', async () => {
      for (let r = 0; r < ROUNDS; r++) await load(appPort, ids, SECONDS, signedIn);
    });
    console.log(`profiles written to ${PROFILE_DIR}`);
    return close();
  }
  for (let r = 0; r < ROUNDS; r++) {
    rounds.raw.push(await load(rawPort, ids));
    rounds.app.push(await load(appPort, ids));
    rounds.user.push(await load(appPort, ids, SECONDS, signedIn));
  }
  const summary = (rs: Result[]) => ({
    rps: rs.reduce((a, r) => a + r.requests.average, 0) / rs.length,
    p50: Math.max(...rs.map((r) => r.latency.p50)),
    p99: Math.max(...rs.map((r) => r.latency.p99)),
    bad: rs.reduce((a, r) => a + r.non2xx + r.errors, 0),
  });
  const base = summary(rounds.raw);
  const ours = summary(rounds.app);
  const theirs = summary(rounds.user);
  const line = (name: string, r: ReturnType<typeof summary>) =>
    `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx/errors ${r.bad}`;
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores; ${ROUNDS} alternating rounds`,
  );
  console.log(line('raw node:http', base));
  console.log(line('marquee titles/{id} guest', ours));
  console.log(line('marquee titles/{id} signed-in', theirs));
  const ratio = (n: number) => Math.round(n * 100) / 100;
  console.log(`guest: ${ratio(ours.rps / base.rps)}x of raw req/s (goal >= 0.8x); p99 ${ours.p99} vs ${base.p99} ms (goal <= 1.3x)`);
  console.log(
    `signed-in: ${ratio(theirs.rps / base.rps)}x of raw req/s (goal >= 0.8x); p99 ${theirs.p99} vs ${base.p99} ms (goal <= 1.3x)`,
  );
  if (ours.bad || theirs.bad) console.log('WARNING: non-2xx responses or errors during the run');
  const bench = (figure: object) => console.log(`BENCH ${JSON.stringify(figure)}`);
  bench({ name: 'title-api', figure: ratio(ours.rps / base.rps), goal: '>=0.8', unit: 'x raw node' });
  bench({ name: 'title-api-p99', figure: ratio(ours.p99 / Math.max(base.p99, 1)), goal: '<=1.3', unit: 'x raw node p99' });
  bench({ name: 'title-api-signed-in', figure: ratio(theirs.rps / base.rps), goal: '>=0.8', unit: 'x raw node' });
  bench({ name: 'title-api-signed-in-p99', figure: ratio(theirs.p99 / Math.max(base.p99, 1)), goal: '<=1.3', unit: 'x raw node p99' });

  await close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
