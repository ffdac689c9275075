import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestTitle } from '../../features/catalogue/common/factories';
import { testEngine } from '../../testing/postgres';
import { useSearchIndexTest } from '../../testing/search-index';
import { catalogueIndexes, searchEngine } from './index';
import { candidateSql, PREFIX_MAX, tsRankWeights } from './postgres';

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

  it('keeps every prefix of every word beside its popularity, through renames, popularity changes and deletes', async () => {
    const prefixes = async (id: number) =>
      (
        await sql<{
          prefix: string;
          popularity: number;
        }>`select prefix, popularity from titles_search_prefixes where id = ${id} order by prefix`.execute(ctx.db)
      ).rows;
    const t = await createTestTitle(ctx.db, { name: 'Ōkapi Oka', original_name: null, year: null, popularity: 5 });
    expect(await prefixes(t.id)).toEqual(['o', 'ok', 'oka', 'okap', 'okapi'].map((prefix) => ({ prefix, popularity: 5 })));
    await ctx.db.updateTable('titles').set({ name: 'Yak', popularity: 7 }).where('id', '=', t.id).execute();
    expect(await prefixes(t.id)).toEqual(['y', 'ya', 'yak'].map((prefix) => ({ prefix, popularity: 7 })));
    await ctx.db.deleteFrom('titles').where('id', '=', t.id).execute();
    expect(await prefixes(t.id)).toEqual([]);
  });

  it('finds a word longer than the stored prefixes by its vector', async () => {
    const long = 'Supercalifragilistic';
    expect(long.length).toBeGreaterThan(PREFIX_MAX);
    const t = await createTestTitle(ctx.db, { name: long });
    const other = await createTestTitle(ctx.db, { name: `${long.slice(0, PREFIX_MAX)}zzz` });
    const hits = await searchEngine(ctx.db).search(ctx.db, catalogueIndexes.titles, long.slice(0, PREFIX_MAX + 2), 10);
    expect(hits.map((h) => h.id)).toEqual([t.id]);
    await ctx.db.deleteFrom('titles').where('id', 'in', [t.id, other.id]).execute();
  });

  it('finds several words, common or rare, most popular first', async () => {
    await sql`insert into titles (type, name, slug, popularity)
      select 'movie', case when i % 2 = 0 then 'Alpha Beta ' else 'Alpha Gamma ' end || i, 'x', i from generate_series(1, 60) as i`.execute(
      ctx.db,
    );
    await createTestTitle(ctx.db, { name: 'Alpha Zulu', popularity: 0 });
    const top = async (q: string) => {
      const hits = await searchEngine(ctx.db).search(ctx.db, catalogueIndexes.titles, q, 3);
      if (!hits.length) return [];
      const rows = await ctx.db
        .selectFrom('titles')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          hits.map((h) => h.id),
        )
        .execute();
      return hits.map((h) => rows.find((r) => r.id === h.id)!.name);
    };
    expect(await top('alph bet')).toEqual(['Alpha Beta 60', 'Alpha Beta 58', 'Alpha Beta 56']);
    expect(await top('gam alp')).toEqual(['Alpha Gamma 59', 'Alpha Gamma 57', 'Alpha Gamma 55']);
    expect(await top('alpha zul')).toEqual(['Alpha Zulu']);
    expect(await top('alpha delta')).toEqual([]);
    await ctx.db.deleteFrom('titles').where('name', 'like', 'Alpha %').execute();
  });

  it('reads the most popular matches off the prefix index, never scanning or sorting the titles', async () => {
    // a few rows would rather be scanned and sorted: forbid that, so a plan exists only if the index gives the order
    await sql`set enable_seqscan = off; set enable_bitmapscan = off; set enable_sort = off`.execute(ctx.db);
    const query = candidateSql(catalogueIndexes.titles, ['the', 'matr'], `'the':* & 'matr':*`, 200).compile(ctx.db);
    const plan = await sql
      .raw<{ 'QUERY PLAN': string }>(
        `EXPLAIN ${query.sql}`.replace(/\$(\d+)/g, (_, i) => `'${String(query.parameters[Number(i) - 1]).replaceAll("'", "''")}'`),
      )
      .execute(ctx.db);
    await sql`reset enable_seqscan; reset enable_bitmapscan; reset enable_sort`.execute(ctx.db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan using titles_search_prefixes_idx on titles_search_prefixes p0\b/);
    expect(text).not.toMatch(/Seq Scan on titles\b/);
    expect(text).not.toMatch(/Sort Key: p0\.popularity/);
  });
});
