import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestTitle } from '../../features/catalogue/common/factories';
import { testEngine } from '../../testing/postgres';
import { useSearchIndexTest } from '../../testing/search-index';
import { catalogueIndexes } from './index';
import { candidateSql } from './sqlite';

// FTS5 internals; the behaviour both engines share is in search.test.ts. Runs in the SQLite pass.
describe.runIf(testEngine() === 'sqlite')('SQLite FTS5 index', () => {
  const ctx = useSearchIndexTest('titles_fts');

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
