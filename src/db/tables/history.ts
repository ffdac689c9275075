import type { Generated } from 'kysely';

// Row types of migrations/0840_watch_history.ts: the diary of what each user watched and when.

export type WatchSource = 'play' | 'manual' | 'letterboxd' | 'imdb' | 'trakt';

export interface WatchHistoryTable {
  id: Generated<number>;
  user_id: number;
  title_id: number;
  episode_id: number | null;
  /** ISO date when only the day is known, else an ISO timestamp */
  watched_at: string;
  source: WatchSource;
  /** unique per user: what makes each writer idempotent */
  source_key: string | null;
  rewatch: Generated<number>;
  /** 1-10, the rating given with this viewing */
  rating: number | null;
  created_at: Generated<string>;
}

export interface HistoryTables {
  watch_history: WatchHistoryTable;
}
