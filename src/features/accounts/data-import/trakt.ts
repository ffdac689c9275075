import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { type ImportRecord, type TitleRef, toDate, toRating, toYear } from './data-import.records';
import type { ExportEntry } from './data-import.source';

// Trakt's JSON export (its API's shapes): watched-movies, watched-shows (seasons and episodes),
// ratings-movies/-shows/-episodes, watchlist and lists. Each file is one JSON array, streamed item by
// item (a watched-shows.json of years holds tens of thousands); the small list metadata, and a file
// that is one object, are read whole (the upload's size limit bounds them).

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
    const { array, stream } = await peekJson(entry);
    const listSlug = /^lists?[-/](.+)\.json$/.exec(file)?.[1] ?? null;
    if (array && !isListMeta(file)) {
      const list = listSlug ? (lists.get(listSlug) ?? { name: listSlug }) : null;
      let line = 0;
      for await (const item of arrayItems(file, stream)) {
        line += 1;
        if (list) yield* listItem(file, list, item, line);
        else yield* itemRecords(file, line, item);
      }
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(await text(stream));
    } catch {
      throw notJson(file);
    }
    if (isListMeta(file) && Array.isArray(data)) {
      for (const list of data as TraktList[]) if (list.ids?.slug) lists.set(list.ids.slug, list);
      // a lists file that also holds its items (some export tools) falls through
      if (!(data as TraktList[]).some((l) => Array.isArray(l.items))) return;
      for (const list of data as TraktList[]) yield* listItems(file, list, list.items ?? []);
      return;
    }
    if (data && typeof data === 'object' && Array.isArray((data as TraktList).items))
      yield* listItems(file, data as TraktList, (data as TraktList).items!);
  };
}

const notJson = (file: string) => new Error(`${file} is not valid JSON.`);

/** Whether the entry is a JSON array (its first character that is not white space), and the entry's whole stream. */
async function peekJson(entry: ExportEntry) {
  const source = (await entry.open())[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let start = '';
  while (!start) {
    const next = await source.next();
    if (next.done) break;
    head.push(next.value);
    start = Buffer.concat(head).toString('utf8').trimStart();
  }
  async function* whole() {
    yield* head;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  }
  return { array: start.startsWith('['), stream: Readable.from(whole()) };
}

/** The items of a top-level JSON array, parsed one at a time. */
async function* arrayItems(file: string, stream: Readable): AsyncGenerator<TraktItem> {
  // stream-json loads with the first Trakt export read, not with the server
  const { default: streamArray } = await import('stream-json/streamers/stream-array.js');
  const items = stream.pipe(streamArray.withParserAsStream());
  stream.once('error', (err) => items.destroy(err));
  try {
    for await (const { value } of items as AsyncIterable<{ value: TraktItem }>) yield value;
  } catch {
    throw notJson(file);
  } finally {
    stream.destroy();
  }
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
  for (const [i, item] of items.entries()) yield* listItem(file, list, item, i + 1);
}

function* listItem(file: string, list: TraktList, item: TraktItem, line: number): Generator<ImportRecord> {
  const name = list.name || list.ids?.slug || 'Trakt list';
  const media = item.movie ?? item.show;
  if (!media || item.episode) return;
  const mediaType = item.movie ? 'movie' : 'series';
  yield {
    source: 'trakt',
    file,
    line,
    kind: 'list',
    title: ref(media, mediaType),
    list: { name, description: list.description ?? null, public: list.privacy === 'public' },
    position: item.rank ?? line,
    key: `trakt:list:${list.ids?.trakt ?? name}:${mediaType}:${keyOf(media)}`,
  };
}
