import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTitle } from '../../features/catalogue/common/factories';
import { listsIndex } from '../../features/community/lists/lists.search';
import { createTestUser } from '../../testing/factories';
import { createTestContext, type TestContext } from '../../testing/harness';
import { catalogueIndexes, ftsMatchExpression, type SearchIndexDef, searchEngine } from './index';

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

const search = (q: string, limit = 10) => searchEngine(ctx.db).search(ctx.db, catalogueIndexes.titles, q, limit);
/** The names of what a search of `table` finds, best first. */
const namesIn = async (table: 'titles' | 'lists', index: SearchIndexDef, q: string) => {
  const hits = await searchEngine(ctx.db).search(ctx.db, index, q, 10);
  const rows = await ctx.db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', 'in', hits.length ? hits.map((h) => h.id) : [-1])
    .execute();
  return hits.map((h) => rows.find((r) => r.id === h.id)!.name);
};
const names = (q: string) => namesIn('titles', catalogueIndexes.titles, q);

// The same behaviour on both engines: FTS5 on SQLite, tsvector + GIN on PostgreSQL (TEST_DATABASE=postgres).
describe('search', () => {
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
    expect(await names('crossing')).toEqual([]);
  });

  it('filters listings by the same match', async () => {
    const matching = searchEngine(ctx.db).matchingIds(catalogueIndexes.titles, 'MATRIX rel');
    const rows = await ctx.db
      .selectFrom('titles')
      .select('name')
      .where('id', 'in', matching as never)
      .execute();
    expect(rows.map((r) => r.name)).toEqual(['The Matrix Reloaded']);
    expect(searchEngine(ctx.db).matchingIds(catalogueIndexes.titles, '"*()')).toBeNull();
  });

  it('finds public lists only, and follows a list made private or public', async () => {
    const owner = await createTestUser(ctx.db);
    const add = async (name: string, isPublic: boolean, description: string | null = null) =>
      (
        await ctx.db
          .insertInto('lists')
          .values({ user_id: owner.id, name, slug: name.toLowerCase().replaceAll(' ', '-'), description, public: isPublic ? 1 : 0 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const listNames = (q: string) => namesIn('lists', listsIndex, q);
    const open = await add('Café Noir Classics', true, 'Night films');
    const hidden = await add('Café Secret Picks', false);
    expect(await listNames('cafe')).toEqual(['Café Noir Classics']);
    expect(await listNames('night')).toEqual(['Café Noir Classics']);
    expect(await listNames('secret')).toEqual([]);
    await ctx.db.updateTable('lists').set({ public: 0 }).where('id', '=', open).execute();
    await ctx.db.updateTable('lists').set({ public: 1 }).where('id', '=', hidden).execute();
    expect(await listNames('café')).toEqual(['Café Secret Picks']);
    await ctx.db.deleteFrom('lists').where('id', 'in', [open, hidden]).execute();
    expect(await listNames('cafe')).toEqual([]);
  });
});
