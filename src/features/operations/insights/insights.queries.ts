import type { Db } from '../../../db/database';
import { episodeAt } from '../../catalogue/episodes/episodes.queries';

// What the insights report reads: the subject's names and the daily play rollups
// (video_play_rollups) of a scope and date range.

export type Scope = { site: true } | { videoId: number } | { titleId: number; season?: number; episode?: number };

export function videoForInsights(db: Db, id: number) {
  return db.selectFrom('videos').select(['id', 'name', 'title_id']).where('id', '=', id).executeTakeFirst();
}

export async function titleName(db: Db, id: number) {
  return (await db.selectFrom('titles').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

export function seasonById(db: Db, id: number) {
  return db.selectFrom('seasons').select(['title_id', 'number']).where('id', '=', id).executeTakeFirst();
}

export function seasonByNumber(db: Db, titleId: number, number: number) {
  return db
    .selectFrom('seasons')
    .select(['title_id', 'number'])
    .where('title_id', '=', titleId)
    .where('number', '=', number)
    .executeTakeFirst();
}

const episodeColumns = ['title_id', 'season_number', 'episode_number', 'name'] as const;

export function episodeById(db: Db, id: number) {
  return db.selectFrom('episodes').select(episodeColumns).where('id', '=', id).executeTakeFirst();
}

export function episodeByNumber(db: Db, titleId: number, season: number, episode: number) {
  return episodeAt(db, titleId, season, episode).select(episodeColumns).executeTakeFirst();
}

/** The rollup rows of a scope between two days (both inclusive). */
export function rollupsIn(db: Db, scope: Scope, from: string, to: string) {
  let query = db.selectFrom('video_play_rollups').where('day', '>=', from).where('day', '<=', to);
  if ('site' in scope) return query;
  if ('videoId' in scope) return query.where('video_id', '=', scope.videoId);
  query = query.where('title_id', '=', scope.titleId);
  if (scope.season !== undefined) query = query.where('season', '=', scope.season);
  if (scope.episode !== undefined) query = query.where('episode', '=', scope.episode);
  return query;
}

export type RollupQuery = ReturnType<typeof rollupsIn>;

/** Plays per value of one column, most played first. */
export async function playsBy(rollups: RollupQuery, column: 'device' | 'platform' | 'browser' | 'country') {
  const rows = await rollups
    .select((eb) => [eb.ref(column).as('label'), eb.fn.sum<number>('plays').as('plays')])
    .groupBy(column)
    .orderBy('plays', 'desc')
    .execute();
  return rows.map((r) => ({ label: r.label || null, plays: Number(r.plays) }));
}

/** Plays per day, for the days that have any. */
export async function playsPerDay(rollups: RollupQuery) {
  const rows = await rollups
    .select((eb) => ['day', eb.fn.sum<number>('plays').as('plays')])
    .groupBy('day')
    .orderBy('day')
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.plays)]));
}

/** The ten most played titles or videos of the rollups, with their names (one grouped query + one lookup). */
export async function mostPlayed(db: Db, rollups: RollupQuery, of: 'titles' | 'videos') {
  const column = of === 'titles' ? 'title_id' : 'video_id';
  const rows = await rollups
    .select((eb) => [eb.ref(column).as('id'), eb.fn.sum<number>('plays').as('plays')])
    .groupBy(column)
    .orderBy('plays', 'desc')
    .limit(10)
    .execute();
  if (!rows.length) return [];
  const named = await db
    .selectFrom(of)
    .select(['id', 'name'])
    .where(
      'id',
      'in',
      rows.map((r) => r.id as number),
    )
    .execute();
  const names = new Map(named.map((t) => [t.id, t.name]));
  return rows.map((r) => ({ id: r.id, name: names.get(r.id as number) ?? null, plays: Number(r.plays) }));
}
