// GET titles/{id} under concurrent load through the real app on loopback, as a ratio to a raw
// node:http server answering a similar JSON payload in the same run.
// Run by hand: npx tsx bench/title-api.ts [--titles N] [--seconds S] [--connections C]
import fs from 'node:fs';
import http from 'node:http';
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

interface Result {
  requests: { average: number };
  latency: { p99: number; p50: number };
  non2xx: number;
  errors: number;
}

function load(port: number, ids: number[], duration = SECONDS): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
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
  const database = openDatabase(config.DATABASE_URL);
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
  const sample = await (await fetch(`http://127.0.0.1:${appPort}/api/v1/titles/${ids[0]}`)).text();
  console.log(`seeded ${TITLES} titles; payload ${sample.length} bytes; ${CONNECTIONS} connections, ${SECONDS} s per round`);

  await load(rawPort, ids, 2); // warm-up of both (JIT, caches)
  await load(appPort, ids, 3);
  // Alternating short rounds, so load from other processes on the machine hits both alike.
  const rounds: { raw: Result[]; app: Result[] } = { raw: [], app: [] };
  for (let r = 0; r < ROUNDS; r++) {
    rounds.raw.push(await load(rawPort, ids));
    rounds.app.push(await load(appPort, ids));
  }
  const summary = (rs: Result[]) => ({
    rps: rs.reduce((a, r) => a + r.requests.average, 0) / rs.length,
    p50: Math.max(...rs.map((r) => r.latency.p50)),
    p99: Math.max(...rs.map((r) => r.latency.p99)),
    bad: rs.reduce((a, r) => a + r.non2xx + r.errors, 0),
  });
  const base = summary(rounds.raw);
  const ours = summary(rounds.app);
  const line = (name: string, r: ReturnType<typeof summary>) =>
    `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx/errors ${r.bad}`;
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores; ${ROUNDS} alternating rounds`,
  );
  console.log(line('raw node:http', base));
  console.log(line('marquee GET titles/{id}', ours));
  console.log(`ratio: ${(ours.rps / base.rps).toFixed(2)}x of raw req/s (target >= 0.5x); p99 ${ours.p99} vs ${base.p99} ms`);

  appServer.close();
  raw.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
