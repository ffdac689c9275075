import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AccessSubject } from '../features/roles/access';
import { loadGuestSubject } from '../features/roles/roles.queries';
import { SettingsStore } from '../features/settings/settings.store';
import { Cache } from './cache';
import { LocalStorage, type Storage } from './storage';

/** Long-lived services shared by every request (c.var.services), built once per app. */
export interface Services {
  logger: Logger;
  settings: SettingsStore;
  cache: Cache;
  /** Public files (avatars, images, media); local disk by default. */
  storage: Storage;
  /** The guest role's permissions, cached until roles change. */
  guestSubject(): Promise<AccessSubject>;
}

export async function createServices(db: Db, config: Config, logger: Logger): Promise<Services> {
  const settings = new SettingsStore(db, { APP_DEMO: config.APP_DEMO ? 'true' : undefined });
  await settings.load();
  const cache = new Cache();
  return {
    logger,
    settings,
    cache,
    storage: new LocalStorage(config.paths.storage),
    guestSubject: () => cache.remember('guest-subject', 60_000, ['roles'], () => loadGuestSubject(db)),
  };
}
