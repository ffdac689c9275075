import { text } from 'node:stream/consumers';
import { sanitizeHtml } from '../../../platform/lazy-require';
import { csvObjects, csvRows } from './data-import.csv';
import { type ImportRecord, type TitleRef, toDate, toRating, toYear } from './data-import.records';
import type { ExportEntry } from './data-import.source';

// Letterboxd's export ZIP: ratings.csv, watchlist.csv, diary.csv, watched.csv, reviews.csv and
// lists/*.csv (deleted/ and orphaned/ hold what the user removed: not imported). Diary entries go
// first so that watched.csv adds only the films that have none. A Marquee export (the same layout)
// also holds history.json: the viewings of episodes, which Letterboxd's diary cannot name, come
// back from there.

const ORDER = ['ratings.csv', 'watchlist.csv', 'diary.csv', 'watched.csv', 'reviews.csv', 'history.json'];

/** The path inside the export with the optional top folder some unzip tools add taken off. */
const inner = (name: string) => name.replace(/^(?!lists\/)[^/]+\/(?=(lists\/)?[^/]+\.csv$)/, '');

export function letterboxdEntries(entries: ExportEntry[]) {
  const files = ORDER.map((name) => entries.find((e) => inner(e.name) === name)).filter((e) => !!e);
  const lists = entries.filter((e) => /^lists\/[^/]+\.csv$/.test(inner(e.name)));
  return [...files, ...lists];
}

