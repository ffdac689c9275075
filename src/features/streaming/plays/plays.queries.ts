import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { VideoPlayRollupsTable, VideoPlaysTable, VideoProgressTable } from '../../../db/tables/videos';

/** The viewer's latest play of the video. */
export const latestPlay = (db: Db, visitorId: string, videoId: number) =>
  db
    .selectFrom('video_plays')
    .select(['id', 'updated_at'])
    .where('visitor_id', '=', visitorId)
    .where('video_id', '=', videoId)
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function updatePlayPosition(
  db: Db,
  id: number,
  values: { position_seconds: number; duration_seconds: number | null; updated_at: string },
) {
  await db.updateTable('video_plays').set(values).where('id', '=', id).execute();
}

export async function insertPlay(db: Db, values: Insertable<VideoPlaysTable>) {
  await db.insertInto('video_plays').values(values).execute();
}

/** Adds one play to its day's rollup row (created at 1). */
export async function countPlayInRollup(db: Db, values: Omit<Insertable<VideoPlayRollupsTable>, 'plays'>) {
  await db
    .insertInto('video_play_rollups')
    .values({ ...values, plays: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'video_id', 'device', 'platform', 'browser', 'country']).doUpdateSet({ plays: sql`video_play_rollups.plays + 1` }),
    )
    .execute();
}

/** The user's position in a video (insert or update). */
export async function saveProgress(db: Db, values: Insertable<VideoProgressTable>) {
  const { position_seconds, duration_seconds, finished, updated_at } = values;
  await db
    .insertInto('video_progress')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'video_id']).doUpdateSet({ position_seconds, duration_seconds, finished, updated_at }))
    .execute();
}

export const progressOf = (db: Db, userId: number, videoId: number) =>
  db
    .selectFrom('video_progress')
    .select(['position_seconds', 'duration_seconds'])
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();

/** What a "continue watching" card shows of a video (`v`) and its title (`t`): a resumed video or the next episode. */
export const VIDEO_CARD_FIELDS = [
  ...(['v.name as video_name', 'v.thumbnail', 'v.season_number', 'v.episode_number'] as const),
  ...(['t.name as title_name', 't.slug as title_slug', 't.type as title_type', 't.poster', 't.backdrop'] as const),
];

/** The user's unfinished videos (past `minSeconds`) with their titles, latest first. */
export const unfinishedVideos = (db: Db, userId: number, minSeconds: number, limit: number) =>
  db
    .selectFrom('video_progress as p')
    .innerJoin('videos as v', 'v.id', 'p.video_id')
    .innerJoin('titles as t', 't.id', 'p.title_id')
    .select(['p.video_id', 'p.title_id', 'p.position_seconds', 'p.duration_seconds', 'p.updated_at', ...VIDEO_CARD_FIELDS])
    .where('p.user_id', '=', userId)
    .where('p.finished', '=', 0)
    .where('p.position_seconds', '>=', minSeconds)
    .where('v.approved', '=', 1)
    .orderBy('p.updated_at', 'desc')
    .limit(limit)
    .execute();
