import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type OpenedDatabase } from '../../../db/database';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { createTestCredit, createTestEpisode, createTestPerson, createTestSeason, createTestTitle } from '../common/factories';
import { loadPersonBundle } from '../people/people.bundle';
import { loadTitleBundle } from './titles.bundle';

let ctx: TestContext;
let counted: Kysely<Database>;
let countedHandle: OpenedDatabase;
let statements: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // A second handle on the same database whose log records every statement it runs.
  countedHandle = openDatabase(ctx.config.DATABASE_URL, {
    log: (e) => {
      if (e.level === 'query') statements.push(e.query.sql);
    },
  });
  counted = countedHandle.db;
});
afterAll(async () => {
  await countedHandle.close();
  await ctx.close();
});

async function countWhile(fn: () => Promise<unknown>) {
  statements = [];
  await fn();
  return statements.length;
}

describe('payload assembly', () => {
  it('loads a title with 30 credits and 5 seasons in a fixed number of statements', async () => {
    const small = await createTestTitle(ctx.db, { type: 'series', genres: ['Drama'] });
    const big = await createTestTitle(ctx.db, { type: 'series', genres: ['Drama', 'Crime'], keywords: ['a', 'b'], countries: ['US'] });
    for (let i = 0; i < 30; i++) {
      const p = await createTestPerson(ctx.db);
      await createTestCredit(ctx.db, { person_id: p.id, title_id: big.id, order: i, department: i < 25 ? 'cast' : 'writing' });
    }
    for (let s = 1; s <= 5; s++) await createTestSeason(ctx.db, big.id, s, 2);

    const smallCount = await countWhile(() => loadTitleBundle(counted, ctx.services.storage, small.id));
    const bigCount = await countWhile(() => loadTitleBundle(counted, ctx.services.storage, big.id));
    expect(bigCount).toBe(smallCount);
    expect(bigCount).toBeLessThanOrEqual(5);
    const bundle = await loadTitleBundle(counted, ctx.services.storage, big.id);
    expect(bundle!.title.credits.cast).toHaveLength(15);
    expect(bundle!.title.seasons).toHaveLength(5);
  });

  it('loads a person with many credits in a fixed number of statements', async () => {
    const person = await createTestPerson(ctx.db);
    const other = await createTestPerson(ctx.db);
    await createTestCredit(ctx.db, { person_id: other.id, title_id: (await createTestTitle(ctx.db)).id });
    for (let i = 0; i < 12; i++) {
      const t = await createTestTitle(ctx.db, { type: 'series' });
      const season = await createTestSeason(ctx.db, t.id, 1);
      const ep = await createTestEpisode(ctx.db, season, { episode_number: 1 });
      await createTestCredit(ctx.db, { person_id: person.id, title_id: t.id, department: i % 2 ? 'cast' : 'directing' });
      await createTestCredit(ctx.db, { person_id: person.id, title_id: t.id, season_id: season.id, episode_id: ep.id });
    }
    const few = await countWhile(() => loadPersonBundle(counted, ctx.services.storage, other.id));
    const many = await countWhile(() => loadPersonBundle(counted, ctx.services.storage, person.id));
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(3);
    const bundle = await loadPersonBundle(counted, ctx.services.storage, person.id);
    expect(bundle!.person.credits_count).toBe(24);
    expect(Object.keys(bundle!.person.credits)).toEqual(['cast', 'directing']);
  });
});
