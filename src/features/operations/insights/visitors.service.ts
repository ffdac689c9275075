import type { Deps } from '../../../deps';
import {
  mostViewedVideos,
  playsIn,
  type PlaysQuery,
  videosWithTitleNames,
  viewsAndVisitors,
  viewsAndVisitorsPerDay,
  visitorsBy,
} from './visitors.queries';
import type { VisitorsQuery } from './visitors.schemas';

// GET reports/visitors. The app records no page views of its own: the only per-visitor record is
// the play log (video_plays: one row per viewer, video and viewing session, with the anonymous
// visitor id or `u<userId>`, device, platform, browser and country). So this report counts the
// viewers of videos: a "view" is one watch-page viewing session, a "visitor" a distinct viewer id.
// It reads raw plays (not the rollups) because rollups cannot count distinct visitors.

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

export async function visitorsReport({ db }: Deps, q: VisitorsQuery) {
  const to = q.to ?? isoDay(new Date());
  const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  const end = isoDay(new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)); // exclusive bound on ISO stamps
  const base = () => playsIn(db, from, end);

  const totals = await viewsAndVisitors(base());
  const daily = await viewsAndVisitorsPerDay(base());
  const byDay = new Map(daily.map((r) => [r.day, r]));
  // every day of the range, zeros included, so charts need no gap filling
  const days: { date: string; visitors: number; views: number }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), last = Date.parse(`${to}T00:00:00Z`); t <= last; t += DAY_MS) {
    const date = isoDay(new Date(t));
    const r = byDay.get(date);
    days.push({ date, visitors: Number(r?.visitors ?? 0), views: Number(r?.views ?? 0) });
  }

  const by = (column: 'device' | 'platform' | 'browser' | 'country') => visitorsBy(base(), column);
  const [devices, platforms, browsers, countries] = await Promise.all([by('device'), by('platform'), by('browser'), by('country')]);

  return {
    from,
    to,
    total_visitors: Number(totals.visitors),
    total_views: Number(totals.views),
    days,
    top_pages: await topPages(db, base()),
    devices,
    platforms,
    browsers,
    countries,
  };
}

/** The ten most viewed watch pages (one per video) with their video and title names. */
async function topPages(db: Deps['db'], plays: PlaysQuery) {
  const rows = await mostViewedVideos(plays);
  if (!rows.length) return [];
  const videos = await videosWithTitleNames(
    db,
    rows.map((r) => r.video_id),
  );
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
