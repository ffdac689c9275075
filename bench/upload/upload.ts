import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { claimTus, createTusUpload, signInAdmin, type SpawnedServer } from '../../src/testing/uploads-server';
import { spawnServer } from './spawn-server';
import { report } from '../lib/report';

// Upload throughput: a tus upload of a 2 GB file to a real Marquee process on loopback, as a ratio
// to a plain loopback copy (a raw node:http server piping each request body to disk) with the same
// client and the same chunking, in the same run. Also the server's peak RSS (VmHWM), sampled from
// /proc while it streams: it should stay flat, whatever the file size. The server runs the
// production way (the esbuild bundle under plain node, see spawn-server.ts).
//   BENCH_FILE_MB (2048)  BENCH_CHUNK_MB (the uploads.chunk_size_mb default, 5)  BENCH_ROUNDS (2)
//   BENCH_SERVER=source (src/main.ts under tsx instead of the bundle)
//   BENCH_OVERRIDE=1 (chunks as POST + X-HTTP-Method-Override: PATCH, as the web client sends them)

const MB = 1 << 20;
const sizeMb = Number(process.env.BENCH_FILE_MB ?? 2048);
const chunkMb = Number(process.env.BENCH_CHUNK_MB ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const override = process.env.BENCH_OVERRIDE === '1';

const RAW_SERVER = `
const http = require('node:http'), fs = require('node:fs');
const file = process.argv[1];
fs.writeFileSync(file, '');
const server = http.createServer((req, res) => {
  const offset = Number(req.headers['upload-offset'] || 0);
  const out = fs.createWriteStream(file, { flags: 'r+', start: offset });
  req.pipe(out).on('finish', () => { res.writeHead(204, { 'upload-offset': String(offset + out.bytesWritten) }); res.end(); });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

function writeSource(file: string) {
  const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]);
  const block = randomBytes(4 * MB); // repeated: incompressible and quick to write
  head.copy(block);
  const fd = fs.openSync(file, 'w');
  for (let written = 0; written < sizeMb * MB; written += block.length)
    fs.writeSync(fd, block, 0, Math.min(block.length, sizeMb * MB - written));
  fs.closeSync(fd);
}

/** Sends the file as PATCH requests of chunkMb each, streamed from disk, one after the other. */
async function sendChunks(url: string, headers: Record<string, string>, file: string, size: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const chunk = chunkMb * MB;
  try {
    for (let offset = 0; offset < size;) {
      const end = Math.min(offset + chunk, size);
      offset = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          url,
          {
            method: override ? 'POST' : 'PATCH',
            agent,
            headers: {
              ...headers,
              ...(override ? { 'x-http-method-override': 'PATCH' } : {}),
              'upload-offset': String(offset),
              'content-type': 'application/offset+octet-stream',
              'content-length': String(end - offset),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 204 ? resolve(Number(res.headers['upload-offset'])) : reject(new Error(`PATCH ${res.statusCode}`)),
            );
          },
        );
        req.on('error', reject);
        fs.createReadStream(file, { start: offset, end: end - 1, highWaterMark: MB }).pipe(req);
      });
    }
  } finally {
    agent.destroy();
  }
}

function status(pid: number) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function marqueeRound(server: SpawnedServer, cookie: string, file: string, size: number) {
  const id = await createTusUpload(server, cookie, size, 'bench.mp4');
  const started = performance.now();
  await sendChunks(`${server.url}/api/v1/tus/upload/${id}`, { cookie, origin: server.url, 'tus-resumable': '1.0.0' }, file, size);
  const seconds = (performance.now() - started) / 1000;
  const claimed = await claimTus(server, cookie, id);
  if (claimed.status !== 201 || claimed.body.fileEntry.file_size !== size) throw new Error(`claim failed: ${claimed.status}`);
  fs.rmSync(path.join(server.dataDir, 'storage', claimed.body.fileEntry.path)); // keep the disk from filling up
  return seconds;
}

async function rawRound(dir: string, file: string, size: number) {
  const target = path.join(dir, 'raw-copy.bin');
  const child = spawn(process.execPath, ['-e', RAW_SERVER, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  const started = performance.now();
  await sendChunks(`http://127.0.0.1:${port}/`, {}, file, size);
  const seconds = (performance.now() - started) / 1000;
  child.kill();
  if (fs.statSync(target).size !== size) throw new Error('raw copy has the wrong size');
  fs.rmSync(target);
  return seconds;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-upload-'));
  const file = path.join(dir, 'source.bin');
  let server: SpawnedServer | null = null;
  try {
    writeSource(file);
    const size = fs.statSync(file).size;
    fs.mkdirSync(path.join(dir, 'data'));
    const spawned = await spawnServer(path.join(dir, 'data'), { LOG_LEVEL: 'error' });
    server = spawned.server;
    const cookie = await signInAdmin(server);
    const pid = server.process.pid!;
    await new Promise((r) => setTimeout(r, 1000)); // let start-up work settle before the idle reading
    const idle = status(pid);
    let peakRss = idle.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, status(pid).rss);
    }, 50);

    const marquee: number[] = [];
    const raw: number[] = [];
    for (let r = 0; r < rounds; r += 1) {
      raw.push(await rawRound(dir, file, size));
      marquee.push(await marqueeRound(server, cookie, file, size));
    }
    clearInterval(sampler);
    const end = status(pid);
    const best = (xs: number[]) => Math.min(...xs);
    const mbps = (secs: number) => size / MB / secs;
    console.log(
      `bench/upload: tus upload of ${sizeMb} MB in ${chunkMb} MB ${override ? 'POST + X-HTTP-Method-Override: PATCH' : 'PATCH'} chunks, best of ${rounds}`,
    );
    console.log(`  server                 : ${spawned.how}`);
    console.log(`  raw node:http -> disk : ${mbps(best(raw)).toFixed(0)} MB/s  (${raw.map((s) => s.toFixed(1)).join(', ')} s)`);
    console.log(`  marquee tus            : ${mbps(best(marquee)).toFixed(0)} MB/s  (${marquee.map((s) => s.toFixed(1)).join(', ')} s)`);
    console.log(`  ratio                  : ${(best(raw) / best(marquee)).toFixed(2)}x of the raw copy`);
    console.log(
      `  server RSS             : ${idle.rss.toFixed(0)} MB idle (VmHWM ${idle.hwm.toFixed(0)} MB before uploading), ${peakRss.toFixed(0)} MB peak sampled while uploading, VmHWM ${end.hwm.toFixed(0)} MB`,
    );
    console.log(
      `  RSS growth while uploading: ${(peakRss - idle.rss).toFixed(0)} MB for a ${sizeMb} MB file (target: flat; peak under 200 MB ${end.hwm < 200 ? 'met' : 'missed'})`,
    );
    report('upload MB/s vs raw copy', best(raw) / best(marquee), 'reference', 'x raw');
    report(`upload peak RSS (${sizeMb} MB file)`, end.hwm, '<200', 'MB');
  } finally {
    await server?.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
