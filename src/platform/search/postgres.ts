import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SearchEngine, SearchIndexDef } from './engine';
import { ident, tsPrefixQuery } from './query';
import { rankCandidates, type Candidate } from './rank';

/**
 * PostgreSQL full-text search (migration 0650): each model table has a side table
 * `<table>_search (id, vector)` kept in step by triggers — the index's columns weighted A, B, C…
 * through the `marquee_search` text search configuration, which folds accents with unaccent and
 * lower-cases without stop words — with a GIN index on `vector`. Queries are all-terms prefix
 * matches, like FTS5's `"term"*`.
 */
const SEARCH_CONFIG = 'marquee_search';
const searchTable = (index: SearchIndexDef) => ident(`${index.table}_search`);

/** ts_rank weights {D, C, B, A} from the index's column weights (first column = A), scaled to 0..1. */
export function tsRankWeights(weights: number[]) {
  const max = Math.max(...weights, 1);
  const abc = [0, 1, 2, 3].map((i) => (weights[i] ?? 0) / max);
  return `{${[abc[3], abc[2], abc[1], abc[0]].join(',')}}`;
}

const tsQuery = (query: string) => sql`to_tsquery(${sql.lit(SEARCH_CONFIG)}::regconfig, ${query})`;

/**
 * The candidate query: the most popular `candidates` matches — found through the GIN index, or for
 * a broad prefix by walking the popularity index until enough match (the planner picks) — ranked
 * with ts_rank on those rows only and joined to the model table by primary key. Exported for the
 * plan test.
 */
export function candidateSql(index: SearchIndexDef, query: string, candidates: number) {
  return sql<Candidate>`
    select t.id as id, -ts_rank(${sql.lit(tsRankWeights(index.weights))}::float4[], m.vector, q.q) as rank,
      m.popularity as popularity, t.${ident(index.nameColumn)} as name
    from ${tsQuery(query)} as q(q),
    lateral (
      select s.id, s.vector, s.popularity from ${searchTable(index)} as s
      where s.vector @@ q.q order by s.popularity desc, s.id desc limit ${candidates}
    ) as m
    join ${ident(index.table)} as t on t.id = m.id`;
}

export const postgresSearch: SearchEngine = {
  async search(db: Db, index: SearchIndexDef, query: string, limit: number) {
    const tsquery = tsPrefixQuery(query);
    if (!tsquery) return [];
    const candidates = Math.max(limit * 25, 200);
    const { rows } = await candidateSql(index, tsquery, candidates).execute(db);
    return rankCandidates(
      rows.map((r) => ({ ...r, rank: Number(r.rank), popularity: Number(r.popularity ?? 0) })),
      query,
      limit,
    );
  },
  matchingIds(index: SearchIndexDef, query: string) {
    const tsquery = tsPrefixQuery(query);
    if (!tsquery) return null;
    return sql`(select id from ${searchTable(index)} where vector @@ ${tsQuery(tsquery)})`;
  },
  async stats(db: Db, index: SearchIndexDef) {
    const indexed = await sql<{ n: string }>`select count(*) as n from ${searchTable(index)}`.execute(db);
    const where = index.where ? sql`where ${sql.raw(index.where)}` : sql``; // a fixed condition from code
    const source = await sql<{ n: string }>`select count(*) as n from ${ident(index.table)} ${where}`.execute(db);
    const size = await sql<{ n: string }>`select pg_total_relation_size(${`${index.table}_search`}::regclass) as n`.execute(db);
    return { indexed: Number(indexed.rows[0]?.n ?? 0), source: Number(source.rows[0]?.n ?? 0), bytes: Number(size.rows[0]?.n ?? 0) };
  },
  /** Empties the side table, then touches every row so the table's sync trigger writes it again. */
  async rebuild(db: Db, index: SearchIndexDef) {
    const first = ident(index.columns[0]!);
    await db.transaction().execute(async (trx) => {
      await sql`delete from ${searchTable(index)}`.execute(trx);
      await sql`update ${ident(index.table)} set ${first} = ${first}`.execute(trx);
    });
  },
};
