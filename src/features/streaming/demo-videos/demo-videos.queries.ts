import type { Db, Trx } from '../../../db/database';
import { savedQuery } from '../../site/channels/channels.queries';

/** Storage keys of the clips the demo seed draws (the sources its videos are processed from). */
export const DEMO_SOURCE_PREFIX = 'media/demo/';

/** True once the demo videos were planned: a video drawn from a demo clip, or a demo job, exists. */
export async function demoVideosPlanned(db: Db, jobName: string) {
  const video = await db
    .selectFrom('videos')
    .select('id')
    .where('source_key', 'like', `${DEMO_SOURCE_PREFIX}%`)
    .limit(1)
    .executeTakeFirst();
  if (video) return true;
  return !!(await db.selectFrom('jobs').select('id').where('name', '=', jobName).limit(1).executeTakeFirst());
}

/** Title ids in the order of the home page's hero row (channel query 'trending'), then the rest by popularity. */
export async function titleIdsByPromotion(db: Db, limit: number) {
  const hero = await savedQuery(db, 'trending').limit(limit).execute();
  const popular = await savedQuery(db, 'popular_titles').limit(limit).execute();
  return [...new Set([...hero, ...popular].map((r) => r.id))];
}

export function titlesForDemo(db: Db | Trx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('titles')
    .select(['id', 'name', 'type', 'tagline', 'description', 'release_date', 'year', 'poster', 'backdrop'])
    .where('id', 'in', ids)
    .execute();
}

/** The episodes of a series' first season, in order. */
export async function firstSeasonEpisodes(db: Db | Trx, titleId: number) {
  const first = await db
    .selectFrom('episodes')
    .select((eb) => eb.fn.min('season_number').as('season'))
    .where('title_id', '=', titleId)
    .executeTakeFirst();
  if (first?.season == null) return [];
  return db
    .selectFrom('episodes')
    .select(['id', 'season_number', 'episode_number', 'name'])
    .where('title_id', '=', titleId)
    .where('season_number', '=', Number(first.season))
    .orderBy('episode_number')
    .execute();
}

export const findEpisodeForDemo = (db: Db | Trx, id: number) =>
  db
    .selectFrom('episodes')
    .select(['id', 'name', 'description', 'season_number', 'episode_number'])
    .where('id', '=', id)
    .executeTakeFirst();
