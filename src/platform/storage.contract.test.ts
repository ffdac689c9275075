import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3';
import { LocalStorage, type Storage } from './storage';
import { S3Storage } from './storage-s3';

// The same behaviour from every storage driver: local disk, and S3 against a real S3-compatible
// server (s3rver on loopback).

interface Driver {
  storage: Storage;
  close(): Promise<void>;
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-storage-'));
      return { storage: new LocalStorage(dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const s3: TestS3 = await startTestS3();
      return { storage: new S3Storage(s3.settings), close: () => s3.stop() };
    },
  ],
];

async function collect(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(drivers)('Storage contract: %s', (_name, open) => {
  let d: Driver;
  let storage: Storage;
  const data = randomBytes(100_000);

  beforeAll(async () => {
    d = await open();
    storage = d.storage;
    await storage.put('contract/blob.bin', data);
  });
  afterAll(() => d.close());

  it('reads back what was put, and a second put replaces it', async () => {
    expect((await storage.read('contract/blob.bin')).equals(data)).toBe(true);
    await storage.put('contract/replace.txt', Buffer.from('first version'));
    await storage.put('contract/replace.txt', new Uint8Array(Buffer.from('second')));
    expect((await storage.read('contract/replace.txt')).toString()).toBe('second');
  });

  it('stores a stream larger than one upload part unchanged', async () => {
    const big = randomBytes(9 * 1024 * 1024 + 12_345);
    const pieces = [big.subarray(0, 1_000_000), big.subarray(1_000_000, 8_500_000), big.subarray(8_500_000)];
    await storage.put('contract/stream/big.bin', Readable.from(pieces), { contentType: 'application/octet-stream' });
    expect((await storage.stat('contract/stream/big.bin'))?.size).toBe(big.length);
    expect(sha256(await collect(await storage.stream('contract/stream/big.bin')))).toBe(sha256(big));
    await storage.put('contract/stream/small.txt', Readable.from([Buffer.from('ab'), Buffer.from('c')]));
    expect((await storage.read('contract/stream/small.txt')).toString()).toBe('abc');
    await storage.put('contract/stream/empty.txt', Readable.from([]));
    expect(await storage.stat('contract/stream/empty.txt')).toMatchObject({ size: 0 });
  });

  it('streams byte ranges: first byte, middle, last byte, and the whole file', async () => {
    const cases: [number, number][] = [
      [0, 0],
      [40_000, 59_999],
      [99_999, 99_999],
    ];
    for (const [start, end] of cases) {
      const got = await collect(await storage.stream('contract/blob.bin', { start, end }));
      expect(got.length).toBe(end - start + 1);
      expect(got.equals(data.subarray(start, end + 1))).toBe(true);
    }
    expect((await collect(await storage.stream('contract/blob.bin'))).equals(data)).toBe(true);
  });

  it('stats files with size and time, and answers null for missing keys', async () => {
    const st = await storage.stat('contract/blob.bin');
    expect(st?.size).toBe(100_000);
    expect(st?.mtime).toBeInstanceOf(Date);
    expect(Number.isNaN(st!.mtime.getTime())).toBe(false);
    expect(await storage.stat('contract/missing.bin')).toBeNull();
    await expect(storage.read('contract/missing.bin')).rejects.toThrow();
  });

  it('deletes one file; deleting a missing file is not an error', async () => {
    await storage.put('contract/del/one.txt', Buffer.from('1'));
    await storage.delete('contract/del/one.txt');
    expect(await storage.stat('contract/del/one.txt')).toBeNull();
    await expect(storage.delete('contract/del/one.txt')).resolves.toBeUndefined();
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    for (const key of [
      'media/videos/1/a.ts',
      'media/videos/1/hls/b.ts',
      'media/videos/1/hls/720p/c.ts',
      'media/videos/10/keep.ts',
      'media/videos/1.txt',
    ]) {
      await storage.put(key, Buffer.from(key));
    }
    await storage.deletePrefix('media/videos/1/');
    for (const gone of ['media/videos/1/a.ts', 'media/videos/1/hls/b.ts', 'media/videos/1/hls/720p/c.ts']) {
      expect(await storage.stat(gone)).toBeNull();
    }
    expect((await storage.read('media/videos/10/keep.ts')).toString()).toBe('media/videos/10/keep.ts');
    expect(await storage.stat('media/videos/1.txt')).not.toBeNull();
    await expect(storage.deletePrefix('media/videos/nothing-here')).resolves.toBeUndefined();
  });

  it('keeps unicode and space in keys, and encodes them in URLs', async () => {
    const key = 'contract/ünï cødé/фильм 映画 🎬.txt';
    await storage.put(key, Buffer.from('unicode'));
    expect((await storage.read(key)).toString()).toBe('unicode');
    expect((await storage.stat(key))?.size).toBe(7);
    expect(storage.url(key)).toBe(`/storage/contract/${encodeURIComponent('ünï cødé')}/${encodeURIComponent('фильм 映画 🎬.txt')}`);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
  });

  it('refuses unsafe keys in every call before touching storage', async () => {
    const unsafe = ['', '../escape.txt', 'a/../../b', '/etc/passwd', 'a\\..\\b', 'nul\0byte', 'a//b', './a', 'a/./b', 'a/..'];
    for (const key of unsafe) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.stream(key, { start: 0, end: 0 }), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.stat(key), key).resolves.toBeNull();
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
      expect(() => storage.url(key), key).toThrow(/Unsafe storage key/);
    }
    for (const prefix of ['..', '../', '/', '/tmp', 'a/../..']) {
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(/Unsafe storage key/);
    }
    // nothing was written outside the tree
    expect(fs.existsSync(path.join(os.tmpdir(), 'escape.txt'))).toBe(false);
  });
});
