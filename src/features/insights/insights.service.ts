import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { InsightsQuery } from './insights.schemas';

// GET reports/insights: plays of a title, season, episode or video, read from the daily rollups
// only (video_play_rollups), never from raw plays, so it stays fast as plays grow.

type Scope = { videoId: number } | { titleId: number; season?: number; episode?: number };

async function scopeOf(db: Db, q: InsightsQuery): Promise<Scope> {
  if (q.model === 'video') {
    const v = await db.selectFrom('videos').select('id').where('id', '=', q.id).executeTakeFirst();
    if (!v) throw notFound();
    return { videoId: v.id };
  }
  if (q.model === 'title') {
    const t = await db.selectFrom('titles').select('id').where('id', '=', q.id).executeTakeFirst();
    if (!t) throw notFound();
    return { titleId: t.id };
  }
  if (q.model === 'season') {
    const s = await db.selectFrom('seasons').select(['title_id', 'number']).where('id', '=', q.id).executeTakeFirst();
    if (!s) throw notFound();
    return { titleId: s.title_id, season: s.number };
  }
  const e = await db.selectFrom('episodes').select(['title_id', 'season_number', 'episode_number']).where('id', '=', q.id).executeTakeFirst();
  if (!e) throw notFound();
  return { titleId: e.title_id, season: e.season_number, episode: e.episode_number };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function insights(db: Db, q: InsightsQuery) {
  const scope = await scopeOf(db, q);
  const to = q.to ?? isoDay(new Date());
  const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  const base = () => {
    let query = db.selectFrom('video_play_rollups').where('day', '>=', from).where('day', '<=', to);
    if ('videoId' in scope) return query.where('video_id', '=', scope.videoId);
    query = query.where('title_id', '=', scope.titleId);
    if (scope.season !== undefined) query = query.where('season', '=', scope.season);
    if (scope.episode !== undefined) query = query.where('episode', '=', scope.episode);
    return query;
  };
  const by = async (column: 'device' | 'platform' | 'browser' | 'country') => {
    const rows = await base()
      .select((eb) => [eb.ref(column).as('label'), eb.fn.sum<number>('plays').as('plays')])
      .groupBy(column)
      .orderBy('plays', 'desc')
      .execute();
    return rows.map((r) => ({ label: r.label || null, plays: Number(r.plays) }));
  };
  const daily = await base()
    .select((eb) => ['day', eb.fn.sum<number>('plays').as('plays')])
    .groupBy('day')
    .orderBy('day')
    .execute();
  const counts = new Map(daily.map((r) => [r.day, Number(r.plays)]));
  // every day of the range, zeros included, so charts need no gap filling
  const overTime: { date: string; plays: number }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end && overTime.length < 3700; t += 86_400_000) {
    const date = isoDay(new Date(t));
    overTime.push({ date, plays: counts.get(date) ?? 0 });
  }
  const [devices, platforms, browsers, countries] = await Promise.all([by('device'), by('platform'), by('browser'), by('country')]);
  return {
    model: q.model,
    id: q.id,
    from,
    to,
    total_plays: overTime.reduce((s, d) => s + d.plays, 0),
    plays: overTime,
    devices,
    platforms,
    browsers,
    countries,
  };
}
