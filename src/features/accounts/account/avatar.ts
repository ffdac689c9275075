import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { loadSharp, NOT_AN_IMAGE, PICTURE_MAX_BYTES, type PictureFile, readPicture, storedPictureFolder } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';
import { avatarPrefix } from '../users/user-deletion';
import { findUserImage, setUserImage } from '../users/users.queries';

// Avatars: image/* up to 2 MB, resized with sharp to 256 px and 64 px WebP; the original is kept.
export const AVATAR_MAX_BYTES = PICTURE_MAX_BYTES;
export const AVATAR_SIZES = [256, 64] as const;

export interface AvatarFile extends PictureFile {
  name: string;
}

/** Validates and resizes an upload; nothing is written until every size rendered. */
async function renderAvatar(file: AvatarFile) {
  const { input, format } = await readPicture(file);
  const sharp = await loadSharp();
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
const storedAvatarFolder = (storage: Storage, userId: number, image: string | null) =>
  storedPictureFolder(storage, avatarPrefix(userId), image);

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
