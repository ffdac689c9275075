import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SearchEngine, SearchIndexDef } from './engine';
import { ftsMatchExpression, ident } from './query';
import { rankCandidates } from './rank';

/** FTS rowids are popularity bucket * 2^32 + id (migration 0201); this recovers the id. */
const ID_MODULUS = 4294967296;

/**
 * The candidate query: MATCH runs alone in a subquery against the FTS index, walking matches most
 * popular first (rowid order) and stopping after `candidates`; bm25 is computed for those rows
 * only, and only they are joined to the model table by primary key. Exported for the plan test.
 */
export function candidateSql(index: SearchIndexDef, match: string, candidates: number) {
  const weights = sql.join(index.weights.map((w) => sql.lit(w)));
  const pop = index.popularityColumn ? sql`t.${ident(index.popularityColumn)}` : sql.lit(0);
  return sql<{ id: number; rank: number; popularity: number; name: string }>`
    select m.id as id, m.rank as rank, ${pop} as popularity, t.${ident(index.nameColumn)} as name
    from (
      select rowid % ${sql.lit(ID_MODULUS)} as id, bm25(${ident(index.fts)}, ${weights}) as rank
      from ${ident(index.fts)} where ${ident(index.fts)} match ${match}
      order by rowid desc limit ${candidates}
    ) as m
    join ${ident(index.table)} as t on t.id = m.id`;
}

export const sqliteSearch: SearchEngine = {
  async search(db: Db, index: SearchIndexDef, query: string, limit: number) {
    const match = ftsMatchExpression(query);
    if (!match) return [];
    // Enough popular matches that the best-named ones are among them; cheap since bm25 runs on these only.
    const candidates = Math.max(limit * 25, 200);
    const { rows } = await candidateSql(index, match, candidates).execute(db);
    return rankCandidates(rows, query, limit);
  },
  matchingIds(index: SearchIndexDef, query: string) {
    const match = ftsMatchExpression(query);
    if (!match) return null;
    return sql`(select rowid % ${sql.lit(ID_MODULUS)} from ${ident(index.fts)} where ${ident(index.fts)} match ${match})`;
  },
};
