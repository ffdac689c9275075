import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestTitle } from '../features/catalogue/common/factories';
import { createTestContext, type TestContext, useLifecycle } from './harness';

/**
 * What the engine-internal index tests (sqlite.test.ts, postgres.test.ts) share: a database with
 * The Matrix (popular) and Matrimony, and the case that the index table keeps one row per title.
 */
export function useSearchIndexTest(indexTable: string): TestContext {
  const ctx = useLifecycle(
    async () => {
      const created = await createTestContext();
      await createTestTitle(created.db, { name: 'The Matrix', popularity: 80 });
      await createTestTitle(created.db, { name: 'Matrimony', popularity: 1 });
      return created;
    },
    (created) => created.close(),
  );
  it(`keeps one ${indexTable} row per title through inserts and deletes`, async () => {
    const t = await createTestTitle(ctx.db, { name: 'Zebra Crossing' });
    await ctx.db.deleteFrom('titles').where('id', '=', t.id).execute();
    const rows = await sql<{ n: number }>`select count(*) as n from ${sql.table(indexTable)}`.execute(ctx.db);
    expect(rows.rows[0]!.n).toBe(2);
  });
  return ctx;
}
