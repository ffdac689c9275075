import type { Db } from '../../src/db/database';
import { DEMO_PREFIX } from '../../src/features/catalogue/demo/demo.generate';

// What demo:seed checks before seeding. (These belong with catalogue/demo once it has a *.queries.ts.)

/** Whether the demo catalogue was seeded already (its external ids start with `demo:`). */
export async function demoSeeded(db: Db) {
  return !!(await db
    .selectFrom('external_ids')
    .select('model_id')
    .where('external_id', 'like', `${DEMO_PREFIX}%`)
    .limit(1)
    .executeTakeFirst());
}

export async function catalogueHasTitles(db: Db) {
  return !!(await db.selectFrom('titles').select('id').limit(1).executeTakeFirst());
}
