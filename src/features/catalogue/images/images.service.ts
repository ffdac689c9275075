import type { Selectable } from 'kysely';
import type { Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ImageModelType, ImagesTable, ImageType } from '../../../db/tables/catalogue';
import type { ActorDeps, Deps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { notFound, validationError } from '../../../http/errors';
import { InvalidImageError, primaryWidth, storeImage } from '../../../platform/images';
import { cacheTags, invalidatePeople, invalidateTitles } from '../common/cache';
import { imageHref, presentImage } from '../common/present';
import { removeImageFiles, requireTitle } from '../titles/titles.service';
import {
  deleteImageRow,
  findImage,
  firstImageOf,
  insertImage,
  lastImageOrder,
  modelExists,
  type PrimaryColumn,
  setImageOrder,
  setPrimaryPicture,
  titleIdOf,
  titleImagesAmong,
} from './images.queries';
import { allowedImageTypes, MAX_IMAGE_BYTES, type UploadImageFields } from './images.schemas';

const permissionFor = (model: ImageModelType) =>
  model === 'person' ? 'people.update' : model === 'news' ? 'news.update' : 'titles.update';

/** The model row's table and the column holding its main picture, per image type. */
function primaryColumn(model: ImageModelType, type: ImageType): PrimaryColumn {
  switch (model) {
    case 'title':
      return { table: 'titles', column: type === 'backdrop' ? 'backdrop' : 'poster' };
    case 'season':
      return { table: 'seasons', column: 'poster' };
    case 'episode':
      return { table: 'episodes', column: 'poster' };
    case 'person':
      return { table: 'people', column: 'poster' };
    default:
      return { table: 'news_articles', column: 'image' };
  }
}

/** The title whose caches an image of this model affects (null for people and news). */
async function owningTitle({ db }: Deps, model: ImageModelType, id: number) {
  if (model === 'title') return id;
  if (model === 'season' || model === 'episode') return titleIdOf(db, model, id);
  return null;
}

function invalidateModel({ services }: Deps, model: ImageModelType, modelId: number, titleId: number | null) {
  if (titleId) invalidateTitles(services.cache, [titleId]);
  if (model === 'person') invalidatePeople(services.cache, [modelId]);
  if (model === 'news') services.cache.invalidate(cacheTags.news);
}

function primaryUrl({ services }: Deps, img: Pick<Selectable<ImagesTable>, 'source' | 'url' | 'variants' | 'type'>) {
  const variants = JSON.parse(img.variants || '{}') as Record<string, string>;
  const kind = img.type;
  const ref = variants[String(primaryWidth[kind])] ?? Object.values(variants).at(-1) ?? img.url;
  return imageHref(services.storage, img.source, ref);
}

/** Points the model's main picture at the first image of that type (or null when none is left). */
async function refreshPrimary(deps: Deps, trx: Trx, model: ImageModelType, modelId: number, type: ImageType) {
  const first = await firstImageOf(trx, model, modelId, type);
  await setPrimaryPicture(trx, primaryColumn(model, type), modelId, first ? primaryUrl(deps, first) : null);
}

/**
 * The permission an upload needs before its form is read (refusing an oversized or malformed
 * upload); once the model is known, uploadImage checks that model's own permission.
 */
export function authorizeUploadAttempt({ auth }: ActorDeps) {
  authorize(auth, 'titles.update');
}

export async function uploadImage(deps: ActorDeps, fields: UploadImageFields, file: File | undefined) {
  const { db, services } = deps;
  authorize(deps.auth, permissionFor(fields.model_type));
  if (!file || typeof file === 'string') throw validationError({ file: ['Please select an image.'] });
  if (file.size > MAX_IMAGE_BYTES) throw validationError({ file: [`${file.name} exceeds maximum allowed size of 15 MB`] });
  if (!allowedImageTypes[fields.model_type].includes(fields.type)) {
    throw validationError({ type: [`A ${fields.model_type} has no ${fields.type} images.`] });
  }
  const { table } = primaryColumn(fields.model_type, fields.type);
  if (!(await modelExists(db, table, fields.model_id))) throw validationError({ model_id: ['This item does not exist.'] });

  let stored;
  try {
    stored = await storeImage(
      services.storage,
      Buffer.from(await file.arrayBuffer()),
      fields.type,
      `images/${fields.model_type}/${fields.model_id}`,
    );
  } catch (err) {
    if (err instanceof InvalidImageError) throw validationError({ file: ['Please select an image.'] });
    throw err;
  }
  const titleId = await owningTitle(deps, fields.model_type, fields.model_id);
  const image = await db.transaction().execute(async (trx) => {
    const max = await lastImageOrder(trx, fields.model_type, fields.model_id, fields.type);
    const row = await insertImage(trx, {
      model_type: fields.model_type,
      model_id: fields.model_id,
      type: fields.type,
      source: 'local',
      url: stored.original,
      variants: JSON.stringify(stored.variants),
      width: stored.width,
      height: stored.height,
      order: max === null ? 0 : max + 1,
      created_at: nowIso(),
    });
    await refreshPrimary(deps, trx, fields.model_type, fields.model_id, fields.type);
    return row;
  });
  invalidateModel(deps, fields.model_type, fields.model_id, titleId);
  return presentImage(services.storage, image);
}

export async function deleteImage(deps: ActorDeps, id: number) {
  const image = await findImage(deps.db, id);
  if (!image) throw notFound('Image not found.');
  authorize(deps.auth, permissionFor(image.model_type));
  const titleId = await owningTitle(deps, image.model_type, image.model_id);
  await deps.db.transaction().execute(async (trx) => {
    await deleteImageRow(trx, id);
    await refreshPrimary(deps, trx, image.model_type, image.model_id, image.type);
  });
  await removeImageFiles(deps.services, [image]);
  invalidateModel(deps, image.model_type, image.model_id, titleId);
}

/** Orders a title's images as listed; the first poster and backdrop become the title's own. */
export async function changeTitleImageOrder(deps: Deps, titleId: number, ids: number[]) {
  await requireTitle(deps.db, titleId);
  const rows = await titleImagesAmong(deps.db, titleId, ids);
  if (rows.length !== new Set(ids).size) throw validationError({ ids: ['Some images do not belong to this title.'] });
  await deps.db.transaction().execute(async (trx) => {
    await setImageOrder(trx, ids);
    for (const type of new Set(rows.map((r) => r.type))) await refreshPrimary(deps, trx, 'title', titleId, type);
  });
  invalidateTitles(deps.services.cache, [titleId]);
}
