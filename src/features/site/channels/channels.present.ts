import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { ChannelsTable } from '../../../db/tables/catalogue';
import { presentTag } from '../../catalogue/common/present';
import { tagsOfTitles } from '../../catalogue/titles/titles.queries';
import { type ChannelConfig, channelConfigSchema } from '../../../contract/channels.schemas';

// Channel items as the web shows them: titles like list items of GET titles (with genres),
// people, episodes with their series, news with an excerpt, nested channels with their first
// items. Each type is loaded in one query per page, whatever the number of items.

export type ItemRef = { type: string; id: number };
export type ChannelRow = Selectable<ChannelsTable>;

export function channelConfig(row: Pick<ChannelRow, 'config'>): ChannelConfig {
  try {
    return channelConfigSchema.parse(JSON.parse(row.config));
  } catch {
    return channelConfigSchema.parse(undefined);
  }
}

export function presentChannel(row: ChannelRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    layout: row.layout,
    content_type: row.content_type,
    auto_update: row.auto_update,
    restriction: row.restriction,
    config: channelConfig(row),
    hide_title: !!row.hide_title,
    internal: !!row.internal,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    content_updated_at: row.content_updated_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const excerpt = (html: string, max = 220) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : text;
};

async function loadTitles(db: Db, ids: number[], long: boolean) {
  const cols = [
    'id',
    'type',
    'name',
    'slug',
    'year',
    'release_date',
    'poster',
    'backdrop',
    'rating',
    'vote_count',
    'popularity',
    'runtime',
    'certification',
    'seasons_count',
  ] as const;
  const rows = await db
    .selectFrom('titles')
    .select(cols)
    .$if(long, (q) => q.select(['description', 'tagline']))
    .where('id', 'in', ids)
    .execute();
  const tags = await tagsOfTitles(db, ids);
  return rows.map((t) => ({
    ...t,
    model_type: 'title' as const,
    genres: tags.filter((g) => g.title_id === t.id && g.type === 'genre').map(presentTag),
  }));
}

async function loadPeople(db: Db, ids: number[]) {
  const rows = await db
    .selectFrom('people')
    .select(['id', 'name', 'slug', 'poster', 'known_for', 'popularity', 'gender'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((p) => ({ ...p, model_type: 'person' as const }));
}

async function loadEpisodes(db: Db, ids: number[]) {
  const rows = await db
    .selectFrom('episodes')
    .innerJoin('titles', 'titles.id', 'episodes.title_id')
    .select([
      'episodes.id',
      'episodes.name',
      'episodes.title_id',
      'episodes.season_number',
      'episodes.episode_number',
      'episodes.poster',
      'episodes.release_date',
      'episodes.rating',
      'episodes.runtime',
      'titles.name as title_name',
      'titles.slug as title_slug',
      'titles.backdrop as title_backdrop',
    ])
    .where('episodes.id', 'in', ids)
    .execute();
  return rows.map(({ title_name, title_slug, title_backdrop, ...e }) => ({
    ...e,
    model_type: 'episode' as const,
    poster: e.poster ?? title_backdrop,
    title: { id: e.title_id, name: title_name, slug: title_slug },
  }));
}

async function loadNews(db: Db, ids: number[]) {
  const rows = await db
    .selectFrom('news_articles')
    .select(['id', 'title', 'slug', 'body', 'image', 'source', 'created_at'])
    .where('id', 'in', ids)
    .execute();
  return rows.map(({ body, ...n }) => ({ ...n, model_type: 'news' as const, excerpt: excerpt(body) }));
}

async function loadVideos(db: Db, ids: number[]) {
  const rows = await db
    .selectFrom('videos')
    .innerJoin('titles', 'titles.id', 'videos.title_id')
    .select([
      'videos.id',
      'videos.name',
      'videos.type',
      'videos.category',
      'videos.thumbnail',
      'videos.duration',
      'videos.season_number',
      'videos.episode_number',
      'videos.title_id',
      'titles.name as title_name',
      'titles.slug as title_slug',
      'titles.backdrop as title_backdrop',
    ])
    .where('videos.id', 'in', ids)
    .where('videos.approved', '=', 1)
    .execute();
  return rows.map(({ title_name, title_slug, title_backdrop, ...v }) => ({
    ...v,
    model_type: 'video' as const,
    thumbnail: v.thumbnail ?? title_backdrop,
    title: { id: v.title_id, name: title_name, slug: title_slug },
  }));
}

/** Public lists only: a private list never shows in a channel. */
async function loadLists(db: Db, ids: number[]) {
  const rows = await db
    .selectFrom('lists')
    .select(['id', 'name', 'slug', 'description', 'items_count', 'user_id', 'updated_at'])
    .where('id', 'in', ids)
    .where('public', '=', 1)
    .execute();
  return rows.map((l) => ({ ...l, model_type: 'list' as const }));
}

/**
 * Loads refs of any type, in the given order. Nested channels get `nestedItems(channel)` as their
 * items; refs whose rows no longer exist are dropped.
 */
export async function presentItems(
  db: Db,
  refs: ItemRef[],
  opts: { long?: boolean; nestedItems?: (channel: ChannelRow) => Promise<unknown> } = {},
): Promise<unknown[]> {
  const byType = new Map<string, number[]>();
  for (const r of refs) byType.set(r.type, [...(byType.get(r.type) ?? []), r.id]);
  const loaded = new Map<string, unknown>();
  const put = (type: string, rows: { id: number }[]) => rows.forEach((r) => loaded.set(`${type}:${r.id}`, r));
  for (const [type, ids] of byType) {
    if (type === 'title') put(type, await loadTitles(db, ids, !!opts.long));
    else if (type === 'person') put(type, await loadPeople(db, ids));
    else if (type === 'episode') put(type, await loadEpisodes(db, ids));
    else if (type === 'news') put(type, await loadNews(db, ids));
    else if (type === 'video') put(type, await loadVideos(db, ids));
    else if (type === 'list') put(type, await loadLists(db, ids));
    else if (type === 'channel') {
      const rows = await db.selectFrom('channels').selectAll().where('id', 'in', ids).execute();
      for (const row of rows) {
        loaded.set(`channel:${row.id}`, {
          ...presentChannel(row),
          model_type: 'channel',
          items: opts.nestedItems ? await opts.nestedItems(row) : [],
        });
      }
    }
  }
  return refs.map((r) => loaded.get(`${r.type}:${r.id}`)).filter((v) => v !== undefined);
}
