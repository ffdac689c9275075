import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { ReportableType } from '../../../db/tables/community';

/** What a comment or review is about, for the moderation lists. */
export type TargetType = 'title' | 'episode' | 'news' | 'list';
export interface ModerationTarget {
  type: TargetType;
  id: number;
  name: string;
  /** titles and episodes: the title (id, slug) to build links; episodes add season/episode numbers. */
  title?: { id: number; slug: string; name: string };
  season_number?: number;
  episode_number?: number;
  /** lists: the slug used in /lists/{slugOrId}. */
  slug?: string;
}

/** `(select count(*) from abuse_reports …)` for one reportable row, to filter and sort on. */
export const reportCountSql = (type: ReportableType, idColumn: string) =>
  sql<number>`(select count(*) from abuse_reports where abuse_reports.reportable_type = ${type} and abuse_reports.reportable_id = ${sql.ref(idColumn)})`;

export async function reportCounts(db: Db | Trx, type: ReportableType, ids: number[]) {
  const out = new Map<number, number>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('abuse_reports')
    .select(['reportable_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('reportable_type', '=', type)
    .where('reportable_id', 'in', [...new Set(ids)])
    .groupBy('reportable_id')
    .execute();
  for (const r of rows) out.set(r.reportable_id, Number(r.n));
  return out;
}

/** Names and link parts of titles, episodes, news articles and lists, keyed `type:id`. */
export async function loadTargets(db: Db | Trx, refs: { type: TargetType; id: number }[]) {
  const out = new Map<string, ModerationTarget>();
  const ids = (t: TargetType) => [...new Set(refs.filter((r) => r.type === t).map((r) => r.id))];
  const episodeIds = ids('episode');
  const episodes = episodeIds.length
    ? await db
        .selectFrom('episodes')
        .select(['id', 'title_id', 'name', 'season_number', 'episode_number'])
        .where('id', 'in', episodeIds)
        .execute()
    : [];
  const titleIds = [...new Set([...ids('title'), ...episodes.map((e) => e.title_id)])];
  const titles = titleIds.length ? await db.selectFrom('titles').select(['id', 'name', 'slug']).where('id', 'in', titleIds).execute() : [];
  const titleById = new Map(titles.map((t) => [t.id, t]));
  for (const t of titles) out.set(`title:${t.id}`, { type: 'title', id: t.id, name: t.name, title: t });
  for (const e of episodes) {
    const title = titleById.get(e.title_id);
    out.set(`episode:${e.id}`, {
      type: 'episode',
      id: e.id,
      name: e.name,
      title,
      season_number: e.season_number,
      episode_number: e.episode_number,
    });
  }
  const newsIds = ids('news');
  if (newsIds.length) {
    for (const n of await db.selectFrom('news_articles').select(['id', 'title']).where('id', 'in', newsIds).execute())
      out.set(`news:${n.id}`, { type: 'news', id: n.id, name: n.title });
  }
  const listIds = ids('list');
  if (listIds.length) {
    for (const l of await db.selectFrom('lists').select(['id', 'name', 'slug']).where('id', 'in', listIds).execute())
      out.set(`list:${l.id}`, { type: 'list', id: l.id, name: l.name, slug: l.slug });
  }
  return out;
}
