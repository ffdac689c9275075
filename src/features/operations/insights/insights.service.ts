import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { notFound } from '../../../http/errors';
import {
  episodeById,
  episodeByNumber,
  mostPlayed,
  playsBy,
  playsPerDay,
  rollupsIn,
  type Scope,
  seasonById,
  seasonByNumber,
  titleName,
  videoForInsights,
} from './insights.queries';
import type { InsightsQuery } from './insights.schemas';

// GET reports/insights: plays of a title, season, episode or video, read from the daily rollups
// only (video_play_rollups), never from raw plays, so it stays fast as plays grow.

/** What the report is about, for its heading. */
interface Subject {
  name: string;
  title_id?: number;
  season?: number;
  episode?: number;
}

async function scopeOf(db: Db, q: InsightsQuery): Promise<{ scope: Scope; subject: Subject | null }> {
  if (q.model === 'site') return { scope: { site: true }, subject: null };
  if (q.model === 'video') {
    const v = await videoForInsights(db, q.id!);
    if (!v) throw notFound();
    return { scope: { videoId: v.id }, subject: { name: v.name, title_id: v.title_id ?? undefined } };
  }
  if (q.model === 'title') {
    const name = await titleName(db, q.id!);
    if (name === undefined) throw notFound();
    return { scope: { titleId: q.id! }, subject: { name, title_id: q.id! } };
  }
  if (q.model === 'season') {
    const s = q.id ? await seasonById(db, q.id) : await seasonByNumber(db, q.title_id!, q.season!);
    if (!s) throw notFound();
    return {
      scope: { titleId: s.title_id, season: s.number },
      subject: { name: `${await titleName(db, s.title_id)} · Season ${s.number}`, title_id: s.title_id, season: s.number },
    };
  }
  const e = q.id ? await episodeById(db, q.id) : await episodeByNumber(db, q.title_id!, q.season!, q.episode!);
  if (!e) throw notFound();
  return {
    scope: { titleId: e.title_id, season: e.season_number, episode: e.episode_number },
    subject: {
      name: `${await titleName(db, e.title_id)} · S${e.season_number} E${e.episode_number}${e.name ? ` · ${e.name}` : ''}`,
      title_id: e.title_id,
      season: e.season_number,
      episode: e.episode_number,
    },
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function insights({ db }: Deps, q: InsightsQuery) {
  const { scope, subject } = await scopeOf(db, q);
  const to = q.to ?? isoDay(new Date());
  const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  const base = () => rollupsIn(db, scope, from, to);
  const counts = await playsPerDay(base());
  // every day of the range, zeros included, so charts need no gap filling
  const overTime: { date: string; plays: number }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end && overTime.length < 3700; t += 86_400_000) {
    const date = isoDay(new Date(t));
    overTime.push({ date, plays: counts.get(date) ?? 0 });
  }
  const by = (column: 'device' | 'platform' | 'browser' | 'country') => playsBy(base(), column);
  const [devices, platforms, browsers, countries] = await Promise.all([by('device'), by('platform'), by('browser'), by('country')]);
  return {
    model: q.model,
    id: q.id ?? null,
    subject,
    from,
    to,
    total_plays: overTime.reduce((s, d) => s + d.plays, 0),
    plays: overTime,
    devices,
    platforms,
    browsers,
    countries,
    top_titles: 'site' in scope ? await mostPlayed(db, base(), 'titles') : [],
    top_videos: 'titleId' in scope ? await mostPlayed(db, base(), 'videos') : [],
  };
}
