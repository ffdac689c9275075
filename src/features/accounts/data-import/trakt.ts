import { text } from 'node:stream/consumers';
import { type ImportRecord, type TitleRef, toDate, toRating, toYear } from './data-import.records';
import type { ExportEntry } from './data-import.source';

// Trakt's JSON export (its API's shapes): watched-movies, watched-shows (seasons and episodes),
// ratings-movies/-shows/-episodes, watchlist and lists. Each file is one JSON array, read whole:
// the upload's size limit bounds it.

interface TraktMedia {
  title?: string;
  year?: number | null;
  ids?: { trakt?: number; slug?: string; imdb?: string | null; tmdb?: number | null };
}
interface TraktItem {
  type?: string;
  rating?: number;
  rated_at?: string;
  listed_at?: string;
  rank?: number;
  last_watched_at?: string;
  movie?: TraktMedia;
  show?: TraktMedia;
  episode?: { season?: number; number?: number };
  seasons?: { number: number; episodes?: { number: number; last_watched_at?: string }[] }[];
}
interface TraktList {
  name?: string;
  description?: string | null;
  privacy?: string;
  ids?: { slug?: string; trakt?: number };
  items?: TraktItem[];
}

const base = (name: string) => name.split('/').pop()!.toLowerCase();
const isListMeta = (name: string) => /^lists?(-lists)?\.json$/.test(base(name));

/** The export's JSON files, list metadata first so every list item knows its list's name. */
export function traktEntries(entries: ExportEntry[]) {
  const json = entries.filter((e) => e.name.toLowerCase().endsWith('.json'));
  return [...json.filter((e) => isListMeta(e.name)), ...json.filter((e) => !isListMeta(e.name))];
}

function ref(media: TraktMedia | undefined, mediaType: 'movie' | 'series', episode?: TitleRef['episode']): TitleRef {
  return {
    name: media?.title ?? '',
    year: toYear(media?.year),
    imdbId: media?.ids?.imdb ?? null,
    tmdbId: media?.ids?.tmdb ?? null,
    mediaType,
    episode: episode ?? null,
  };
}
const keyOf = (media: TraktMedia | undefined) => String(media?.ids?.trakt ?? media?.ids?.imdb ?? `${media?.title}:${media?.year}`);

/** Reads Trakt files in order; `lists` carries the metadata of lists-lists.json to the lists' item files. */
export function createTraktReader() {
  const lists = new Map<string, TraktList>();
  return async function* traktRecords(entry: ExportEntry): AsyncGenerator<ImportRecord> {
    const file = base(entry.name);
    let data: unknown;
    try {
      data = JSON.parse(await text(await entry.open()));
    } catch {
      throw new Error(`${file} is not valid JSON.`);
    }
    if (isListMeta(file) && Array.isArray(data)) {
      for (const list of data as TraktList[]) if (list.ids?.slug) lists.set(list.ids.slug, list);
      // a lists file that also holds its items (some export tools) falls through
      if (!(data as TraktList[]).some((l) => Array.isArray(l.items))) return;
      for (const list of data as TraktList[]) yield* listItems(file, list, list.items ?? []);
      return;
    }
    if (!Array.isArray(data)) {
      if (data && typeof data === 'object' && Array.isArray((data as TraktList).items))
        yield* listItems(file, data as TraktList, (data as TraktList).items!);
      return;
    }
    const items = data as TraktItem[];
    const listSlug = /^lists?[-/](.+)\.json$/.exec(file)?.[1] ?? null;
    if (listSlug) {
      yield* listItems(file, lists.get(listSlug) ?? { name: listSlug }, items);
      return;
    }
    for (const [i, item] of items.entries()) yield* itemRecords(file, i + 1, item);
  };
}

function* itemRecords(file: string, line: number, item: TraktItem): Generator<ImportRecord> {
  const common = { source: 'trakt' as const, file, line };
  const media = item.movie ?? item.show;
  const mediaType = item.movie ? 'movie' : 'series';
  if (!media) return;
  if (item.seasons) {
    // watched-shows: one diary entry per episode, on the day it was last watched
    for (const season of item.seasons)
      for (const ep of season.episodes ?? []) {
        const watchedAt = toDate(ep.last_watched_at ?? item.last_watched_at);
        if (!watchedAt) continue;
        const episode = { season: season.number, number: ep.number };
        yield {
          ...common,
          kind: 'history',
          title: ref(media, 'series', episode),
          watchedAt,
          rewatch: false,
          rating: null,
          key: `trakt:watched:show:${keyOf(media)}:${season.number}:${ep.number}`,
        };
      }
    return;
  }
  const episode =
    item.episode?.season !== undefined && item.episode.number !== undefined
      ? { season: item.episode.season, number: item.episode.number }
      : null;
  if (item.type === 'season') return;
  if (item.rating !== undefined) {
    const rating = toRating(item.rating, 10);
    if (!rating) return;
    const key = `trakt:rating:${mediaType}:${keyOf(media)}${episode ? `:${episode.season}:${episode.number}` : ''}`;
    yield { ...common, kind: 'rating', title: ref(media, mediaType, episode), rating, date: toDate(item.rated_at), key };
  } else if (item.last_watched_at) {
    const watchedAt = toDate(item.last_watched_at)!;
    yield {
      ...common,
      kind: 'history',
      title: ref(media, mediaType),
      watchedAt,
      rewatch: false,
      rating: null,
      key: `trakt:watched:movie:${keyOf(media)}`,
    };
  } else if (item.listed_at && !episode) {
    yield {
      ...common,
      kind: 'watchlist',
      title: ref(media, mediaType),
      date: toDate(item.listed_at),
      key: `trakt:watchlist:${mediaType}:${keyOf(media)}`,
    };
  }
}

function* listItems(file: string, list: TraktList, items: TraktItem[]): Generator<ImportRecord> {
  const name = list.name || list.ids?.slug || 'Trakt list';
  for (const [i, item] of items.entries()) {
    const media = item.movie ?? item.show;
    if (!media || item.episode) continue;
    const mediaType = item.movie ? 'movie' : 'series';
    yield {
      source: 'trakt',
      file,
      line: i + 1,
      kind: 'list',
      title: ref(media, mediaType),
      list: { name, description: list.description ?? null, public: list.privacy === 'public' },
      position: item.rank ?? i + 1,
      key: `trakt:list:${list.ids?.trakt ?? name}:${mediaType}:${keyOf(media)}`,
    };
  }
}
