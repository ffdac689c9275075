import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './storage';

// LocalStorage.put writes to a .tmp file and renames it into place: a failing source must leave
// neither the key nor the partial .tmp copy behind.

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('LocalStorage.put', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-storage-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('removes its partial .tmp file when the incoming stream fails', async () => {
    const storage = new LocalStorage(dir);
    let sent = 0;
    const failing = new Readable({
      read() {
        // a few chunks reach the disk before the client goes away
        if (sent < 4) this.push(Buffer.alloc(64 * 1024, sent++));
        else this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('uploads/1/clip.mp4', failing)).rejects.toThrow('client went away');
    expect(listFiles(dir)).toEqual([]);
    expect(await storage.stat('uploads/1/clip.mp4')).toBeNull();
  });

  it('still writes a streamed file whole, with no .tmp left', async () => {
    const storage = new LocalStorage(dir);
    const data = Buffer.alloc(300 * 1024, 7);
    await storage.put('uploads/1/whole.bin', Readable.from([data.subarray(0, 100_000), data.subarray(100_000)]));
    expect(listFiles(dir)).toEqual(['whole.bin']);
    expect((await storage.read('uploads/1/whole.bin')).equals(data)).toBe(true);
  });
});
