import type { Db } from '../../../db/database';
import { presentTag } from '../../catalogue/common/present';
import { tagsOfTitles } from '../../catalogue/titles/titles.queries';
import { channelConfig, type ChannelRow, type ItemRef } from './channels.config';
import { episodeCards, newsCards, personCards, publicListCards, titleCards, videoCards } from './channels.cards.queries';
import { channelsByIds } from './channels.queries';

// Channel items as the web shows them: titles like list items of GET titles (with genres),
// people, episodes with their series, news with an excerpt, nested channels with their first
// items. Each type is loaded in one query per page, whatever the number of items.

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
  const rows = await titleCards(db, ids, long);
  const tags = await tagsOfTitles(db, ids);
  return rows.map((t) => ({
    ...t,
    model_type: 'title' as const,
    genres: tags.filter((g) => g.title_id === t.id && g.type === 'genre').map(presentTag),
  }));
}

async function loadPeople(db: Db, ids: number[]) {
  return (await personCards(db, ids)).map((p) => ({ ...p, model_type: 'person' as const }));
}

/** Episodes and videos show their title's name and slug, and its backdrop when they have no image. */
function withTitle<R extends { title_id: number; title_name: string; title_slug: string; title_backdrop: string | null }>(
  rows: R[],
  model_type: 'episode' | 'video',
  image: 'poster' | 'thumbnail',
) {
  return rows.map(({ title_name, title_slug, title_backdrop, ...row }) => ({
    ...row,
    model_type,
    [image]: (row as Record<string, unknown>)[image] ?? title_backdrop,
    title: { id: row.title_id, name: title_name, slug: title_slug },
  }));
}

async function loadEpisodes(db: Db, ids: number[]) {
  return withTitle(await episodeCards(db, ids), 'episode', 'poster');
}

async function loadNews(db: Db, ids: number[]) {
  return (await newsCards(db, ids)).map(({ body, ...n }) => ({ ...n, model_type: 'news' as const, excerpt: excerpt(body) }));
}

async function loadVideos(db: Db, ids: number[]) {
  return withTitle(await videoCards(db, ids), 'video', 'thumbnail');
}

async function loadLists(db: Db, ids: number[]) {
  return (await publicListCards(db, ids)).map((l) => ({ ...l, model_type: 'list' as const }));
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
      const rows = await channelsByIds(db, ids);
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
