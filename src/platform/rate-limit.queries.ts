import type { Db } from '../db/database';
import { nowIso } from '../db/database';

// The `rate_limits` table: one row per bucket (key = SHA-256 of the bucket name), fixed windows.

export function findBucket(db: Db, key: string) {
  return db.selectFrom('rate_limits').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
}

/** Counts one hit in one upsert: an expired window starts over at 1, an open one counts on. */
export function upsertHit(db: Db, key: string, now: string, resetAt: string) {
  return db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limits.reset_at', '<=', now)
          .then(1)
          .else(eb('rate_limits.hits', '+', 1))
          .end(),
        reset_at: eb.case().when('rate_limits.reset_at', '<=', now).then(resetAt).else(eb.ref('rate_limits.reset_at')).end(),
      })),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
}

export async function deleteBucket(db: Db, key: string) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function deleteExpiredBuckets(db: Db) {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso()).execute();
}