/** A Marquee title page ('…/titles/12/heat'): a Marquee export lists series too, Letterboxd films only. */
const isTitlePage = (url: string | undefined) => !!url && /\/titles\/\d+(\/[^/?#]*)?\/?$/.test(url);

const film = (row: Record<string, string>, url: string | undefined): TitleRef => ({
  name: row.Name ?? '',
  year: toYear(row.Year),
  mediaType: isTitlePage(url) ? null : 'movie',
  url: url || null,
});

/** Review text as plain text: Letterboxd writes a little HTML (<i>, <b>, <br />). */
function plainText(html: string) {
  const text = sanitizeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '\n\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

export async function* letterboxdRecords(entry: ExportEntry): AsyncGenerator<ImportRecord> {
  const file = inner(entry.name);
  if (file.startsWith('lists/')) {
    yield* listRecords(entry, file);
    return;
  }
  if (file === 'history.json') {
    yield* episodeRecords(entry, file);
    return;
  }
  const base = { source: 'letterboxd' as const, file };
  // Letterboxd gives each diary entry its own URI; a Marquee export links the title, the same for
  // every watch of it: there the second watch of a title gets '#2' after its key, the third '#3'...
  // (only such links are counted: a Letterboxd diary of 50,000 entries keeps no map of them)
  const seen = new Map<string, number>();
  for await (const { row, line } of csvObjects(await entry.open())) {
    if (!row.Name) continue;
    const uri = row['Letterboxd URI'] || `${row.Name}:${row.Year}`;
    const title = film(row, row['Letterboxd URI']);
    if (file === 'ratings.csv') {
      const rating = toRating(row.Rating, 5);
      if (rating) yield { ...base, line, title, kind: 'rating', rating, date: toDate(row.Date), key: `letterboxd:rating:${uri}` };
    } else if (file === 'watchlist.csv') {
      yield { ...base, line, title, kind: 'watchlist', date: toDate(row.Date), key: `letterboxd:watchlist:${uri}` };
    } else if (file === 'diary.csv' || file === 'watched.csv') {
      const diary = file === 'diary.csv';
      const watchedAt = toDate(row['Watched Date']) ?? toDate(row.Date);
      if (!watchedAt) continue;
      yield {
        ...base,
        line,
        title,
        kind: 'history',
        watchedAt,
        rewatch: /^yes$/i.test(row.Rewatch ?? ''),
        rating: diary ? toRating(row.Rating, 5) : null,
        unlessLogged: !diary,
        key: diary ? `letterboxd:${uri}${isTitlePage(uri) ? occurrence(seen, uri) : ''}` : `letterboxd:watched:${uri}`,
      };
    } else if (file === 'reviews.csv') {
      const body = plainText(row.Review ?? '');
      if (body)
        yield {
          ...base,
          line,
          title,
          kind: 'review',
          body,
          rating: toRating(row.Rating, 5),
          date: toDate(row.Date),
          key: `letterboxd:review:${uri}`,
        };
    }
  }
}

/** An entry of a Marquee export's history.json (the diary, newest first). */
interface MarqueeViewing {
  watched_at?: string;
  rewatch?: boolean;
  rating?: number | null;
  episode_id?: number | null;
  season_number?: number | null;
  episode_number?: number | null;
  title_name?: string;
  title_year?: number | null;
  imdb_id?: string | null;
  tmdb_id?: number | null;
  url?: string;
}

/** The viewings of episodes in a Marquee export's history.json (films come from diary.csv); read whole, bounded by the upload's size limit. */
async function* episodeRecords(entry: ExportEntry, file: string): AsyncGenerator<ImportRecord> {
  let viewings: unknown;
  try {
    viewings = JSON.parse(await text(await entry.open()));
  } catch {
    return;
  }
  if (!Array.isArray(viewings)) return;
  const seen = new Map<string, number>();
  for (const [index, v] of (viewings as MarqueeViewing[]).entries()) {
    const watchedAt = toDate(v.watched_at);
    if (!v.episode_id || !v.season_number || !v.episode_number || !v.title_name || !watchedAt) continue;
    const episode = { season: v.season_number, number: v.episode_number };
    const uri = `${v.url || `${v.title_name}:${v.title_year}`}:s${episode.season}e${episode.number}:${watchedAt}`;
    yield {
      source: 'letterboxd',
      file,
      line: index + 1,
      title: {
        name: v.title_name,
        year: toYear(v.title_year),
        imdbId: v.imdb_id ?? null,
        tmdbId: v.tmdb_id ?? null,
        mediaType: 'series',
        episode,
        url: v.url || null,
      },
      kind: 'history',
      watchedAt,
      rewatch: !!v.rewatch,
      rating: toRating(v.rating, 10),
      key: `letterboxd:${uri}${occurrence(seen, uri)}`,
    };
  }
}

/** '' the first time a key is seen in a file, then '#2', '#3'... */
function occurrence(seen: Map<string, number>, key: string) {
  const n = (seen.get(key) ?? 0) + 1;
  seen.set(key, n);
  return n === 1 ? '' : `#${n}`;
}

/**
 * A list file: a header block ('Letterboxd list export v7', then Date,Name,Tags,URL,Description
 * and its values), a blank line, then Position,Name,Year,URL,Description and the films in order.
 */
async function* listRecords(entry: ExportEntry, file: string): AsyncGenerator<ImportRecord> {
  let meta: { name: string; description: string | null; public: boolean; url: string } | null = null;
  let metaHeader: string[] | null = null;
  let itemHeader: string[] | null = null;
  for await (const { cells, line } of csvRows(await entry.open())) {
    const first = (cells[0] ?? '').trim();
    if (/^Letterboxd list export/i.test(first)) continue;
    if (!metaHeader) {
      metaHeader = cells.map((c) => c.trim());
      continue;
    }
    if (!meta) {
      const get = (name: string) => (cells[metaHeader!.indexOf(name)] ?? '').trim();
      meta = {
        name: get('Name') || file.replace(/^lists\/|\.csv$/g, ''),
        description: get('Description') || null,
        // exports since 2024 carry the list's visibility; older ones do not: such lists stay private
        public: /^(public|anyone)/i.test(get('Visibility') || get('Privacy')),
        url: get('URL'),
      };
      continue;
    }
    if (!itemHeader) {
      itemHeader = cells.map((c) => c.trim());
      continue;
    }
    const row: Record<string, string> = {};
    itemHeader.forEach((name, i) => (row[name] = (cells[i] ?? '').trim()));
    if (!row.Name) continue;
    yield {
      source: 'letterboxd',
      file,
      line,
      title: film(row, row.URL),
      kind: 'list',
      list: { name: meta.name, description: meta.description, public: meta.public },
      position: Number(row.Position) || line,
      key: `letterboxd:list:${meta.url || meta.name}:${row.URL || row.Name}`,
    };
  }
}
