import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { mediaKeyPrefix, mediaUrl } from './media.signing';

// The media route under a real node:http server, where local files are written to the socket
// through pooled, reused buffers (src/platform/file-range-sender.ts) rather than app.request's
// web streams: every byte must still be the file's, also with many ranges in flight at once.

let t: TestContext;
let server: http.Server;
let base: string;
let videoId: number;
const data = randomBytes(3 * (1 << 20) + 123); // several pool buffers, and a short last one
const file = 'hls-1/video.mp4';

beforeAll(async () => {
  t = await createTestContext();
  const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' });
  const row = await t.db
    .insertInto('videos')
    .values({ name: 'full', type: 'upload', category: 'full', title_id: titleId, approved: 1, status: 'ready' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  videoId = row.id;
  await t.services.storage.put(`${mediaKeyPrefix(videoId)}${file}`, data);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });

function get(range?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(`${base}${mediaUrl(t.config.DATA_DIR, videoId, file)}`, { agent, headers: range ? { range } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Descriptors this process holds open on the stored file. */
function openDescriptors() {
  const target = fs.realpathSync(path.join(t.config.paths.storage, mediaKeyPrefix(videoId), file));
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === target;
    } catch {
      return false;
    }
  }).length;
}

describe('media over a real socket', () => {
  it('sends the whole file and first, boundary-crossing, last, suffix and open ranges byte for byte', async () => {
    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers['content-length']).toBe(String(data.length));
    expect(whole.body.equals(data)).toBe(true);

    const size = data.length;
    const chunk = 256 << 10;
    const cases: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      [`bytes=${chunk - 10}-${2 * chunk + 10}`, chunk - 10, 2 * chunk + 10],
      [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
      ['bytes=-1000', size - 1000, size - 1],
      [`bytes=${3 << 20}-`, 3 << 20, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(range);
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body.equals(data.subarray(start, end + 1))).toBe(true);
    }
  });

  it('keeps every response intact with 40 random ranges in flight at once', async () => {
    const ranges = Array.from({ length: 120 }, () => {
      const start = Math.floor(Math.random() * (data.length - 1));
      const end = Math.min(data.length - 1, start + Math.floor(Math.random() * 900_000));
      return [start, end] as const;
    });
    const results = await Promise.all(ranges.map(([s, e]) => get(`bytes=${s}-${e}`)));
    results.forEach((res, i) => {
      const [s, e] = ranges[i]!;
      expect(res.status).toBe(206);
      expect(res.body.equals(data.subarray(s, e + 1)), `range ${s}-${e}`).toBe(true);
    });
  });

  it('closes the file when a client goes away mid-body, and serves the next request', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}${mediaUrl(t.config.DATA_DIR, videoId, file)}`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    });
    await expect.poll(openDescriptors, { timeout: 5000 }).toBe(0);
    const next = await get('bytes=100-199');
    expect(next.body.equals(data.subarray(100, 200))).toBe(true);
    await expect.poll(openDescriptors, { timeout: 5000 }).toBe(0);
  });
});
