import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app';
import { productModules } from '../src/features';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { mediaKeyPrefix, signMediaQuery } from '../src/features/streaming/media/media.signing';
import { createLogger } from '../src/platform/logger';
import { prepareDatabase } from '../src/platform/install';
import { createServices } from '../src/platform/services';
import { report } from './lib/report';

// Range throughput: 50 concurrent clients read random 1 MB ranges of a 1 GB file from Marquee's
// media route (a signed URL of a full video) and from nginx serving the same file, in the same run.
// The client runs in its own process so it does not share the server's event loop.

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const sizeMb = Number(process.env.BENCH_FILE_MB ?? 1024);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
// the baseline needs nginx: say how to get it rather than fail on a spawn error
if (!fs.existsSync(nginxBin)) {
  console.error(`bench/range compares with nginx, which is not at ${nginxBin}: apt-get install nginx-light, or set NGINX_PATH.`);
  process.exit(1);
}

const CLIENT = `
const http = require('node:http');
const [url, size, seconds, conns] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3]), Number(process.argv[4])];
const agent = new http.Agent({ keepAlive: true, maxSockets: conns });
const MB = 1 << 20, chunks = Math.floor(size / MB), end = Date.now() + seconds * 1000;
let bytes = 0, requests = 0, bad = 0;
function one() {
  return new Promise((resolve) => {
    const start = Math.floor(Math.random() * chunks) * MB;
    const req = http.get(url, { agent, headers: { range: 'bytes=' + start + '-' + (start + MB - 1) } }, (res) => {
      if (res.statusCode !== 206) bad++;
      res.on('data', (d) => { bytes += d.length; });
      res.on('end', () => { requests++; resolve(); });
    });
    req.on('error', () => { bad++; resolve(); });
  });
}
async function loop() { while (Date.now() < end) await one(); }
Promise.all(Array.from({ length: conns }, loop)).then(() => {
  process.stdout.write(JSON.stringify({ bytes, requests, bad, seconds }));
  agent.destroy();
});
`;

function runClient(url: string, size: number, secs: number) {
  return new Promise<{ bytes: number; requests: number; bad: number; seconds: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT, url, String(size), String(secs), String(connections)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`client exited ${code}`))));
  });
}

async function writeFile(file: string) {
  const block = randomBytes(4 << 20); // 4 MB of random bytes repeated: incompressible, fast to write
  const fd = fs.openSync(file, 'w');
  for (let written = 0; written < sizeMb << 20; written += block.length) fs.writeSync(fd, block);
  fs.closeSync(fd);
}

async function startNginx(dir: string, root: string) {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  keepalive_requests 100000;
  server { listen 127.0.0.1:${port}; root ${root}; location / { } }
}
`,
  );
  await promisify(execFile)(nginxBin, ['-t', '-c', conf, '-p', dir]);
  const proc = spawn(nginxBin, ['-c', conf, '-p', dir], { stdio: 'inherit' });
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, stop: () => proc.kill('SIGTERM') };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-range-'));
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
  const title = await database.db
    .insertInto('titles')
    .values({ type: 'movie', name: 'Bench', slug: 'bench' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const video = await database.db
    .insertInto('videos')
    .values({ name: 'Bench', type: 'upload', category: 'full', title_id: title.id, approved: 1, status: 'ready' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();

  const mediaDir = path.join(config.paths.storage, mediaKeyPrefix(video.id), 'bench');
  fs.mkdirSync(mediaDir, { recursive: true });
  const file = path.join(mediaDir, 'big.mp4');
  await writeFile(file);
  for (let d = file; d !== path.dirname(dir); d = path.dirname(d)) fs.chmodSync(d, fs.statSync(d).isDirectory() ? 0o755 : 0o644);
  const size = fs.statSync(file).size;

  const app = createApp({ db: database.db, config, services });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => server.once('listening', r));
  const marqueeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/videos/${video.id}/stream/bench/big.mp4?${signMediaQuery(dir, video.id)}`;
  const nginx = await startNginx(dir, mediaDir);
  const nginxUrl = `http://127.0.0.1:${nginx.port}/big.mp4`;

  console.log(
    `range: ${connections} clients, random 1 MB ranges of a ${sizeMb} MB file, ${seconds} s each in ${rounds} interleaved rounds`,
  );
  await runClient(nginxUrl, size, 2); // warm-up: page cache and JIT
  await runClient(marqueeUrl, size, 2);
  // interleaved rounds, so load from anything else on the machine falls on both sides alike
  const total = { ng: { bytes: 0, requests: 0, bad: 0, seconds: 0 }, mq: { bytes: 0, requests: 0, bad: 0, seconds: 0 } };
  const add = (into: typeof total.ng, r: typeof total.ng) => {
    into.bytes += r.bytes;
    into.requests += r.requests;
    into.bad += r.bad;
    into.seconds += r.seconds;
  };
  for (let round = 0; round < rounds; round++) {
    add(total.ng, await runClient(nginxUrl, size, seconds / rounds));
    add(total.mq, await runClient(marqueeUrl, size, seconds / rounds));
  }
  const { ng, mq } = total;
  const mbps = (r: typeof ng) => r.bytes / (1 << 20) / r.seconds;
  const row = (name: string, r: typeof ng) =>
    `  ${name.padEnd(22)} ${mbps(r).toFixed(0).padStart(7)} MB/s  ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s${r.bad ? `  (${r.bad} not 206)` : ''}`;
  console.log(row('nginx (1 worker)', ng));
  console.log(row('marquee media route', mq));
  console.log(`  ratio marquee / nginx: ${(mbps(mq) / mbps(ng)).toFixed(3)} (target >= 0.7)`);
  report('range MB/s vs nginx', mbps(mq) / mbps(ng), '>=0.7', 'x nginx');

  nginx.stop();
  await new Promise((r) => server.close(r));
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
