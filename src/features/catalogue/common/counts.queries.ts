import type { Db, Trx } from '../../../db/database';

/** Recomputes a title's seasons_count/episodes_count (and its seasons' episodes_count). */
export async function recountTitle(db: Db | Trx, titleId: number) {
  await db
    .updateTable('seasons')
    .set((eb) => ({
      episodes_count: eb.selectFrom('episodes').select(eb.fn.countAll<number>().as('n')).whereRef('episodes.season_id', '=', 'seasons.id'),
    }))
    .where('title_id', '=', titleId)
    .execute();
  await db
    .updateTable('titles')
    .set((eb) => ({
      seasons_count: eb.selectFrom('seasons').select(eb.fn.countAll<number>().as('n')).where('seasons.title_id', '=', titleId),
      episodes_count: eb.selectFrom('episodes').select(eb.fn.countAll<number>().as('n')).where('episodes.title_id', '=', titleId),
    }))
    .where('id', '=', titleId)
    .execute();
}
