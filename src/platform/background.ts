import type { Config } from '../config';
import type { Db } from '../db/database';
import { pruneLogs } from '../features/operations/logs/logs.prune';
import { registerScheduledTask, Scheduler } from './scheduler';
import type { Services } from './services';

// Built-in recurring work; features register their own tasks with registerScheduledTask().
registerScheduledTask('logs:prune', '17 3 * * *', ({ db, config, services }) =>
  // the setting is read at run time so a change applies without a restart
  pruneLogs(db, Number(services.settings.get('logging.error_log_days')) || 30, config.paths.logs),
);

/** Starts the job worker and the scheduler; stop() lets running jobs and tasks finish. */
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
