import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ImageModelType, ImagesTable, ImageType } from '../../../db/tables/catalogue';
import { authorize } from '../../../http/guard';
import { notFound, validationError } from '../../../http/errors';
import { InvalidImageError, primaryWidth, storeImage } from '../../../platform/images';
import type { Services } from '../../../platform/services';
import type { AuthState } from '../../accounts/auth/auth-state';
import { cacheTags, invalidatePeople, invalidateTitles } from '../common/cache';
import { imageHref, presentImage } from '../common/present';
import { removeImageFiles } from '../titles/titles.service';
import { allowedImageTypes, MAX_IMAGE_BYTES, type UploadImageFields } from './images.schemas';

type Ctx = { db: Db; services: Services };

const permissionFor = (model: ImageModelType) =>
  model === 'person' ? 'people.update' : model === 'news' ? 'news.update' : 'titles.update';

/** The model row's table and the column holding its main picture, per image type. */
function primaryColumn(model: ImageModelType, type: ImageType) {
  switch (model) {
    case 'title':
      return { table: 'titles', column: type === 'backdrop' ? 'backdrop' : 'poster' } as const;
    case 'season':
      return { table: 'seasons', column: 'poster' } as const;
    case 'episode':
      return { table: 'episodes', column: 'poster' } as const;
    case 'person':
      return { table: 'people', column: 'poster' } as const;
    default:
      return { table: 'news_articles', column: 'image' } as const;
  }
}

/** The title whose caches an image of this model affects (null for people and news). */
async function owningTitle(db: Db | Trx, model: ImageModelType, id: number) {
  if (model === 'title') return id;
  if (model === 'season')
    return (await db.selectFrom('seasons').select('title_id').where('id', '=', id).executeTakeFirst())?.title_id ?? null;
  if (model === 'episode')
    return (await db.selectFrom('episodes').select('title_id').where('id', '=', id).executeTakeFirst())?.title_id ?? null;
  return null;
}

function invalidateModel(ctx: Ctx, model: ImageModelType, modelId: number, titleId: number | null) {
  if (titleId) invalidateTitles(ctx.services.cache, [titleId]);
  if (model === 'person') invalidatePeople(ctx.services.cache, [modelId]);
  if (model === 'news') ctx.services.cache.invalidate(cacheTags.news);
}

function primaryUrl(ctx: Ctx, img: Pick<Selectable<ImagesTable>, 'source' | 'url' | 'variants' | 'type'>) {
  const variants = JSON.parse(img.variants || '{}') as Record<string, string>;
  const kind = img.type;
  const ref = variants[String(primaryWidth[kind])] ?? Object.values(variants).at(-1) ?? img.url;
  return imageHref(ctx.services.storage, img.source, ref);
}

/** Points the model's main picture at the first image of that type (or null when none is left). */
async function refreshPrimary(ctx: Ctx, trx: Trx, model: ImageModelType, modelId: number, type: ImageType) {
  const first = await trx
    .selectFrom('images')
    .selectAll()
    .where('model_type', '=', model)
    .where('model_id', '=', modelId)
    .where('type', '=', type)
    .orderBy('order')
    .orderBy('id')
    .executeTakeFirst();
  const { table, column } = primaryColumn(model, type);
  await trx
    .updateTable(table)
    .set({ [column]: first ? primaryUrl(ctx, first) : null } as never)
    .where('id', '=', modelId)
    .execute();
}

export async function uploadImage(ctx: Ctx, auth: AuthState, fields: UploadImageFields, file: File | undefined) {
  authorize(auth, permissionFor(fields.model_type));
  if (!file || typeof file === 'string') throw validationError({ file: ['Please select an image.'] });
  if (file.size > MAX_IMAGE_BYTES) throw validationError({ file: [`${file.name} exceeds maximum allowed size of 15 MB`] });
  if (!allowedImageTypes[fields.model_type].includes(fields.type)) {
    throw validationError({ type: [`A ${fields.model_type} has no ${fields.type} images.`] });
  }
  const { table } = primaryColumn(fields.model_type, fields.type);
  const model = await ctx.db.selectFrom(table).select('id').where('id', '=', fields.model_id).executeTakeFirst();
  if (!model) throw validationError({ model_id: ['This item does not exist.'] });

  let stored;
  try {
    stored = await storeImage(
      ctx.services.storage,
      Buffer.from(await file.arrayBuffer()),
      fields.type,
      `images/${fields.model_type}/${fields.model_id}`,
    );
  } catch (err) {
    if (err instanceof InvalidImageError) throw validationError({ file: ['Please select an image.'] });
    throw err;
  }
  const titleId = await owningTitle(ctx.db, fields.model_type, fields.model_id);
  const image = await ctx.db.transaction().execute(async (trx) => {
    const max = await trx
      .selectFrom('images')
      .select((eb) => eb.fn.max('order').as('n'))
      .where('model_type', '=', fields.model_type)
      .where('model_id', '=', fields.model_id)
      .where('type', '=', fields.type)
      .executeTakeFirst();
    const row = await trx
      .insertInto('images')
      .values({
        model_type: fields.model_type,
        model_id: fields.model_id,
        type: fields.type,
        source: 'local',
        url: stored.original,
        variants: JSON.stringify(stored.variants),
        width: stored.width,
        height: stored.height,
        order: max?.n == null ? 0 : Number(max.n) + 1,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await refreshPrimary(ctx, trx, fields.model_type, fields.model_id, fields.type);
    return row;
  });
  invalidateModel(ctx, fields.model_type, fields.model_id, titleId);
  return presentImage(ctx.services.storage, image);
}

export async function deleteImage(ctx: Ctx, auth: AuthState, id: number) {
  const image = await ctx.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
  if (!image) throw notFound('Image not found.');
  authorize(auth, permissionFor(image.model_type));
  const titleId = await owningTitle(ctx.db, image.model_type, image.model_id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('images').where('id', '=', id).execute();
    await refreshPrimary(ctx, trx, image.model_type, image.model_id, image.type);
  });
  await removeImageFiles(ctx.services, [image]);
  invalidateModel(ctx, image.model_type, image.model_id, titleId);
}

/** Orders a title's images as listed; the first poster and backdrop become the title's own. */
export async function changeTitleImageOrder(ctx: Ctx, titleId: number, ids: number[]) {
  const rows = await ctx.db
    .selectFrom('images')
    .select(['id', 'type'])
    .where('model_type', '=', 'title')
    .where('model_id', '=', titleId)
    .where('id', 'in', ids)
    .execute();
  if (rows.length !== new Set(ids).size) throw validationError({ ids: ['Some images do not belong to this title.'] });
  await ctx.db.transaction().execute(async (trx) => {
    for (const [order, id] of ids.entries()) await trx.updateTable('images').set({ order }).where('id', '=', id).execute();
    for (const type of new Set(rows.map((r) => r.type))) await refreshPrimary(ctx, trx, 'title', titleId, type);
  });
  invalidateTitles(ctx.services.cache, [titleId]);
}
