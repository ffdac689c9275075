import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../testing/postgres';
import { healthy, integrityProblems, killPoints, seededRandom, startServer, tortureSizes } from '../testing/torture/torture-kit';
import { claimTus, createTusUpload, signInAdmin, type SpawnedServer, tusHeaders, tusOffset } from '../testing/uploads-server';

// Issue 17 item 6, the upload half: a resumable (tus) upload of TORTURE_UPLOAD_MB (1 GB in
// `npm run test:torture`, 32 MB in `npm test`) while the production bundle is SIGKILLed in the
// middle of a PATCH at seeded random points. After each restart HEAD gives the offset that reached
// the disk (never less than the bytes seen there before the kill), the upload resumes from it with
// PATCH, and the stored file's SHA-256 equals the source's.

const MB = 1024 * 1024;
const sizes = tortureSizes();
let tmp: string;
const servers: SpawnedServer[] = [];

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-torture-tus-'));
});

afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** An MP4-looking file of `size` random bytes on disk (the upload rules sniff the content); its SHA-256. */
async function makeSource(file: string, size: number) {
  const hash = createHash('sha256');
  const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]);
  async function* chunks() {
    for (let written = 0; written < size;) {
      const chunk = randomBytes(Math.min(8 * MB, size - written));
      if (written === 0) head.copy(chunk);
      hash.update(chunk);
      written += chunk.length;
      yield chunk;
    }
  }
  await pipeline(Readable.from(chunks()), fs.createWriteStream(file));
  return hash.digest('hex');
}

async function sha256File(file: string) {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * PATCHes the source from `offset`. With `stallAt`, the body stops after that byte and the request
 * hangs open, as a browser's does when the server dies under it.
 */
function patch(server: SpawnedServer, cookie: string, id: string, source: string, offset: number, end: number, signal?: AbortSignal) {
  const stream = fs.createReadStream(source, { start: offset, end: end - 1, highWaterMark: MB });
  const stall = end < fs.statSync(source).size;
  async function* body() {
    for await (const chunk of stream) yield chunk as Buffer;
    if (stall) await new Promise<void>(() => undefined);
  }
  return fetch(`${server.url}/api/v1/tus/upload/${id}`, {
    method: 'PATCH',
    headers: { ...tusHeaders(server, cookie), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream<Uint8Array>,
    duplex: 'half',
    signal,
  } as RequestInit).then(
    (res) => ({ status: res.status, offset: Number(res.headers.get('upload-offset')) }),
    (err: Error) => ({ error: err }),
  );
}

describe.runIf(testEngine() === 'sqlite')('crash safety of a resumable upload (SQLite, local storage)', () => {
  it(
    `resumes a ${sizes.uploadMb} MB tus upload after ${sizes.uploadKills} SIGKILLs to the same SHA-256`,
    { timeout: 1_800_000 },
    async () => {
      console.log(`torture upload seed ${sizes.seed} (replay with TORTURE_SEED=${sizes.seed})`);
      const started = performance.now();
      const random = seededRandom(sizes.seed);
      const size = sizes.uploadMb * MB;
      const source = path.join(tmp, 'source.mp4');
      const sourceSha = await makeSource(source, size);
      const dataDir = path.join(tmp, 'data');
      fs.mkdirSync(dataDir);

      let server = await startServer(dataDir);
      servers.push(server);
      const cookie = await signInAdmin(server);
      const id = await createTusUpload(server, cookie, size, 'torture.mp4');
      const partFile = path.join(dataDir, 'tus', id);
      const onDisk = () => (fs.existsSync(partFile) ? fs.statSync(partFile).size : 0);
      const points = killPoints(random, sizes.uploadKills, Math.floor(size * 0.05), Math.floor(size * 0.8));

      const resumedAt: number[] = [];
      for (const point of points) {
        const offset = await tusOffset(server, cookie, id);
        // at least a megabyte into this PATCH (the last kill may have landed past this point)
        const target = Math.max(point, offset + MB);
        const client = new AbortController();
        // the body runs a megabyte past the kill point, then hangs: the kill always lands inside a PATCH
        const inFlight = patch(server, cookie, id, source, offset, Math.min(size - 1, target + MB), client.signal);
        const deadline = Date.now() + 120_000;
        while (onDisk() < target) {
          if (Date.now() > deadline) throw new Error(`the upload stalled at ${onDisk()} bytes:\n${server.output()}`);
          await new Promise((r) => setTimeout(r, 5));
        }
        const seen = onDisk();
        await server.kill('SIGKILL');
        expect(server.process.signalCode).toBe('SIGKILL');
        client.abort();
        expect(await inFlight).toHaveProperty('error');

        server = await startServer(dataDir);
        servers.push(server);
        expect(await healthy(server.url)).toBe(true);
        expect(integrityProblems(path.join(dataDir, 'marquee.db'))).toEqual([]);
        // the session lives in the database: the same cookie resumes; HEAD says what reached the disk
        const resumed = await tusOffset(server, cookie, id);
        expect(resumed).toBeGreaterThanOrEqual(seen);
        expect(resumed).toBe(onDisk());
        expect(resumed).toBeLessThan(size);
        resumedAt.push(resumed);
      }

      const rest = await patch(server, cookie, id, source, await tusOffset(server, cookie, id), size);
      expect(rest).toEqual({ status: 204, offset: size });
      const claimed = await claimTus(server, cookie, id);
      expect(claimed.status).toBe(201);
      expect(claimed.body.fileEntry.file_size).toBe(size);
      expect(await sha256File(path.join(dataDir, 'storage', claimed.body.fileEntry.path))).toBe(sourceSha);

      console.log(
        `torture upload: seed ${sizes.seed}, ${sizes.uploadMb} MB, ${points.length} SIGKILLs mid-PATCH, resumed at ` +
          `${resumedAt.map((b) => `${(b / MB).toFixed(1)} MB`).join(', ')}, SHA-256 equal; ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  );
});
