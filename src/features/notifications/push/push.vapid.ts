import { createECDH } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { findVapidKeys, insertVapidKeysOnce } from './push.queries';

// The install's VAPID identity: a P-256 key pair made on the first start and kept in the database
// (a new pair would orphan every browser's subscription), and a contact subject push services
// may use: the site's https: URL, else the address mail is sent from.

/**
 * A new P-256 key pair in the form web-push reads (base64url: the 65-byte uncompressed public point
 * and the 32-byte private scalar), made with node's own crypto: the first start makes it, and
 * loading web-push there only for this would keep it in the server's memory (issue 18).
 */
function newVapidKeyPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - secret.length), secret]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/** The key pair, made and stored on first use; two processes racing keep the first one stored. */
export async function vapidKeys(db: Db) {
  const stored = await findVapidKeys(db);
  if (stored) return stored;
  const made = newVapidKeyPair();
  await insertVapidKeysOnce(db, { public_key: made.publicKey, private_key: made.privateKey });
  return (await findVapidKeys(db))!;
}

/** Seeder: the keys exist from the first start on. */
export async function ensureVapidKeys(db: Db) {
  await vapidKeys(db);
}

export function vapidSubject({ config, services }: Pick<Deps, 'config' | 'services'>) {
  if (config.APP_URL.startsWith('https://')) return config.APP_URL;
  const from = services.mail.from();
  return `mailto:${from.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? from.trim()}`;
}
