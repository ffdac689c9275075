import type WebPush from 'web-push';
import { lazyRequire } from '../../../platform/lazy-require';
import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { findVapidKeys, insertVapidKeysOnce } from './push.queries';

// loaded when a key pair is made or a push is sent, not with every server
const webPush = lazyRequire<typeof WebPush>('web-push');

// The install's VAPID identity: a P-256 key pair made on the first start and kept in the database
// (a new pair would orphan every browser's subscription), and a contact subject push services
// may use: the site's https: URL, else the address mail is sent from.

/** The key pair, made and stored on first use; two processes racing keep the first one stored. */
export async function vapidKeys(db: Db) {
  const stored = await findVapidKeys(db);
  if (stored) return stored;
  const made = webPush().generateVAPIDKeys();
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
