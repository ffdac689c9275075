import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { loadSharp, NOT_AN_IMAGE, PICTURE_MAX_BYTES, type PictureFile, readPicture, storedPictureFolder } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';
import { findUser } from '../../accounts/users/users.queries';
import { authorizeSelfOr, resolveUserId } from '../../accounts/users/users.access';
import { profileBanner, saveProfile } from './profiles.queries';

// Profile banners, like avatars: image/* up to 2 MB, raster formats only (an SVG could carry
// script), re-encoded by sharp as a 1920×640 WebP under banners/<userId>/<random>/.
export const BANNER_MAX_BYTES = PICTURE_MAX_BYTES;
export const bannerPrefix = (userId: number) => `banners/${userId}`;

async function renderBanner(file: PictureFile) {
  const { input } = await readPicture(file);
  const sharp = await loadSharp();
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(1920, 640, { fit: 'cover', position: 'attention', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw validationError({ file: [NOT_AN_IMAGE] });
  }
}

async function setBanner(db: Db, userId: number, banner: string | null) {
  const now = nowIso();
  if (!(await findUser(db, userId))) throw notFound('User not found.');
  await db.transaction().execute((trx) => saveProfile(trx, userId, { banner, updated_at: now }));
}

/** The user whose banner `id` ('me' or a user id) names, if the signed-in user may change it. */
function bannerOwner(deps: ActorDeps, id: number | 'me') {
  const userId = resolveUserId(deps.auth, id);
  authorizeSelfOr(deps.auth, userId, 'users.update');
  return userId;
}

/** The upload folder of a stored banner URL, so a replaced banner's file can be removed. */
const storedBannerFolder = (storage: Storage, userId: number, banner: string | null | undefined) =>
  storedPictureFolder(storage, bannerPrefix(userId), banner);

/**
 * Stores the new banner, points the profile at it, then removes the previous upload. The file is
 * read (`readFile`) only once the caller may change this user's banner; null when none was sent.
 */
export async function uploadBanner(deps: ActorDeps, id: number | 'me', readFile: () => Promise<PictureFile | null>) {
  const userId = bannerOwner(deps, id);
  const file = await readFile();
  if (!file) throw validationError({ file: [NOT_AN_IMAGE] });
  const { db } = deps;
  const storage = deps.services.storage;
  const data = await renderBanner(file);
  const previous = await profileBanner(db, userId);
  const key = `${bannerPrefix(userId)}/${randomBytes(8).toString('hex')}/banner.webp`;
  await storage.put(key, data, { contentType: 'image/webp' });
  const url = storage.url(key);
  await setBanner(db, userId, url);
  const old = storedBannerFolder(storage, userId, previous);
  if (old) await storage.deletePrefix(old);
  return url;
}

/** Clears the banner and deletes every uploaded banner file of the user. */
export async function removeBanner(deps: ActorDeps, id: number | 'me') {
  const userId = bannerOwner(deps, id);
  await setBanner(deps.db, userId, null);
  await deps.services.storage.deletePrefix(bannerPrefix(userId));
}
