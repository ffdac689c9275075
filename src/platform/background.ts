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
  // ROLE=web leaves jobs and scheduled tasks to the worker processes; a worker serves no live streams
  const works = config.ROLE !== 'web';
  const serves = config.ROLE !== 'worker';
  await services.fleet.start();
  if (works) await services.jobs.start();
  const scheduler = works ? new Scheduler({ db, config, services }).start() : null;
  if (serves) services.notificationFeed.start();
  return {
    jobs: services.jobs,
    scheduler,
    async stop() {
      services.notificationFeed.stop();
      await services.fleet.stop();
      await scheduler?.stop();
      await services.jobs.stop();
    },
  };
}
