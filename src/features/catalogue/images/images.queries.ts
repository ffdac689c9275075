import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { ImageModelType, ImagesTable, ImageType } from '../../../db/tables/catalogue';

/** What file cleanup needs of an image row. */
const fileColumns = ['id', 'source', 'url', 'variants'] as const;

/** A model's images, by type, then in their order. */
export function imagesOf(db: Db, model: ImageModelType, modelId: number) {
  return db
    .selectFrom('images')
    .selectAll()
    .where('model_type', '=', model)
    .where('model_id', '=', modelId)
    .orderBy('type')
    .orderBy('order')
    .orderBy('id')
    .execute();
}

export function findImage(db: Db, id: number) {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The images of a title among `ids`. */
export function titleImagesAmong(db: Db, titleId: number, ids: number[]) {
  return db
    .selectFrom('images')
    .select(['id', 'type'])
    .where('model_type', '=', 'title')
    .where('model_id', '=', titleId)
    .where('id', 'in', ids)
    .execute();
}

/** The first image of a type of a model, which is its main picture. */
export function firstImageOf(trx: Db | Trx, model: ImageModelType, modelId: number, type: ImageType) {
  return trx
    .selectFrom('images')
    .selectAll()
    .where('model_type', '=', model)
    .where('model_id', '=', modelId)
    .where('type', '=', type)
    .orderBy('order')
    .orderBy('id')
    .executeTakeFirst();
}

/** The highest `order` among a model's images of one type, or null when there are none. */
export async function lastImageOrder(trx: Db | Trx, model: ImageModelType, modelId: number, type: ImageType) {
  const max = await trx
    .selectFrom('images')
    .select((eb) => eb.fn.max('order').as('n'))
    .where('model_type', '=', model)
    .where('model_id', '=', modelId)
    .where('type', '=', type)
    .executeTakeFirst();
  return max?.n == null ? null : Number(max.n);
}

export function insertImage(trx: Db | Trx, values: Insertable<ImagesTable>) {
  return trx.insertInto('images').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function deleteImageRow(trx: Db | Trx, id: number) {
  await trx.deleteFrom('images').where('id', '=', id).execute();
}

/** Sets each image's `order` to its position in `ids`. */
export async function setImageOrder(trx: Db | Trx, ids: number[]) {
  for (const [order, id] of ids.entries()) await trx.updateTable('images').set({ order }).where('id', '=', id).execute();
}

/** The table and column holding a model's main picture of a type. */
export type PrimaryColumn =
  | { table: 'titles'; column: 'poster' | 'backdrop' }
  | { table: 'seasons' | 'episodes' | 'people'; column: 'poster' }
  | { table: 'news_articles'; column: 'image' };

export async function modelExists(db: Db, table: PrimaryColumn['table'], id: number) {
  return !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
}

export async function setPrimaryPicture(trx: Db | Trx, { table, column }: PrimaryColumn, modelId: number, url: string | null) {
  await trx
    .updateTable(table)
    .set({ [column]: url } as never)
    .where('id', '=', modelId)
    .execute();
}

/** The title a season or an episode belongs to. */
export async function titleIdOf(db: Db | Trx, model: 'season' | 'episode', id: number) {
  const row =
    model === 'season'
      ? await db.selectFrom('seasons').select('title_id').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('episodes').select('title_id').where('id', '=', id).executeTakeFirst();
  return row?.title_id ?? null;
}

/** The file columns of every image of the given models (one query). */
export function imageFilesOf(trx: Db | Trx, models: { type: ImageModelType; ids: number[] }[]) {
  const wanted = models.filter((m) => m.ids.length);
  return trx
    .selectFrom('images')
    .select(fileColumns)
    .where((eb) => eb.or(wanted.map((m) => eb.and([eb('model_type', '=', m.type), eb('model_id', 'in', m.ids)]))))
    .execute();
}

export async function deleteImagesById(trx: Db | Trx, ids: number[]) {
  if (ids.length) await trx.deleteFrom('images').where('id', 'in', ids).execute();
}

export async function deleteImagesOf(trx: Db | Trx, model: ImageModelType, modelIds: number[]) {
  await trx.deleteFrom('images').where('model_type', '=', model).where('model_id', 'in', modelIds).execute();
}
