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

/** The FTS rowid of a model row, as the triggers of migrations 0201 and 0300 compute it. */
function rowKey(index: SearchIndexDef) {
  if (!index.popularityColumn) return sql`t.id`;
  const pop = ident(index.popularityColumn);
  return sql`(min(max(CAST(t.${pop} * 100 AS INTEGER), 0), 1073741823) * ${sql.lit(ID_MODULUS)} + t.id)`;
}

// a fixed condition from code (SearchIndexDef.where), never user input
const condition = (index: SearchIndexDef) => (index.where ? sql`where ${sql.raw(index.where)}` : sql``);

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
  async stats(db: Db, index: SearchIndexDef) {
    const fts = ident(index.fts);
    const indexed = await sql<{ n: number }>`select count(*) as n from ${fts}`.execute(db);
    const source = await sql<{ n: number }>`select count(*) as n from ${ident(index.table)} as t ${condition(index)}`.execute(db);
    let bytes: number | null = null;
    try {
      // the FTS5 table's shadow tables (_data, _idx, _docsize, _config): dbstat needs SQLITE_ENABLE_DBSTAT_VTAB
      const shadows = ['data', 'idx', 'docsize', 'config'].map((suffix) => `${index.fts}_${suffix}`);
      const size = await sql<{ n: number | null }>`select sum(pgsize) as n from dbstat where name in (${sql.join(shadows)})`.execute(db);
      bytes = Number(size.rows[0]?.n ?? 0);
    } catch {
      bytes = null;
    }
    return { indexed: Number(indexed.rows[0]?.n ?? 0), source: Number(source.rows[0]?.n ?? 0), bytes };
  },
  async rebuild(db: Db, index: SearchIndexDef) {
    const fts = ident(index.fts);
    const cols = sql.join(index.columns.map(ident));
    const values = sql.join(index.columns.map((c) => sql`t.${ident(c)}`));
    await db.transaction().execute(async (trx) => {
      await sql`insert into ${fts}(${fts}) values ('delete-all')`.execute(trx);
      await sql`insert into ${fts}(rowid, ${cols}) select ${rowKey(index)}, ${values} from ${ident(index.table)} as t ${condition(index)}`.execute(
        trx,
      );
    });
    await sql`insert into ${fts}(${fts}) values ('optimize')`.execute(db);
  },
};
