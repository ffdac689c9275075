import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { WatchHistoryTable } from '../../../db/tables/history';
import { VIDEO_CARD_FIELDS } from '../plays/plays.queries';
import { laterEpisode } from '../watch/watch.queries';

/** Adds a viewing; a row with the same source_key for the user is kept as it is (idempotent writers). */
export async function insertHistory(db: Db, values: Insertable<WatchHistoryTable>) {
  const row = await db
    .insertInto('watch_history')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

// a diary entry: the viewing, its title and poster, and the episode when it was one
const HISTORY_FIELDS = [
  ...(['h.id', 'h.watched_at', 'h.source', 'h.rewatch', 'h.rating', 'h.title_id', 'h.episode_id'] as const),
  ...(['t.name as title_name', 't.slug as title_slug', 't.type as title_type', 't.year as title_year', 't.poster'] as const),
  ...(['e.name as episode_name', 'e.season_number', 'e.episode_number'] as const),
];

/** Diary rows with the title, the episode and the poster of each viewing. */
const historyRows = (db: Db) =>
  db
    .selectFrom('watch_history as h')
    .innerJoin('titles as t', 't.id', 'h.title_id')
    .leftJoin('episodes as e', 'e.id', 'h.episode_id')
    .select(HISTORY_FIELDS);

/** The user's diary, newest first. */
export const historyQuery = (db: Db, userId: number) =>
  historyRows(db).where('h.user_id', '=', userId).orderBy('h.watched_at', 'desc').orderBy('h.id', 'desc');

export type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyQuery>['execute']>>[number];

/** One user's entry by its source_key (what an idempotent writer just wrote or found). */
export const historyEntryByKey = (db: Db, userId: number, sourceKey: string) =>
  historyRows(db).where('h.user_id', '=', userId).where('h.source_key', '=', sourceKey).executeTakeFirst();

export const findHistoryEntry = (db: Db, id: number) =>
  db.selectFrom('watch_history').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();

export async function deleteHistoryEntry(db: Db, id: number) {
  await db.deleteFrom('watch_history').where('id', '=', id).execute();
}

/** When the user last watched each of the given titles as a whole (a film, or a title marked watched). */
export async function lastWatchedTitles(db: Db, userId: number, titleIds: number[]) {
  if (!titleIds.length) return new Map<number, string>();
  const rows = await db
    .selectFrom('watch_history')
    .select((eb) => ['title_id', eb.fn.max('watched_at').as('watched_at')])
    .where('user_id', '=', userId)
    .where('episode_id', 'is', null)
    .where('title_id', 'in', titleIds)
    .groupBy('title_id')
    .execute();
  return new Map(rows.map((r) => [r.title_id, r.watched_at]));
}

/** The user's latest finished episodes per title, to offer the next one in "continue watching". */
export const latestWatchedEpisodes = (db: Db, userId: number, limit: number) =>
  db
    .selectFrom('watch_history as h')
    .innerJoin('episodes as e', 'e.id', 'h.episode_id')
    .select(['h.title_id', 'h.watched_at', 'e.season_number', 'e.episode_number'])
    .where('h.user_id', '=', userId)
    .orderBy('h.watched_at', 'desc')
    .limit(limit)
    .execute();

/** The approved video of the episode after (season, episode) of a title, if there is one. */
export const nextEpisodeVideo = (db: Db, titleId: number, season: number, episode: number) =>
  db
    .selectFrom('videos as v')
    .innerJoin('titles as t', 't.id', 'v.title_id')
    .select(['v.id as video_id', 'v.title_id', 'v.duration', ...VIDEO_CARD_FIELDS])
    .where('v.title_id', '=', titleId)
    .where('v.approved', '=', 1)
    .where('v.category', '=', 'full')
    .where(laterEpisode(season, episode, 'v.season_number', 'v.episode_number'))
    .orderBy('v.season_number')
    .orderBy('v.episode_number')
    .limit(1)
    .executeTakeFirst();

export const episodeBelongsTo = async (db: Db, titleId: number, episodeId: number) =>
  !!(await db.selectFrom('episodes').select('id').where('id', '=', episodeId).where('title_id', '=', titleId).executeTakeFirst());
