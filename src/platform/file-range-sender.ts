import fs from 'node:fs';
import type { Writable } from 'node:stream';

// Sends a byte range of a local file into a socket through a small pool of reused buffers.
//
// fs.createReadStream allocates a fresh buffer for every read. At hundreds of MB/s those are
// hundreds of MB/s of external memory, which V8 pays for with full collections of the whole heap:
// in a process the size of the app server that cost about a third of the media route's
// throughput (bench/range). A buffer goes back to the pool only once the socket reports it
// written, so no byte is overwritten while it is still queued.

const CHUNK = 256 << 10;
/** Idle buffers kept for reuse (16 MB at most); buffers in flight are bounded by one per response. */
const KEEP = 64;

export class BufferPool {
  private idle: Buffer[] = [];

  constructor(
    readonly size = CHUNK,
    private readonly keep = KEEP,
  ) {}

  take(): Buffer {
    return this.idle.pop() ?? Buffer.allocUnsafeSlow(this.size);
  }

  give(buf: Buffer) {
    if (this.idle.length < this.keep) this.idle.push(buf);
  }

  get idleCount() {
    return this.idle.length;
  }
}

export const sharedPool = new BufferPool();

/** Opens a file for reading; rejects like fs.open (ENOENT when it went away since it was checked). */
export const openForRange = (file: string) =>
  new Promise<number>((resolve, reject) => fs.open(file, 'r', (err, fd) => (err ? reject(err) : resolve(fd))));

/**
 * Writes bytes start..end (inclusive) of the open file `fd` to `out` and ends it; closes `fd` when
 * done, when `out` closes early (the client went away) or when a read fails (then `out` is
 * destroyed: its headers are gone, so a short body is the only honest signal left).
 */
export function pipeFileRange(fd: number, start: number, end: number, out: Writable, pool: BufferPool = sharedPool) {
  let pos = start;
  let done = false;
  const finish = (err?: Error) => {
    if (done) return;
    done = true;
    out.off('close', onClose);
    fs.close(fd, () => {});
    if (err) out.destroy(err);
  };
  const onClose = () => finish();
  out.on('close', onClose);

  const step = () => {
    if (done) return;
    if (out.destroyed) return finish();
    const buf = pool.take();
    fs.read(fd, buf, 0, Math.min(buf.length, end + 1 - pos), pos, (err, n) => {
      if (err || n === 0) {
        pool.give(buf);
        return finish(err ?? new Error('The file ended before the range was sent.'));
      }
      if (done || out.destroyed) {
        pool.give(buf);
        return finish();
      }
      pos += n;
      const more = out.write(n === buf.length ? buf : buf.subarray(0, n), (writeErr) => {
        if (!writeErr) pool.give(buf);
      });
      if (pos > end) {
        finish();
        out.end();
      } else if (more) step();
      else out.once('drain', step);
    });
  };
  step();
}
