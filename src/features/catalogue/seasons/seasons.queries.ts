import type { Db, Trx } from '../../../db/database';
import { creditColumns } from '../titles/titles.bundle';

export function findSeason(db: Db | Trx, titleId: number, number: number) {
  return db.selectFrom('seasons').selectAll().where('title_id', '=', titleId).where('number', '=', number).executeTakeFirst();
}

export function seasonsOfTitle(db: Db, titleId: number) {
  return db.selectFrom('seasons').selectAll().where('title_id', '=', titleId).orderBy('number').execute();
}

export function episodesOfSeason(db: Db, seasonId: number) {
  return db.selectFrom('episodes').selectAll().where('season_id', '=', seasonId).orderBy('episode_number').execute();
}

/** Credits attached to a season (or, with episodeId, to one episode), with their people. */
export function creditsOf(db: Db, where: { seasonId?: number; episodeId?: number }) {
  let q = db.selectFrom('credits').innerJoin('people', 'people.id', 'credits.person_id').select(creditColumns);
  if (where.episodeId) q = q.where('credits.episode_id', '=', where.episodeId);
  else q = q.where('credits.season_id', '=', where.seasonId!).where('credits.episode_id', 'is', null);
  return q.orderBy('credits.department').orderBy('credits.order').orderBy('credits.id').execute();
}
