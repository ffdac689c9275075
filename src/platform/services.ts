import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AccessSubject } from '../features/accounts/roles/access';
import { loadGuestSubject } from '../features/accounts/roles/roles.queries';
import { buildRegistry, type FeatureModule, installRegistry, type ProductRegistry } from '../features/module';
import { NotificationFeed } from '../features/notifications/live/notification-feed';
import { SettingsStore } from '../features/operations/settings/settings.store';
import { Cache } from './cache';
import { FleetSync } from './fleet-sync';
import { JobQueue } from './jobs';
import { LocalStorage, type Storage } from './storage';
import { createMailer, type Mailer } from './mail';

/** Long-lived services shared by every request (c.var.services), built once per app. */
export interface Services {
  logger: Logger;
  settings: SettingsStore;
  cache: Cache;
  /** Public files (avatars, images, media); local disk by default. */
  storage: Storage;
  jobs: JobQueue; // dispatch(name, payload) from routes; the worker runs in startBackgroundWork
  /** The guest role's permissions, cached until roles change. */
  guestSubject(): Promise<AccessSubject>;
  /** Outgoing mail (log transport by default). */
  mail: Mailer;
  /** Wakes the bell's live streams when a user's notifications change (announce after the change). */
  notificationFeed: NotificationFeed;
  /** Keeps settings and the cache in step with other processes on the same database (started with the background work). */
  fleet: FleetSync;
  /** What the feature modules contribute (jobs, schedules, seeders, extensions...), built once. */
  registry: ProductRegistry;
}

/** Builds the services of one app from the product's modules (features/index.ts: productModules). */
export async function createServices(db: Db, config: Config, logger: Logger, modules: readonly FeatureModule[]): Promise<Services> {
  const registry = buildRegistry(modules);
  installRegistry(registry);
  const settings = new SettingsStore(db, {
    APP_DEMO: config.APP_DEMO ? 'true' : undefined,
    DEMO_EMAIL: config.DEMO_EMAIL,
    DEMO_PASSWORD: config.DEMO_PASSWORD,
  });
  await settings.load();
  const cache = new Cache();
  const services: Services = {
    logger,
    settings,
    cache,
    storage: await createStorage(config),
    jobs: new JobQueue(db, { logger, handlers: registry.jobs }),
    mail: createMailer(db, config, settings, logger),
    notificationFeed: new NotificationFeed(db, logger),
    registry,
    fleet: new FleetSync(db, cache, settings, logger),
    guestSubject: () => cache.remember('guest-subject', 60_000, ['roles'], () => loadGuestSubject(db)),
  };
  services.jobs.bindRuntime({ db, config, services });
  return services;
}

/** The configured storage: local disk, or S3 with STORAGE_DRIVER=s3 (the AWS SDK loads only then). */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER !== 's3') return new LocalStorage(config.paths.storage);
  const { S3Storage, s3SettingsFromConfig } = await import('./storage-s3');
  return new S3Storage(s3SettingsFromConfig(config));
}
