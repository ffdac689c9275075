import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { createTestUser } from '../testing/factories';
import { compiledOnce } from './compiled-query';
import { directSqliteOf } from './database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('compiledOnce', () => {
  it('runs the query compiled on first use with each call’s own arguments', async () => {
    const [a, b] = [await createTestUser(ctx.db, { name: 'Ada' }), await createTestUser(ctx.db, { name: 'Bo' })];
    const named = compiledOnce((db, id: number, email: string) =>
      db.selectFrom('users').select('name').where('id', '=', id).where('email', '=', email),
    );
    expect(await named(ctx.db, a.id, a.email)).toEqual([{ name: 'Ada' }]);
    expect(await named(ctx.db, b.id, b.email)).toEqual([{ name: 'Bo' }]);
    expect(await named(ctx.db, a.id, b.email)).toEqual([]);
    await ctx.db.transaction().execute(async (trx) => expect(await named(trx, b.id, b.email)).toEqual([{ name: 'Bo' }]));
  });

  it('never reads the writes of a transaction still open, on either engine', async () => {
    const user = await createTestUser(ctx.db, { name: 'Before' });
    const named = compiledOnce((db, id: number) => db.selectFrom('users').select('name').where('id', '=', id));
    expect(await named(ctx.db, user.id)).toEqual([{ name: 'Before' }]);
    let read: Promise<{ name: string | null }[]> | undefined;
    const rolledBack = new Error('rolled back');
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ name: 'Uncommitted' }).where('id', '=', user.id).execute();
        // on SQLite this shares the transaction's one connection: run directly, it would see 'Uncommitted'
        read = named(ctx.db, user.id);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await read).toEqual([{ name: 'Before' }]);
  });

  it('runs straight on SQLite only outside a transaction', async () => {
    if (!ctx.config.DATABASE_URL.startsWith('sqlite:')) return expect(directSqliteOf(ctx.db)).toBeNull();
    expect(directSqliteOf(ctx.db)).not.toBeNull();
    await ctx.db.transaction().execute(async () => expect(directSqliteOf(ctx.db)).toBeNull());
  });

  it('refuses a query that does not bind an argument as given', async () => {
    const search = compiledOnce((db, text: string) => db.selectFrom('users').select('id').where('name', 'like', `%${text}%`));
    await expect(search(ctx.db, 'Ad')).rejects.toThrow('every argument must be bound as it is given');
  });
});
