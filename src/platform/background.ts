import type { Config } from '../config';
import type { Db } from '../db/database';
import { Scheduler } from './scheduler';
import type { Services } from './services';

/**
 * Starts the fleet sync (settings and cache changes of other processes), the job worker, the
 * scheduler (the tasks of services.registry, from the feature modules) and the notification feed's
 * watch for other processes' changes; stop() lets running jobs and tasks finish.
 */
export async function startBackgroundWork(db: Db, config: Config, services: Services) {
  await services.fleet.start();
  await services.jobs.start();
  const scheduler = new Scheduler({ db, config, services }).start();
  services.notificationFeed.start();
  return {
    jobs: services.jobs,
    scheduler,
    async stop() {
      services.notificationFeed.stop();
      await services.fleet.stop();
      await scheduler.stop();
      await services.jobs.stop();
    },
  };
}
