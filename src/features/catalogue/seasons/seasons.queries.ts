import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { SeasonsTable } from '../../../db/tables/catalogue';

export function findSeason(db: Db | Trx, titleId: number, number: number) {
  return db.selectFrom('seasons').selectAll().where('title_id', '=', titleId).where('number', '=', number).executeTakeFirst();
}

export function seasonsOfTitle(db: Db, titleId: number) {
  return db.selectFrom('seasons').selectAll().where('title_id', '=', titleId).orderBy('number').execute();
}

export function episodesOfSeason(db: Db, seasonId: number) {
  return db.selectFrom('episodes').selectAll().where('season_id', '=', seasonId).orderBy('episode_number').execute();
}

/** The highest season number of a title (0 when it has none). */
export async function lastSeasonNumber(trx: Db | Trx, titleId: number) {
  const max = await trx
    .selectFrom('seasons')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('title_id', '=', titleId)
    .executeTakeFirst();
  return Number(max?.n ?? 0);
}

export function insertSeason(trx: Db | Trx, values: Insertable<SeasonsTable>) {
  return trx.insertInto('seasons').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSeasonRow(trx: Db | Trx, id: number, values: Updateable<SeasonsTable>) {
  return trx.updateTable('seasons').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Episodes carry their season number for fast lookups; this keeps it in step with the season. */
export async function renumberEpisodesOfSeason(trx: Db | Trx, seasonId: number, number: number) {
  await trx.updateTable('episodes').set({ season_number: number }).where('season_id', '=', seasonId).execute();
}

export async function deleteSeasonRow(trx: Db | Trx, id: number) {
  await trx.deleteFrom('seasons').where('id', '=', id).execute();
}
