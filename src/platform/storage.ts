import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files live: local disk under DATA_DIR/storage by default (S3-compatible storage plugs in
 * behind the same interface). Keys are relative POSIX paths such as `avatars/12/abc.webp`;
 * public files are served at /storage/<key>.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, data: Buffer | Uint8Array | Readable, opts?: { contentType?: string }): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(key: string): Promise<{ size: number; mtime: Date } | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** The public URL path of a key (served by the storage route or a CDN). */
  url(key: string): string;
}

/** Rejects keys that could leave the storage root: `..`, absolute paths, NUL, backslashes. */
export function assertSafeKey(key: string): string {
  const normalized = path.posix.normalize(key);
  if (
    !key ||
    key.includes('\0') ||
    key.includes('\\') ||
    key.startsWith('/') ||
    normalized.startsWith('..') ||
    normalized.split('/').includes('..') ||
    normalized !== key
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
  return normalized;
}

export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The root's real path, read once (a failed read is retried: the folder may not exist yet). */
  private realRoot: Promise<string> | null = null;
  private rootReal() {
    this.realRoot ??= fs.realpath(this.root).catch((err) => {
      this.realRoot = null;
      throw err;
    });
    return this.realRoot;
  }

  /** Absolute path of a key; also refuses symlinks that point out of the root. */
  async resolve(key: string): Promise<string> {
    const full = path.join(this.root, assertSafeKey(key));
    try {
      const real = await fs.realpath(full);
      const realRoot = await this.rootReal();
      if (real !== realRoot && !real.startsWith(realRoot + path.sep)) throw new Error('Storage key escapes the root');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    return full;
  }

  async put(key: string, data: Buffer | Uint8Array | Readable) {
    const full = await this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
    try {
      if (data instanceof Readable) {
        const handle = await fs.open(tmp, 'w');
        await pipeline(data, handle.createWriteStream());
      } else {
        await fs.writeFile(tmp, data);
      }
      await fs.rename(tmp, full); // readers never see a half-written file
    } catch (err) {
      // a failed source stream (client gone, disk full) must not leave its partial copy behind
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async read(key: string) {
    return fs.readFile(await this.resolve(key));
  }

  async stream(key: string, range?: { start: number; end: number }) {
    return createReadStream(await this.resolve(key), range);
  }

  async stat(key: string) {
    return (await this.locate(key)) ?? null;
  }

  /** A stored file's path and stat in one resolve, for serving it (null when it is not a file). */
  async locate(key: string): Promise<{ path: string; size: number; mtime: Date } | null> {
    try {
      const full = await this.resolve(key);
      const st = await fs.stat(full);
      return st.isFile() ? { path: full, size: st.size, mtime: st.mtime } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    await fs.rm(await this.resolve(key), { force: true });
  }

  async deletePrefix(prefix: string) {
    await fs.rm(await this.resolve(prefix.replace(/\/+$/, '')), { recursive: true, force: true });
  }

  url(key: string) {
    return `/storage/${assertSafeKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }
}
