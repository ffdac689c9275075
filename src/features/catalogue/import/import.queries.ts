import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { CreditsTable } from '../../../db/tables/catalogue';
import type { StoredImage } from './import.images';

type ExternalModel = 'title' | 'person';

/** The id of the title or person an import source knows by `externalId`. */
export async function externalIdOwner(trx: Db | Trx, type: ExternalModel, externalId: string) {
  const row = await trx
    .selectFrom('external_ids')
    .select('model_id')
    .where('model_type', '=', type)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.model_id;
}

export async function saveExternalId(trx: Db | Trx, type: ExternalModel, externalId: string, id: number) {
  await trx
    .insertInto('external_ids')
    .values({ model_type: type, external_id: externalId, model_id: id })
    .onConflict((oc) => oc.columns(['model_type', 'external_id']).doUpdateSet({ model_id: id }))
    .execute();
}

/** External ids (matching a LIKE pattern) of titles or people, with the ids they stand for. */
export function externalIdsLike(db: Db | Trx, type: ExternalModel, pattern: string) {
  return db
    .selectFrom('external_ids')
    .select(['external_id', 'model_id'])
    .where('model_type', '=', type)
    .where('external_id', 'like', pattern)
    .execute();
}

export async function forgetExternalIdsLike(trx: Db | Trx, pattern: string) {
  await trx.deleteFrom('external_ids').where('external_id', 'like', pattern).execute();
}

/** Replaces a model's images with the imported ones, in the given order. */
export async function replaceImages(
  trx: Db | Trx,
  modelType: 'title' | 'season' | 'episode' | 'person',
  modelId: number,
  images: { type: 'poster' | 'backdrop' | 'still' | 'profile'; stored: StoredImage }[],
) {
  await trx.deleteFrom('images').where('model_type', '=', modelType).where('model_id', '=', modelId).execute();
  let order = 0;
  for (const { type, stored } of images) {
    await trx
      .insertInto('images')
      .values({
        model_type: modelType,
        model_id: modelId,
        type,
        source: stored.source,
        url: stored.ref,
        variants: JSON.stringify(stored.variants),
        width: stored.width,
        height: stored.height,
        order: order++,
      })
      .execute();
  }
}

/** The title, one of its seasons or one of its episodes: where a set of credits hangs. */
export type CreditScope = { title_id: number; season_id: number | null; episode_id: number | null };

/** Deletes the credits of exactly one scope. */
export async function deleteCreditsOfScope(trx: Db | Trx, scope: CreditScope) {
  let q = trx.deleteFrom('credits').where('title_id', '=', scope.title_id);
  q = scope.season_id === null ? q.where('season_id', 'is', null) : q.where('season_id', '=', scope.season_id);
  q = scope.episode_id === null ? q.where('episode_id', 'is', null) : q.where('episode_id', '=', scope.episode_id);
  await q.execute();
}

/** Inserts credits a hundred rows per statement. */
export async function insertCredits(trx: Db | Trx, rows: Insertable<CreditsTable>[]) {
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('credits')
      .values(rows.slice(i, i + 100))
      .execute();
}
