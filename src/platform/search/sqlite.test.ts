import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTitle } from '../../features/catalogue/common/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { catalogueIndexes, ftsMatchExpression, searchEngine } from './index';
import { candidateSql } from './sqlite';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createTestTitle(ctx.db, {
    name: 'Amélie',
    original_name: 'Le Fabuleux Destin d’Amélie Poulain',
    release_date: '2001-04-25',
    year: 2001,
    popularity: 30,
  });
  await createTestTitle(ctx.db, { name: 'The Matrix', release_date: '1999-03-31', year: 1999, popularity: 80 });
  await createTestTitle(ctx.db, { name: 'Matrimony', popularity: 1 });
  await createTestTitle(ctx.db, { name: 'The Matrix Reloaded', year: 2003, release_date: '2003-05-15', popularity: 60 });
  await createTestTitle(ctx.db, { name: 'Crouching Tiger, Hidden Dragon', original_name: '臥虎藏龍', popularity: 20 });
});
afterAll(() => ctx.close());

const search = (q: string, limit = 10) => searchEngine().search(ctx.db, catalogueIndexes.titles, q, limit);
const names = async (q: string) => {
  const hits = await search(q);
  const rows = await ctx.db
    .selectFrom('titles')
    .select(['id', 'name'])
    .where('id', 'in', hits.length ? hits.map((h) => h.id) : [-1])
    .execute();
  return hits.map((h) => rows.find((r) => r.id === h.id)!.name);
};

describe('SQLite FTS5 search', () => {
  it('folds accents both ways', async () => {
    expect(await names('amelie')).toEqual(['Amélie']);
    expect(await names('AMÉLIE')).toEqual(['Amélie']);
    expect(await names('poulain')).toEqual(['Amélie']);
  });

  it('matches every word as a prefix, and years', async () => {
    expect(await names('matr')).toEqual(['The Matrix', 'The Matrix Reloaded', 'Matrimony']);
    expect(await names('the mat rel')).toEqual(['The Matrix Reloaded']);
    expect(await names('matrix 1999')).toEqual(['The Matrix']);
    expect(await names('臥虎')).toEqual(['Crouching Tiger, Hidden Dragon']);
  });

  it('ranks a name that starts with the query and popular titles first', async () => {
    expect((await names('matri'))[0]).toBe('The Matrix');
    expect((await names('matrim'))[0]).toBe('Matrimony');
  });

  it('never lets user input break the MATCH syntax', async () => {
    for (const q of [
      '"',
      '*',
      'AND',
      'OR',
      'NOT',
      '(',
      ')',
      'matrix"',
      '"matrix" OR',
      'name:matrix',
      '^mat',
      'NEAR(a b)',
      '-',
      "'",
      '\\',
      '%',
      '   ',
      '',
    ]) {
      await expect(search(q), q).resolves.toBeInstanceOf(Array);
    }
    expect(await names('matrix)')).toContain('The Matrix');
    expect(ftsMatchExpression('a"b OR (c*')).toBe('"a"* "b"* "OR"* "c"*');
    expect(ftsMatchExpression('*()"')).toBeNull();
  });

  it('stays in step with inserts, renames, popularity changes and deletes', async () => {
    const t = await createTestTitle(ctx.db, { name: 'Zebra Crossing', popularity: 5 });
    expect(await names('zebr')).toEqual(['Zebra Crossing']);
    await ctx.db.updateTable('titles').set({ popularity: 900 }).where('id', '=', t.id).execute();
    expect(await names('zebr')).toEqual(['Zebra Crossing']);
    await ctx.db.updateTable('titles').set({ name: 'Okapi Crossing' }).where('id', '=', t.id).execute();
    expect(await names('zebr')).toEqual([]);
    expect(await names('okap')).toEqual(['Okapi Crossing']);
    await ctx.db.deleteFrom('titles').where('id', '=', t.id).execute();
    expect(await names('okap')).toEqual([]);
    const rows = await sql<{ n: number }>`select count(*) as n from titles_fts`.execute(ctx.db);
    expect(rows.rows[0]!.n).toBe(5);
  });

  it('walks the most popular matches first, so broad prefixes stay cheap', async () => {
    // popularity is part of the FTS rowid: the newest-but-popular title leads the candidates
    const hot = await createTestTitle(ctx.db, { name: 'Matrix Resurrections', popularity: 500 });
    const ids = (
      await sql<{
        id: number;
      }>`select rowid % 4294967296 as id from titles_fts where titles_fts match ${'"matr"*'} order by rowid desc limit 1`.execute(ctx.db)
    ).rows;
    expect(ids[0]!.id).toBe(hot.id);
    await ctx.db.deleteFrom('titles').where('id', '=', hot.id).execute();
  });

  it('runs MATCH against the FTS index and joins only the candidates', async () => {
    const query = candidateSql(catalogueIndexes.titles, '"matr"*', 40).compile(ctx.db);
    const plan = await sql
      .raw<{ detail: string }>(`EXPLAIN QUERY PLAN ${query.sql}`.replace('?', `'"matr"*'`).replace('?', '200'))
      .execute(ctx.db);
    const details = plan.rows.map((r) => r.detail);
    expect(details.some((d) => /SCAN titles_fts VIRTUAL TABLE INDEX \d+:M/.test(d))).toBe(true);
    expect(details.some((d) => /SEARCH t USING INTEGER PRIMARY KEY/.test(d))).toBe(true);
    expect(details.some((d) => /SCAN t\b/.test(d))).toBe(false);
  });
});
