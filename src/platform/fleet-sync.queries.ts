import { type Db, nowIso } from '../db/database';

// The SQL of the fleet sync (platform/fleet-sync.ts) over cache_invalidations.

export async function insertInvalidation(db: Db, tags: string[], origin: string) {
  await db
    .insertInto('cache_invalidations')
    .values({ tags: JSON.stringify(tags), origin, created_at: nowIso() })
    .execute();
}

export async function latestInvalidationId(db: Db) {
  const row = await db
    .selectFrom('cache_invalidations')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export function invalidationsAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('cache_invalidations')
    .select(['id', 'tags', 'origin'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteInvalidationsBefore(db: Db, before: string) {
  await db.deleteFrom('cache_invalidations').where('created_at', '<', before).execute();
}
