import type { SearchEngine, SearchIndexDef } from './engine';
import { sqliteSearch } from './sqlite';

export type { SearchEngine, SearchIndexDef } from './engine';
export { ftsMatchExpression } from './query';

/** The engine for the configured database (only SQLite is wired today). */
export function searchEngine(): SearchEngine {
  return sqliteSearch;
}

/** The catalogue's indexes (migrations/0200_catalogue.ts); lists add theirs the same way. */
export const catalogueIndexes: Record<'titles' | 'people' | 'episodes' | 'news', SearchIndexDef> = {
  titles: {
    table: 'titles',
    fts: 'titles_fts',
    columns: ['name', 'original_name', 'year'],
    weights: [10, 6, 2],
    nameColumn: 'name',
    popularityColumn: 'popularity',
  },
  people: { table: 'people', fts: 'people_fts', columns: ['name'], weights: [1], nameColumn: 'name', popularityColumn: 'popularity' },
  episodes: { table: 'episodes', fts: 'episodes_fts', columns: ['name'], weights: [1], nameColumn: 'name', popularityColumn: 'popularity' },
  news: { table: 'news_articles', fts: 'news_fts', columns: ['title'], weights: [1], nameColumn: 'title' },
};
