import type { SearchHit } from './engine';
import { foldForCompare, searchTerms } from './query';

/** One candidate of an engine's query: `rank` is lower-is-better (FTS5 bm25; PostgreSQL -ts_rank). */
export interface Candidate {
  id: number;
  rank: number;
  popularity: number;
  name: string;
}

/**
 * Blends relevance and popularity the same way on every engine: bm25 normalised within the candidates, log-scaled popularity,
 * and a boost when the name starts with the query (what a typeahead user expects first).
 */
export function rankCandidates(rows: Candidate[], query: string, limit: number): SearchHit[] {
  if (!rows.length) return [];
  const best = Math.min(...rows.map((r) => r.rank)) || -1;
  const maxPop = Math.max(...rows.map((r) => Math.log1p(Math.max(0, r.popularity ?? 0))), 0) || 1;
  const q = foldForCompare(searchTerms(query).join(' '));
  return rows
    .map((r) => {
      const relevance = best < 0 ? Math.min(1, r.rank / best) : 1;
      const popularity = Math.log1p(Math.max(0, r.popularity ?? 0)) / maxPop;
      const name = foldForCompare(String(r.name ?? ''));
      const boost = name === q ? 0.5 : name.startsWith(q) ? 0.2 : 0;
      return { id: r.id, score: 0.5 * relevance + 0.4 * popularity + boost };
    })
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit);
}
