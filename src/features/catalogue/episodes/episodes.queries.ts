import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { EpisodesTable } from '../../../db/tables/catalogue';

/** The episode numbered `episode` in season `season` of a title; the caller selects what it needs. */
export function episodeAt(db: Db | Trx, titleId: number, season: number, episode: number) {
  return db
    .selectFrom('episodes')
    .where('title_id', '=', titleId)
    .where('season_number', '=', season)
    .where('episode_number', '=', episode);
}

export function findEpisode(db: Db | Trx, titleId: number, season: number, episode: number) {
  return episodeAt(db, titleId, season, episode).selectAll().executeTakeFirst();
}

export function findEpisodeOfSeason(db: Db | Trx, seasonId: number, episodeNumber: number) {
  return db
    .selectFrom('episodes')
    .selectAll()
    .where('season_id', '=', seasonId)
    .where('episode_number', '=', episodeNumber)
    .executeTakeFirst();
}

/** The episodes next to `e` in its season and every episode of the seasons before and after it. */
export function episodesAround(db: Db, e: { title_id: number; season_number: number; episode_number: number }) {
  return db
    .selectFrom('episodes')
    .selectAll()
    .where('title_id', '=', e.title_id)
    .where((eb) =>
      eb.or([
        eb.and([eb('season_number', '=', e.season_number), eb('episode_number', 'in', [e.episode_number - 1, e.episode_number + 1])]),
        eb('season_number', 'in', [e.season_number - 1, e.season_number + 1]),
      ]),
    )
    .orderBy('season_number')
    .orderBy('episode_number')
    .execute();
}

/** The highest episode number of a season (0 when it has none). */
export async function lastEpisodeNumber(trx: Db | Trx, seasonId: number) {
  const max = await trx
    .selectFrom('episodes')
    .select((eb) => eb.fn.max('episode_number').as('n'))
    .where('season_id', '=', seasonId)
    .executeTakeFirst();
  return Number(max?.n ?? 0);
}

export function insertEpisode(trx: Db | Trx, values: Insertable<EpisodesTable>) {
  return trx.insertInto('episodes').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateEpisodeRow(trx: Db | Trx, id: number, values: Updateable<EpisodesTable>) {
  return trx.updateTable('episodes').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteEpisodeRow(trx: Db | Trx, id: number) {
  await trx.deleteFrom('episodes').where('id', '=', id).execute();
}

/** Episodes with their title's name, slug and poster. */
function episodesWithTitle(db: Db) {
  return db
    .selectFrom('episodes')
    .innerJoin('titles', 'titles.id', 'episodes.title_id')
    .selectAll('episodes')
    .select(['titles.name as title_name', 'titles.slug as title_slug', 'titles.poster as title_poster']);
}

/** Episodes released after `today`, soonest first. */
export function upcomingEpisodes(db: Db, today: string, limit: number) {
  return episodesWithTitle(db)
    .where('episodes.release_date', '>', today)
    .orderBy('episodes.release_date', 'asc')
    .orderBy('episodes.id')
    .limit(limit)
    .execute();
}

export function episodesWithTitleByIds(db: Db, ids: number[]) {
  return episodesWithTitle(db).where('episodes.id', 'in', ids).execute();
}
