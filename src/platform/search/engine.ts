import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database';

/** One searchable type: its model table and (per engine) its full-text index. */
export interface SearchIndexDef {
  /** Model table whose integer `id` the index rows point at. */
  table: string;
  /** SQLite: the FTS5 table (external content over `table`). */
  fts: string;
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
}
