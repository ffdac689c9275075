import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../../../platform/storage';
import { storeCatalogueImage } from './import.store-image';

// Turns an import's image source (a file next to the import file, an http(s) URL, or a
// /storage/ path already on this site) into a stored image. Remote images are stored under a
// key derived from their URL, so importing the same file again reuses them instead of fetching.

export type ImageKind = 'poster' | 'backdrop' | 'still' | 'profile';

export interface StoredImage {
  source: 'local' | 'url';
  /** Storage key (local) or the URL itself. */
  ref: string;
  /** Public URL of the best display size, written to the row's poster/backdrop column. */
  url: string;
  variants: Record<string, string>;
  width: number | null;
  height: number | null;
}

export type ImageSink = (src: string, kind: ImageKind) => Promise<StoredImage | null>;

export interface ImageSinkOptions {
  storage: Storage;
  /** Folder that relative file paths are read from (the import file's folder). */
  baseDir?: string;
  /** false: keep remote URLs as links instead of downloading them. */
  download?: boolean;
  /** Fetches remote bytes (TMDB passes its rate-limited client). */
  fetchRemote?: (url: string) => Promise<Buffer>;
  /** Called when one image fails; the import goes on without it. */
  onError?: (src: string, err: Error) => void;
}

const MAX_BYTES = 25 * 1024 * 1024;
const MAX_CACHED = 20_000;

async function defaultFetch(url: string) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) throw new Error(`${url} is larger than 25 MB`);
  const data = Buffer.from(await res.arrayBuffer());
  if (data.byteLength > MAX_BYTES) throw new Error(`${url} is larger than 25 MB`);
  return data;
}

export function createImageSink(opts: ImageSinkOptions): ImageSink {
  const fetchRemote = opts.fetchRemote ?? defaultFetch;
  const cache = new Map<string, StoredImage>();
  return async (src, kind) => {
    const hit = cache.get(`${kind}:${src}`);
    if (hit) return hit;
    try {
      const stored = await resolve(src, kind);
      if (stored) cache.set(`${kind}:${src}`, stored);
      // bounded: larger than any one write batch, small enough for imports of any size
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
      return stored;
    } catch (err) {
      opts.onError?.(src, err as Error);
      return null;
    }
  };

  async function resolve(src: string, kind: ImageKind): Promise<StoredImage | null> {
    if (src.startsWith('/storage/')) {
      const key = decodeURIComponent(src.slice('/storage/'.length));
      return { source: 'local', ref: key, url: src, variants: {}, width: null, height: null };
    }
    if (/^https?:\/\//i.test(src)) {
      if (opts.download === false) return { source: 'url', ref: src, url: src, variants: {}, width: null, height: null };
      const prefix = `images/imported/${createHash('sha1').update(src).digest('hex').slice(0, 20)}`;
      const existing = await findStored(opts.storage, prefix, kind);
      if (existing) return existing;
      return storeCatalogueImage(opts.storage, await fetchRemote(src), kind, prefix);
    }
    if (!opts.baseDir) throw new Error(`Relative image path ${src} needs an import file folder`);
    const file = path.resolve(opts.baseDir, src);
    const data = await fs.readFile(file);
    const prefix = `images/imported/${createHash('sha1').update(data).digest('hex').slice(0, 20)}`;
    return (await findStored(opts.storage, prefix, kind)) ?? storeCatalogueImage(opts.storage, data, kind, prefix);
  }
}

/** A previous run stored this image already: its manifest names the variants. */
async function findStored(storage: Storage, prefix: string, kind: ImageKind): Promise<StoredImage | null> {
  try {
    const manifest = JSON.parse((await storage.read(`${prefix}/${kind}.json`)).toString('utf8')) as StoredImage;
    return manifest.ref ? manifest : null;
  } catch {
    return null;
  }
}
