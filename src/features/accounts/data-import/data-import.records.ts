import type { ImportSource } from '../../../db/tables/data-imports';

// What every parser yields: one row of an export, in the product's words, whatever its source.

/** The title (or episode) a row is about, as the export names it. */
export interface TitleRef {
  name: string;
  originalName?: string | null;
  year: number | null;
  imdbId?: string | null;
  tmdbId?: number | null;
  /** null when the export does not say (Letterboxd is films only: 'movie') */
  mediaType: 'movie' | 'series' | null;
  /** an episode of a series (Trakt) */
  episode?: { season: number; number: number } | null;
  /** the row's link to the title; a title page of this site (a Marquee export) names its id */
  url?: string | null;
}

interface RecordBase {
  source: ImportSource;
  /** the file inside the export, e.g. 'diary.csv' */
  file: string;
  line: number;
  title: TitleRef;
  /** what makes the row idempotent: the same row of the same export always has the same key */
  key: string;
}

export type ImportRecord =
  | (RecordBase & { kind: 'rating'; rating: number; date: string | null })
  | (RecordBase & { kind: 'watchlist'; date: string | null })
  | (RecordBase & {
      kind: 'history';
      watchedAt: string;
      rewatch: boolean;
      rating: number | null;
      /** watched.csv: only when no diary entry of the same title was imported */
      unlessLogged?: boolean;
    })
  | (RecordBase & { kind: 'review'; body: string; rating: number | null; date: string | null })
  | (RecordBase & {
      kind: 'list';
      list: { name: string; description: string | null; public: boolean };
      position: number;
    });

/** A 1-10 rating from a score on `scale` (Letterboxd: 0.5-5 stars); null when empty or out of range. */
export function toRating(raw: string | number | null | undefined, scale: 5 | 10): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > scale) return null;
  return Math.min(10, Math.max(1, Math.round(scale === 5 ? n * 2 : n)));
}

/** A year from '1999' or a date; null when there is none. */
export function toYear(raw: string | number | null | undefined): number | null {
  const n = Number(String(raw ?? '').slice(0, 4));
  return Number.isInteger(n) && n > 1800 && n < 3000 ? n : null;
}

/** An ISO date or timestamp from what the export wrote; null when it is not a date. */
export function toDate(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
