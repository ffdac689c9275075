import type { Config } from '../config';
import type { Db } from '../db/database';
import { Scheduler } from './scheduler';
import type { Services } from './services';

/**
 * Starts the job worker and the scheduler (the tasks of services.registry, from the feature
 * modules); stop() lets running jobs and tasks finish.
 */
export async function startBackgroundWork(db: Db, config: Config, services: Services) {
  await services.jobs.start();
  const scheduler = new Scheduler({ db, config, services }).start();
  return {
    jobs: services.jobs,
    scheduler,
    async stop() {
      await scheduler.stop();
      await services.jobs.stop();
    },
  };
}
