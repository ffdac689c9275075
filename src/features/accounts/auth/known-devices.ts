import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Db } from '../../../db/database';
import { touchKnownDevice } from './auth.queries';

const deviceHash = (userAgent: string | null | undefined, ip: string | null | undefined) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(`${userAgent ?? ''}\n${ip ?? ''}`)));

/**
 * Records that the user signed in from this user agent + IP. Returns true when the combination
 * was never seen before (the "new sign-in" mail goes out then). Only a hash is stored.
 */
export async function rememberDevice(db: Db, userId: number, userAgent: string | null | undefined, ip: string | null | undefined) {
  return touchKnownDevice(db, userId, deviceHash(userAgent, ip));
}
