import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import type { Storage } from '../../../platform/storage';
import { avatarPrefix } from '../users/user-deletion';
import { findUserImage, setUserImage } from '../users/users.queries';

// Avatars: image/* up to 2 MB, resized with sharp to 256 px and 64 px WebP; the original is kept.
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZES = [256, 64] as const;
const NOT_AN_IMAGE = 'Please select an image.';
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface AvatarFile {
  name: string;
  type: string;
  size: number;
  bytes: () => Promise<ArrayBuffer>;
}

/** Validates and resizes an upload; nothing is written until every size rendered. */
async function renderAvatar(file: AvatarFile) {
  if (!file.type.startsWith('image/')) throw validationError({ file: [NOT_AN_IMAGE] });
  if (file.size > AVATAR_MAX_BYTES) throw validationError({ file: ['The image may not be greater than 2 MB.'] });
  const input = Buffer.from(await file.bytes());
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw validationError({ file: [NOT_AN_IMAGE] });
  }
  // SVG and other vector or document formats could carry scripts: only raster images are accepted.
  if (!format || !RASTER_FORMATS.has(format)) throw validationError({ file: [NOT_AN_IMAGE] });
  const sizes = await Promise.all(
    AVATAR_SIZES.map(async (size) => ({
      size,
      data: await sharp(input, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .webp({ quality: 85 })
        .toBuffer(),
    })),
  ).catch(() => {
    throw validationError({ file: [NOT_AN_IMAGE] });
  });
  return { original: input, ext: format === 'jpeg' ? 'jpg' : format, sizes };
}

/** The upload folder of a stored avatar URL, so a replaced avatar's files can be removed. */
function storedAvatarFolder(storage: Storage, userId: number, image: string | null) {
  if (!image) return null;
  const prefix = storage.url(`${avatarPrefix(userId)}/x`).slice(0, -1);
  if (!image.startsWith(prefix)) return null;
  const folder = image.slice(prefix.length).split('/')[0];
  return folder && /^[a-f0-9]{16}$/.test(folder) ? `${avatarPrefix(userId)}/${folder}` : null;
}

export async function currentImage(db: Db, userId: number) {
  const row = await findUserImage(db, userId);
  if (!row) throw notFound();
  return row.image;
}

/** Stores a new avatar under avatars/<userId>/<random>/ and points users.image at the 256 px WebP. */
export async function uploadAvatar({ db, services: { storage } }: Deps, userId: number, file: AvatarFile) {
  const previous = await currentImage(db, userId);
  const rendered = await renderAvatar(file);
  const folder = `${avatarPrefix(userId)}/${randomBytes(8).toString('hex')}`;
  await storage.put(`${folder}/original.${rendered.ext}`, rendered.original, { contentType: file.type });
  for (const { size, data } of rendered.sizes) await storage.put(`${folder}/${size}.webp`, data, { contentType: 'image/webp' });
  const image = storage.url(`${folder}/${AVATAR_SIZES[0]}.webp`);
  await setUserImage(db, userId, image);
  const old = storedAvatarFolder(storage, userId, previous);
  if (old) await storage.deletePrefix(old);
  return image;
}

/** Uses an image URL (https, or a file already on this site's storage) without fetching it. */
export async function setAvatarUrl({ db, services: { storage } }: Deps, userId: number, url: string) {
  const ok = /^https:\/\/[^\s"'<>]+$/i.test(url) || (url.startsWith('/storage/') && !url.includes('..'));
  if (!ok || url.length > 1000) throw validationError({ url: ['Enter a valid image URL.'] });
  const previous = await currentImage(db, userId);
  await setUserImage(db, userId, url);
  const old = storedAvatarFolder(storage, userId, previous);
  if (old) await storage.deletePrefix(old);
  return url;
}

/** Deletes every avatar file of the user and clears users.image. */
export async function removeAvatar({ db, services: { storage } }: Deps, userId: number) {
  await currentImage(db, userId);
  await setUserImage(db, userId, null);
  await storage.deletePrefix(avatarPrefix(userId));
}
