import type { Db } from '../../db/database';
import { isPostgres } from '../../db/schema-helpers';
import type { SearchEngine, SearchIndexDef } from './engine';
import { postgresSearch } from './postgres';
import { sqliteSearch } from './sqlite';

export type { SearchEngine, SearchIndexDef } from './engine';
export { ftsMatchExpression } from './query';

/** The engine for the database `db` runs on: FTS5 on SQLite, tsvector + GIN on PostgreSQL. */
export function searchEngine(db: Db): SearchEngine {
  return isPostgres(db) ? postgresSearch : sqliteSearch;
}

/**
 * The catalogue's indexes (migrations 0200 and 0650); lists add theirs the same way. `fts` names
 * the SQLite FTS5 table; on PostgreSQL the table's own `search_vector` column is the index.
 */
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
