import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BufferPool, openForRange, pipeFileRange } from './file-range-sender';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-range-'));
const file = path.join(dir, 'data.bin');
const data = randomBytes(300_000);
fs.writeFileSync(file, data);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A sink like a slow socket: it takes each chunk's bytes only when it reports the write done. */
function slowSink(delayMs: number) {
  const parts: Buffer[] = [];
  const sink = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _enc, cb) {
      setTimeout(() => {
        parts.push(Buffer.from(chunk));
        cb();
      }, delayMs);
    },
  });
  const finished = new Promise<Buffer>((resolve, reject) => {
    sink.on('finish', () => resolve(Buffer.concat(parts)));
    sink.on('error', reject);
  });
  return { sink, finished };
}

describe('pipeFileRange', () => {
  it('sends exact ranges through a shared pool without reusing a buffer before its write is done', async () => {
    const pool = new BufferPool(16 << 10, 8); // small buffers: many reads per range
    const ranges: [number, number][] = [
      [0, data.length - 1],
      [1, 1],
      [16_383, 16_384 * 3],
      [data.length - 70_000, data.length - 1],
      [12_345, 250_000],
    ];
    const runs = await Promise.all(
      ranges.map(async ([start, end], i) => {
        const { sink, finished } = slowSink(1 + (i % 3));
        pipeFileRange(await openForRange(file), start, end, sink, pool);
        return finished;
      }),
    );
    runs.forEach((got, i) => {
      const [start, end] = ranges[i]!;
      expect(got.equals(data.subarray(start, end + 1)), `range ${start}-${end}`).toBe(true);
    });
    expect(pool.idleCount).toBeGreaterThan(0);
    expect(pool.idleCount).toBeLessThanOrEqual(8);
  });

  it('stops reading and closes the file when the destination is destroyed', async () => {
    const pool = new BufferPool(16 << 10, 8);
    const fd = await openForRange(file);
    const { sink } = slowSink(5);
    pipeFileRange(fd, 0, data.length - 1, sink, pool);
    await new Promise((r) => setTimeout(r, 20));
    sink.destroy();
    await expect
      .poll(() => {
        try {
          fs.fstatSync(fd);
          return 'open';
        } catch (err) {
          return (err as NodeJS.ErrnoException).code;
        }
      })
      .toBe('EBADF');
  });

  it('destroys the destination when the file is shorter than the range', async () => {
    const { sink, finished } = slowSink(0);
    pipeFileRange(await openForRange(file), data.length - 10, data.length + 10, sink, new BufferPool(16 << 10, 8));
    await expect(finished).rejects.toThrow(/ended before the range/);
  });
});
