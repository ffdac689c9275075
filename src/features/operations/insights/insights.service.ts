import type { SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../../db/database';
import { notFound } from '../../../http/errors';
import type { InsightsQuery } from './insights.schemas';

// GET reports/insights: plays of a title, season, episode or video, read from the daily rollups
// only (video_play_rollups), never from raw plays, so it stays fast as plays grow.

type Scope = { site: true } | { videoId: number } | { titleId: number; season?: number; episode?: number };
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
    const v = await db.selectFrom('videos').select(['id', 'name', 'title_id']).where('id', '=', q.id!).executeTakeFirst();
    if (!v) throw notFound();
    return { scope: { videoId: v.id }, subject: { name: v.name, title_id: v.title_id ?? undefined } };
  }
  const titleName = async (id: number) => (await db.selectFrom('titles').select('name').where('id', '=', id).executeTakeFirst())?.name;
  if (q.model === 'title') {
    const name = await titleName(q.id!);
    if (name === undefined) throw notFound();
    return { scope: { titleId: q.id! }, subject: { name, title_id: q.id! } };
  }
  if (q.model === 'season') {
    const s = q.id
      ? await db.selectFrom('seasons').select(['title_id', 'number']).where('id', '=', q.id).executeTakeFirst()
      : await db
          .selectFrom('seasons')
          .select(['title_id', 'number'])
          .where('title_id', '=', q.title_id!)
          .where('number', '=', q.season!)
          .executeTakeFirst();
    if (!s) throw notFound();
    return {
      scope: { titleId: s.title_id, season: s.number },
      subject: { name: `${await titleName(s.title_id)} · Season ${s.number}`, title_id: s.title_id, season: s.number },
    };
  }
  const e = q.id
    ? await db
        .selectFrom('episodes')
        .select(['title_id', 'season_number', 'episode_number', 'name'])
        .where('id', '=', q.id)
        .executeTakeFirst()
    : await db
        .selectFrom('episodes')
        .select(['title_id', 'season_number', 'episode_number', 'name'])
        .where('title_id', '=', q.title_id!)
        .where('season_number', '=', q.season!)
        .where('episode_number', '=', q.episode!)
        .executeTakeFirst();
  if (!e) throw notFound();
  return {
    scope: { titleId: e.title_id, season: e.season_number, episode: e.episode_number },
    subject: {
      name: `${await titleName(e.title_id)} · S${e.season_number} E${e.episode_number}${e.name ? ` · ${e.name}` : ''}`,
      title_id: e.title_id,
      season: e.season_number,
      episode: e.episode_number,
    },
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function insights(db: Db, q: InsightsQuery) {
  const { scope, subject } = await scopeOf(db, q);
  const to = q.to ?? isoDay(new Date());
  const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  const base = () => {
    let query = db.selectFrom('video_play_rollups').where('day', '>=', from).where('day', '<=', to);
    if ('site' in scope) return query;
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
    top_titles: 'site' in scope ? await topTitles(base(), db) : [],
    top_videos: 'titleId' in scope ? await topVideos(base(), db) : [],
  };
}

type RollupQuery = ReturnType<ReturnType<Db['selectFrom']>['where']> & SelectQueryBuilder<Database, 'video_play_rollups', object>;

/** The ten most played titles of the range, with their names (one grouped query + one lookup). */
async function topTitles(query: RollupQuery, db: Db) {
  const rows = await query
    .select((eb) => ['title_id', eb.fn.sum<number>('plays').as('plays')])
    .groupBy('title_id')
    .orderBy('plays', 'desc')
    .limit(10)
    .execute();
  if (!rows.length) return [];
  const names = new Map(
    (
      await db
        .selectFrom('titles')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          rows.map((r) => r.title_id),
        )
        .execute()
    ).map((t) => [t.id, t.name]),
  );
  return rows.map((r) => ({ id: r.title_id, name: names.get(r.title_id) ?? null, plays: Number(r.plays) }));
}

/** The ten most played videos of a title, season or episode in the range. */
async function topVideos(query: RollupQuery, db: Db) {
  const rows = await query
    .select((eb) => ['video_id', eb.fn.sum<number>('plays').as('plays')])
    .groupBy('video_id')
    .orderBy('plays', 'desc')
    .limit(10)
    .execute();
  if (!rows.length) return [];
  const names = new Map(
    (
      await db
        .selectFrom('videos')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          rows.map((r) => r.video_id),
        )
        .execute()
    ).map((v) => [v.id, v.name]),
  );
  return rows.map((r) => ({ id: r.video_id, name: names.get(r.video_id) ?? null, plays: Number(r.plays) }));
}
