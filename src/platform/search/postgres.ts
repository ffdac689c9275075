import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SearchEngine, SearchIndexDef } from './engine';
import { ident, searchTerms, tsPrefixQuery } from './query';
import { rankCandidates, type Candidate } from './rank';

/**
 * PostgreSQL full-text search (migration 0650): each model table has a side table
 * `<table>_search (id, vector, popularity)` kept in step by triggers — the index's columns weighted
 * A, B, C… through the `marquee_search` text search configuration, which folds accents with
 * unaccent and lower-cases without stop words — with a GIN index on `vector`. Queries are
 * all-terms prefix matches, like FTS5's `"term"*`. Typeahead reads `<table>_search_prefixes`
 * (migration 0830): every prefix of every lexeme with its row's popularity, in popularity order.
 */
const SEARCH_CONFIG = 'marquee_search';
const searchTable = (index: SearchIndexDef) => ident(`${index.table}_search`);
const prefixTable = (index: SearchIndexDef) => ident(`${index.table}_search_prefixes`);
/** Longest prefix in `<table>_search_prefixes` (migration 0830); a longer term looks up its first PREFIX_MAX characters. */
export const PREFIX_MAX = 12;
/** Several lexemes: each is counted up to this many prefix rows; one below it sends the query to GIN, else the longest is walked. */
const COUNT_CAP = 10_000;

/** ts_rank weights {D, C, B, A} from the index's column weights (first column = A), scaled to 0..1. */
export function tsRankWeights(weights: number[]) {
  const max = Math.max(...weights, 1);
  const abc = [0, 1, 2, 3].map((i) => (weights[i] ?? 0) / max);
  return `{${[abc[3], abc[2], abc[1], abc[0]].join(',')}}`;
}

const config = sql`${sql.lit(SEARCH_CONFIG)}::regconfig`;
const tsQuery = (query: string) => sql`to_tsquery(${config}, ${query})`;

/**
 * The candidate query: the `candidates` most popular rows matching every term, as FTS5 takes
 * them. The terms are folded into lexemes by the index's own configuration.
 * - One lexeme (typeahead): its prefix rows are read off the (prefix, popularity desc, id desc)
 *   index in order and the first `candidates` taken, however broad the prefix. A lexeme longer
 *   than PREFIX_MAX reads its first PREFIX_MAX characters' rows and keeps those whose vector matches.
 * - Several lexemes: each is counted in the prefix index up to COUNT_CAP rows. If one is rarer, the
 *   GIN index intersects them and the few matches are sorted; if all are common, the longest is
 *   walked in popularity order as above, keeping rows whose vector matches the whole query, until
 *   `candidates` are found.
 * Only the candidates are ranked, with ts_rank and the name kept in the side table, so the model
 * table is not read. Exported for the plan test.
 */
export function candidateSql(index: SearchIndexDef, terms: string, tsquery: string, candidates: number, countCap = COUNT_CAP) {
  const prefixes = prefixTable(index);
  const side = searchTable(index);
  const max = sql.lit(PREFIX_MAX);
  const cap = sql.lit(countCap);
  return sql<Candidate>`
    with q as (select ${tsQuery(tsquery)} as q),
    lexemes as (select l, count(*) over () as n from unnest(tsvector_to_array(to_tsvector(${config}, ${terms}))) as l),
    driver as (
      select left(l, ${max}) as prefix, n = 1 and char_length(l) <= ${max} as exact,
        n > 1 and min(c.rows) over () < ${cap} as rare
      from lexemes, lateral (
        select case when n > 1 then (select count(*) from (select 1 from ${prefixes} as c where c.prefix = left(l, ${max}) limit ${cap}) as c) end as rows
      ) as c
      order by char_length(l) desc limit 1
    ),
    m as (
      (select p.id, p.popularity from ${prefixes} as p, q
        where p.prefix = (select prefix from driver) and not (select rare from driver)
          and ((select exact from driver) or (select s.vector from ${side} as s where s.id = p.id) @@ q.q)
        order by p.popularity desc, p.id desc limit ${candidates})
      union all
      (select s.id, s.popularity from ${side} as s
        where (select rare from driver) and s.vector @@ ${tsQuery(tsquery)}
        order by s.popularity desc, s.id desc limit ${candidates})
    )
    select s.id as id, -ts_rank(${sql.lit(tsRankWeights(index.weights))}::float4[], s.vector, q.q) as rank,
      m.popularity as popularity, s.name as name
    from m join ${side} as s on s.id = m.id, q`;
}

export const postgresSearch: SearchEngine = {
  async search(db: Db, index: SearchIndexDef, query: string, limit: number) {
    const tsquery = tsPrefixQuery(query);
    if (!tsquery) return [];
    const candidates = Math.max(limit * 25, 200);
    const { rows } = await candidateSql(index, searchTerms(query).join(' '), tsquery, candidates).execute(db);
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
    const size = await sql<{ n: string }>`select pg_total_relation_size(${`${index.table}_search`}::regclass)
      + pg_total_relation_size(${`${index.table}_search_prefixes`}::regclass) as n`.execute(db);
    return { indexed: Number(indexed.rows[0]?.n ?? 0), source: Number(source.rows[0]?.n ?? 0), bytes: Number(size.rows[0]?.n ?? 0) };
  },
  /** Empties the side and prefix tables, then touches every row so the table's sync triggers write them again. */
  async rebuild(db: Db, index: SearchIndexDef) {
    const first = ident(index.columns[0]!);
    await db.transaction().execute(async (trx) => {
      await sql`delete from ${prefixTable(index)}`.execute(trx);
      await sql`delete from ${searchTable(index)}`.execute(trx);
      await sql`update ${ident(index.table)} set ${first} = ${first}`.execute(trx);
    });
  },
};
