import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Services } from './services';

/** Starts the job worker and the scheduler (jobs/scheduler modules register here). */
export async function startBackgroundWork(_db: Db, _config: Config, _services: Services) {
  const stops: (() => Promise<void>)[] = [];
  return {
    async stop() {
      for (const stop of stops) await stop();
    },
  };
}
