import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { validationError } from '../http/errors';
import type { Storage } from './storage';

/** Fixed widths per image kind: what the web asks for in srcset. */
export const imageWidths = {
  poster: [185, 342, 500, 780],
  backdrop: [300, 780, 1280],
  still: [300, 780],
  profile: [185, 342],
  avatar: [64, 128, 256],
} as const;
export type ImageKind = keyof typeof imageWidths;

/** The variant used as the model's main picture (title.poster, person.poster, …). */
export const primaryWidth: Record<ImageKind, number> = { poster: 342, backdrop: 1280, still: 300, profile: 342, avatar: 128 };

const formats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);

export class InvalidImageError extends Error {}

export interface StoredImage {
  /** Storage key of the original, kept as uploaded. */
  original: string;
  /** width -> storage key of the WebP variant */
  variants: Record<string, string>;
  width: number;
  height: number;
}

let sharpModule: (typeof import('sharp'))['default'] | undefined;

/**
 * sharp, loaded on first use (libvips adds ~20 MB to a process that may never touch a picture) and
 * set up for a long-running server that draws or resizes one now and then: no libvips operation
 * cache (after seeding the demo artwork it held on to over 100 MB) and one libvips thread.
 */
export async function loadSharp() {
  if (!sharpModule) {
    const sharp = (await import('sharp')).default;
    sharp.cache(false);
    sharp.concurrency(1);
    sharpModule = sharp;
  }
  return sharpModule;
}

/**
 * Resizes an uploaded image to the fixed widths of its kind as WebP (never enlarging), keeps the
 * original, and stores all under `<prefix>/<hash>-<width>.webp`. Rejects anything sharp can't read.
 */
export async function storeImage(storage: Storage, data: Buffer, kind: ImageKind, prefix: string): Promise<StoredImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: 100_000_000 }).metadata();
  } catch {
    throw new InvalidImageError('The file is not an image.');
  }
  if (!meta.format || !formats.has(meta.format) || !meta.width || !meta.height) throw new InvalidImageError('The file is not an image.');
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const ext = meta.format === 'jpeg' ? 'jpg' : meta.format;
  const original = `${prefix}/${hash}-original.${ext}`;
  await storage.put(original, data, { contentType: `image/${meta.format}` });
  const variants: Record<string, string> = {};
  for (const width of imageWidths[kind]) {
    const out = await sharp(data).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    const key = `${prefix}/${hash}-${width}.webp`;
    await storage.put(key, out, { contentType: 'image/webp' });
    variants[String(width)] = key;
  }
  return { original, variants, width: meta.width, height: meta.height };
}

/** A picture a user uploads for themselves (avatar, profile banner). */
export interface PictureFile {
  type: string;
  size: number;
  bytes: () => Promise<ArrayBuffer>;
}

/** Every user picture may be this large at most. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Please select an image.';

/**
 * Reads a picture upload: image/* up to 2 MB in a raster format (SVG and other vector or document
 * formats could carry scripts), or a 422 on `file`. Returns the bytes and sharp's format name.
 */
export async function readPicture(file: PictureFile) {
  if (!file.type.startsWith('image/')) throw validationError({ file: [NOT_AN_IMAGE] });
  if (file.size > PICTURE_MAX_BYTES) throw validationError({ file: ['The image may not be greater than 2 MB.'] });
  const input = Buffer.from(await file.bytes());
  let format: string | undefined;
  const sharp = await loadSharp();
  try {
    format = (await sharp(input, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw validationError({ file: [NOT_AN_IMAGE] });
  }
  if (!format || !formats.has(format)) throw validationError({ file: [NOT_AN_IMAGE] });
  return { input, format };
}

/**
 * The `<prefix>/<random>` upload folder a stored picture URL points into, so a replaced picture's
 * files can be removed; null for a URL from anywhere else.
 */
export function storedPictureFolder(storage: Storage, prefix: string, url: string | null | undefined) {
  const base = storage.url(`${prefix}/x`).slice(0, -1);
  if (!url?.startsWith(base)) return null;
  const folder = url.slice(base.length).split('/')[0];
  return folder && /^[a-f0-9]{16}$/.test(folder) ? `${prefix}/${folder}` : null;
}
