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

/** ts_rank weights {D, C, B, A} from the index's column weights (first column = A), scaled to 0..1. */
export function tsRankWeights(weights: number[]) {
  const max = Math.max(...weights, 1);
  const abc = [0, 1, 2, 3].map((i) => (weights[i] ?? 0) / max);
  return `{${[abc[3], abc[2], abc[1], abc[0]].join(',')}}`;
}

const config = sql`${sql.lit(SEARCH_CONFIG)}::regconfig`;
const tsQuery = (query: string) => sql`to_tsquery(${config}, ${query})`;

/** The query's terms folded into lexemes by the index's own configuration (unaccent, lower case), deduplicated. */
async function lexemesOf(db: Db, terms: string) {
  const { rows } = await sql<{ l: string }>`select unnest(tsvector_to_array(to_tsvector(${config}, ${terms}))) as l`.execute(db);
  return rows.map((r) => r.l);
}

/**
 * The candidate query: the `candidates` most popular rows matching every lexeme as a prefix, as
 * FTS5 takes them. Each lexeme's prefix rows come off the (prefix, popularity desc, id desc) index
 * already in that order: one lexeme's first `candidates` rows are the answer however broad the
 * prefix, and several lexemes' streams are merge-joined on (popularity, id), which stops as soon
 * as `candidates` rows are in every stream. A lexeme longer than PREFIX_MAX reads its first
 * PREFIX_MAX characters' rows and the vector keeps the rows that match the whole query. Only the
 * candidates are ranked, with ts_rank and the name kept in the side table, so the model table is
 * not read. Exported for the plan test.
 */
export function candidateSql(index: SearchIndexDef, lexemes: string[], tsquery: string, candidates: number) {
  const prefixes = prefixTable(index);
  const side = searchTable(index);
  const alias = (i: number) => sql.ref(`p${i}`);
  const from = sql.join(
    lexemes.map((l, i) =>
      i === 0
        ? sql`${prefixes} as ${alias(0)}`
        : sql`join ${prefixes} as ${alias(i)} on ${alias(i)}.popularity = p0.popularity and ${alias(i)}.id = p0.id`,
    ),
    sql` `,
  );
  const where = sql.join(
    lexemes.map((l, i) => sql`${alias(i)}.prefix = ${[...l].slice(0, PREFIX_MAX).join('')}`),
    sql` and `,
  );
  const truncated = lexemes.some((l) => [...l].length > PREFIX_MAX);
  const vectorFilter = truncated ? sql`and (select s.vector from ${side} as s where s.id = p0.id) @@ q.q` : sql``;
  return sql<Candidate>`
    with q as (select ${tsQuery(tsquery)} as q),
    m as (
      select p0.id, p0.popularity from ${from}${truncated ? sql`, q` : sql``}
      where ${where} ${vectorFilter}
      order by p0.popularity desc, p0.id desc limit ${candidates}
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
    const lexemes = await lexemesOf(db, searchTerms(query).join(' '));
    if (!lexemes.length) return [];
    const { rows } = await candidateSql(index, lexemes, tsquery, candidates).execute(db);
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
