import type { Db, Trx } from '../../../db/database';
import type { ReportableType } from '../../../db/tables/community';
import type { Page } from '../../../http/pagination';
import { userSummaries } from '../profiles/community-common';
import { reportCounts, targetArticles, targetEpisodes, targetLists, targetTitles } from './reports.queries';

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

/** Names and link parts of titles, episodes, news articles and lists, keyed `type:id`. */
export async function loadTargets(db: Db | Trx, refs: { type: TargetType; id: number }[]) {
  const out = new Map<string, ModerationTarget>();
  const ids = (t: TargetType) => [...new Set(refs.filter((r) => r.type === t).map((r) => r.id))];
  const episodes = await targetEpisodes(db, ids('episode'));
  const titles = await targetTitles(db, [...new Set([...ids('title'), ...episodes.map((e) => e.title_id)])]);
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
  for (const n of await targetArticles(db, ids('news'))) out.set(`news:${n.id}`, { type: 'news', id: n.id, name: n.title });
  for (const l of await targetLists(db, ids('list'))) out.set(`list:${l.id}`, { type: 'list', id: l.id, name: l.name, slug: l.slug });
  return out;
}

type Lookups = Awaited<ReturnType<typeof moderationLookups>>;

/**
 * A page of a moderation list: each row with its author, report count, target and date, around
 * what `present` shows of it (which may use the lookups too); `targetOf` says what a row is about.
 */
export async function presentModerationPage<R extends { id: number; user_id: number | null; created_at: string }, T>(
  db: Db | Trx,
  type: ReportableType,
  page: Page<R>,
  targetOf: (row: R) => { type: TargetType; id: number },
  present: (row: R, lookup: Lookups) => T,
) {
  const lookup = await moderationLookups(
    db,
    type,
    page.data.map((r) => ({ id: r.id, user_id: r.user_id, target: targetOf(r) })),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      user: lookup.user(r.user_id),
      ...present(r, lookup),
      reports_count: lookup.reportsCount(r.id),
      target: lookup.target(targetOf(r)),
      created_at: r.created_at,
    })),
  };
}

/** What the moderation lists show next to each reported row: its author, report count and target. */
async function moderationLookups(
  db: Db | Trx,
  type: ReportableType,
  rows: { id: number; user_id: number | null; target: { type: TargetType; id: number } }[],
) {
  const [users, counts, targets] = await Promise.all([
    userSummaries(
      db,
      rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
    ),
    reportCounts(
      db,
      type,
      rows.map((r) => r.id),
    ),
    loadTargets(
      db,
      rows.map((r) => r.target),
    ),
  ]);
  return {
    user: (userId: number | null) => (userId ? (users.get(userId) ?? null) : null),
    reportsCount: (id: number) => counts.get(id) ?? 0,
    target: (t: { type: TargetType; id: number }) => targets.get(`${t.type}:${t.id}`) ?? null,
  };
}
