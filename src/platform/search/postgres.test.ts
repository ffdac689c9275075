import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestTitle } from '../../features/catalogue/common/factories';
import { testEngine } from '../../testing/postgres';
import { useSearchIndexTest } from '../../testing/search-index';
import { catalogueIndexes } from './index';
import { candidateSql, tsRankWeights } from './postgres';

// tsvector + GIN internals; the behaviour both engines share is in search.test.ts. Runs in the
// PostgreSQL pass (TEST_DATABASE=postgres).
describe.runIf(testEngine() === 'postgres')('PostgreSQL search index', () => {
  const ctx = useSearchIndexTest('titles_search');

  it('folds accents and case in the index itself', async () => {
    const t = await createTestTitle(ctx.db, { name: 'Amélie', original_name: 'ÉTÉ Noël', year: 2001 });
    const row = await sql<{ v: string }>`select vector::text as v from titles_search where id = ${t.id}`.execute(ctx.db);
    expect(row.rows[0]!.v).toBe(`'2001':4C 'amelie':1A 'ete':2B 'noel':3B`);
    await ctx.db.deleteFrom('titles').where('id', '=', t.id).execute();
  });

  it('weights columns like the FTS5 index', () => {
    expect(tsRankWeights([10, 6, 2])).toBe('{0,0.2,0.6,1}');
    expect(tsRankWeights([1])).toBe('{0,0,0,1}');
  });

  it('finds matches through the GIN index, never by scanning the titles', async () => {
    await sql`set enable_seqscan = off`.execute(ctx.db); // a two-row table would otherwise be scanned
    const query = candidateSql(catalogueIndexes.titles, `'matr':*`, 200).compile(ctx.db);
    const plan = await sql
      .raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`.replace('$1', `'''matr'':*'`).replace('$2', '200'))
      .execute(ctx.db);
    await sql`reset enable_seqscan`.execute(ctx.db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/titles_search_vector_idx/);
    expect(text).not.toMatch(/Seq Scan on titles\b/);
  });
});
