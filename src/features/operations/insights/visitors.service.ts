import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { VisitorsQuery } from './visitors.schemas';

// GET reports/visitors. The app records no page views of its own: the only per-visitor record is
// the play log (video_plays: one row per viewer, video and viewing session, with the anonymous
// visitor id or `u<userId>`, device, platform, browser and country). So this report counts the
// viewers of videos: a "view" is one watch-page viewing session, a "visitor" a distinct viewer id.
// It reads raw plays (not the rollups) because rollups cannot count distinct visitors.

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const playsIn = (db: Db, from: string, end: string) =>
  db.selectFrom('video_plays').where('created_at', '>=', from).where('created_at', '<', end);
type PlaysQuery = ReturnType<typeof playsIn>;

export async function visitorsReport(db: Db, q: VisitorsQuery) {
  const to = q.to ?? isoDay(new Date());
  const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  const end = isoDay(new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)); // exclusive bound on ISO stamps
  const base = () => playsIn(db, from, end);
  const dayExpr = sql<string>`substr(created_at, 1, 10)`;

  const totals = await base()
    .select((eb) => [eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .executeTakeFirstOrThrow();
  const daily = await base()
    .select((eb) => [dayExpr.as('day'), eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .groupBy(dayExpr)
    .execute();
  const byDay = new Map(daily.map((r) => [r.day, r]));
  // every day of the range, zeros included, so charts need no gap filling
  const days: { date: string; visitors: number; views: number }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), last = Date.parse(`${to}T00:00:00Z`); t <= last; t += DAY_MS) {
    const date = isoDay(new Date(t));
    const r = byDay.get(date);
    days.push({ date, visitors: Number(r?.visitors ?? 0), views: Number(r?.views ?? 0) });
  }

  const by = async (column: 'device' | 'platform' | 'browser' | 'country') => {
    const rows = await base()
      .select((eb) => [eb.ref(column).as('label'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
      .groupBy(column)
      .orderBy('visitors', 'desc')
      .limit(20)
      .execute();
    return rows.map((r) => ({ label: r.label || null, visitors: Number(r.visitors) }));
  };
  const [devices, platforms, browsers, countries] = await Promise.all([by('device'), by('platform'), by('browser'), by('country')]);

  return {
    from,
    to,
    total_visitors: Number(totals.visitors),
    total_views: Number(totals.views),
    days,
    top_pages: await topPages(db, base),
    devices,
    platforms,
    browsers,
    countries,
  };
}

/** The ten most viewed watch pages (one per video) with their video and title names. */
async function topPages(db: Db, base: () => PlaysQuery) {
  const rows = await base()
    .select((eb) => ['video_id', eb.fn.countAll<number>().as('views'), eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .groupBy('video_id')
    .orderBy('views', 'desc')
    .limit(10)
    .execute();
  if (!rows.length) return [];
  const videos = await db
    .selectFrom('videos')
    .leftJoin('titles', 'titles.id', 'videos.title_id')
    .select(['videos.id', 'videos.name', 'titles.name as title_name'])
    .where(
      'videos.id',
      'in',
      rows.map((r) => r.video_id),
    )
    .execute();
  const byId = new Map(videos.map((v) => [v.id, v]));
  return rows.map((r) => ({
    path: `/watch/${r.video_id}`,
    video_id: r.video_id,
    name: byId.get(r.video_id)?.name ?? null,
    title_name: byId.get(r.video_id)?.title_name ?? null,
    views: Number(r.views),
    visitors: Number(r.visitors),
  }));
}
