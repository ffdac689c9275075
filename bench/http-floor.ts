import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import { productModules } from '../src/features';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createLogger } from '../src/platform/logger';
import { prepareDatabase } from '../src/platform/install';
import { createServices } from '../src/platform/services';
import { load } from './lib/autocannon';
import { report } from './lib/report';

// The floor of the HTTP stack: GET /api/v1/bootstrap-data on the real app against a bare
// node:http server answering the same JSON bytes, measured in the same run on loopback.

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: '',
  });
  const logger = createLogger(config);
  const database = openDatabase(config.DATABASE_URL);
  await prepareDatabase(database.db, config, logger, productModules);
  const services = await createServices(database.db, config, logger, productModules);
  const app = createApp({ db: database.db, config, services });
  const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => appServer.once('listening', r));
  const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/api/v1/bootstrap-data`;

  const payload = Buffer.from(await (await fetch(appUrl)).text());
  const raw = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.byteLength });
    res.end(payload);
  });
  const rawUrl = `http://127.0.0.1:${await listen(raw)}/`;

  console.log(`http-floor: GET /api/v1/bootstrap-data (${payload.byteLength} bytes), ${connections} connections, ${seconds} s each`);
  await load(rawUrl, { connections, seconds: 1 }); // warm-up
  await load(appUrl, { connections, seconds: 1 });
  const base = await load(rawUrl, { connections, seconds });
  const marquee = await load(appUrl, { connections, seconds });

  const row = (name: string, r: typeof base) =>
    `  ${name.padEnd(26)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.latencyP99).padStart(4)} ms${r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`;
  console.log(row('node:http (same JSON)', base));
  console.log(row('marquee bootstrap-data', marquee));
  console.log(`  ratio marquee / node:http: ${(marquee.requestsPerSecond / base.requestsPerSecond).toFixed(3)}`);
  report('bootstrap-data req/s vs node:http', marquee.requestsPerSecond / base.requestsPerSecond, 'reference', 'x raw');

  await new Promise((r) => raw.close(r));
  await new Promise((r) => appServer.close(r));
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
