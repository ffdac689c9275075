import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

/** One searchable type: its model table and (per engine) its full-text index. */
export interface SearchIndexDef {
  /** Model table whose integer `id` the index rows point at. */
  table: string;
  /** SQLite: the FTS5 table (contentless, over `table`). */
  fts: string;
  /** The indexed columns of `table`, in the index's column order (a rebuild copies them). */
  columns: string[];
  /** Only rows matching this SQL condition on `table` are indexed (e.g. `public = 1`). */
  where?: string;
  /** Column weights for relevance, in the index's column order. */
  weights: number[];
  /** Column shown as the result's name (boosted when it starts with the query). */
  nameColumn: string;
  /** Numeric column blended into the ranking, if the model has one. */
  popularityColumn?: string;
}

export interface SearchHit {
  id: number;
  score: number;
}

/**
 * Full-text search behind one interface so the engine can change (SQLite FTS5 today;
 * PostgreSQL tsvector + pg_trgm later) without touching features.
 */
export interface SearchEngine {
  /** Best matches first, relevance blended with popularity; typeahead-fast. */
  search(db: Db, index: SearchIndexDef, query: string, limit: number): Promise<SearchHit[]>;
  /** A subquery of matching ids, for use as `id in (…)` in filtered listings; null if the query has no words. */
  matchingIds(index: SearchIndexDef, query: string): RawBuilder<unknown> | null;
  /** How many rows the index holds, how many it should hold, and its size on disk (null if unknown). */
  stats(db: Db, index: SearchIndexDef): Promise<SearchIndexStats>;
  /** Empties the index and fills it again from its table, in one transaction. */
  rebuild(db: Db, index: SearchIndexDef): Promise<void>;
}

export interface SearchIndexStats {
  indexed: number;
  source: number;
  bytes: number | null;
}
