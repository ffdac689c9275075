import { sql } from 'kysely';
import type { Db } from '../../../db/database';

// What the visitors report reads: raw plays (video_plays) of a time range, counted by viewer id.

/** Plays from `from` (inclusive) to `end` (exclusive), ISO stamps. */
export const playsIn = (db: Db, from: string, end: string) =>
  db.selectFrom('video_plays').where('created_at', '>=', from).where('created_at', '<', end);
export type PlaysQuery = ReturnType<typeof playsIn>;

export function viewsAndVisitors(plays: PlaysQuery) {
  return plays
    .select((eb) => [eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .executeTakeFirstOrThrow();
}

/** Views and distinct visitors per day (YYYY-MM-DD), for the days that have any. */
export function viewsAndVisitorsPerDay(plays: PlaysQuery) {
  const dayExpr = sql<string>`substr(created_at, 1, 10)`;
  return plays
    .select((eb) => [dayExpr.as('day'), eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .groupBy(dayExpr)
    .execute();
}

/** Distinct visitors per value of one column, the twenty largest. */
export async function visitorsBy(plays: PlaysQuery, column: 'device' | 'platform' | 'browser' | 'country') {
  const rows = await plays
    .select((eb) => [eb.ref(column).as('label'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .groupBy(column)
    .orderBy('visitors', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({ label: r.label || null, visitors: Number(r.visitors) }));
}

/** The ten most viewed videos with their view and visitor counts. */
export function mostViewedVideos(plays: PlaysQuery) {
  return plays
    .select((eb) => ['video_id', eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .groupBy('video_id')
    .orderBy('views', 'desc')
    .limit(10)
    .execute();
}

export function videosWithTitleNames(db: Db, ids: number[]) {
  return db
    .selectFrom('videos')
    .leftJoin('titles', 'titles.id', 'videos.title_id')
    .select(['videos.id', 'videos.name', 'titles.name as title_name'])
    .where('videos.id', 'in', ids)
    .execute();
}
