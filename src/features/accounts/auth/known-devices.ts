import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';

const deviceHash = (userAgent: string | null | undefined, ip: string | null | undefined) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(`${userAgent ?? ''}\n${ip ?? ''}`)));

/**
 * Records that the user signed in from this user agent + IP. Returns true when the combination
 * was never seen before (the "new sign-in" mail goes out then). Only a hash is stored.
 */
export async function rememberDevice(db: Db, userId: number, userAgent: string | null | undefined, ip: string | null | undefined) {
  const hash = deviceHash(userAgent, ip);
  const now = nowIso();
  const inserted = await db
    .insertInto('user_known_devices')
    .values({ user_id: userId, device_hash: hash, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  await db
    .updateTable('user_known_devices')
    .set({ last_seen_at: now })
    .where('user_id', '=', userId)
    .where('device_hash', '=', hash)
    .execute();
  return false;
}
