import { csvObjects } from './data-import.csv';
import { type ImportRecord, type TitleRef, toDate, toRating, toYear } from './data-import.records';
import type { ExportEntry } from './data-import.source';

// IMDb's CSV exports: ratings.csv (Const, Your Rating, Date Rated, Title, Title Type, Year, ...),
// WATCHLIST.csv and list CSVs (Position, Const, Created, Description, Title, ...). Rows are matched
// by Const (the tconst).

const SERIES = new Set(['tvSeries', 'tvMiniSeries', 'TV Series', 'TV Mini Series']);

function title(row: Record<string, string>): TitleRef {
  const type = row['Title Type'] ?? '';
  return {
    name: row.Title ?? '',
    originalName: row['Original Title'] || null,
    year: toYear(row.Year),
    imdbId: /^tt\d+$/.test(row.Const ?? '') ? row.Const : null,
    mediaType: SERIES.has(type) ? 'series' : type ? 'movie' : null,
  };
}

export async function* imdbRecords(entry: ExportEntry): AsyncGenerator<ImportRecord> {
  const file = entry.name.split('/').pop()!;
  const base = { source: 'imdb' as const, file };
  let listName: string | null = null;
  for await (const { row, line } of csvObjects(await entry.open())) {
    if (!row.Const) continue;
    const ref = title(row);
    if (/episode/i.test(row['Title Type'] ?? '')) continue;
    if ('Position' in row) {
      if (/watchlist/i.test(file)) {
        yield { ...base, line, title: ref, kind: 'watchlist', date: toDate(row.Created), key: `imdb:watchlist:${row.Const}` };
      } else {
        listName ??= file.replace(/\.csv$/i, '');
        yield {
          ...base,
          line,
          title: ref,
          kind: 'list',
          list: { name: listName, description: null, public: false },
          position: Number(row.Position) || line,
          key: `imdb:list:${listName}:${row.Const}`,
        };
      }
      continue;
    }
    const rating = toRating(row['Your Rating'], 10);
    if (!rating) continue;
    yield { ...base, line, title: ref, kind: 'rating', rating, date: toDate(row['Date Rated']), key: `imdb:rating:${row.Const}` };
  }
}
