import type { FeatureModule } from '../module';
import { pruneLogs } from './logs/logs.prune';
import { REBUILD_JOB, rebuildSearchIndexes } from './search-index/search-index.service';

/** Operations: settings, logs, health, insights. */
export const operationsModule: FeatureModule = {
  name: 'operations',
  jobs: { [REBUILD_JOB]: rebuildSearchIndexes },
  schedules: [
    {
      name: 'logs:prune',
      cron: '17 3 * * *',
      // the setting is read at run time so a change applies without a restart
      run: ({ db, config, services }) => pruneLogs(db, Number(services.settings.get('logging.error_log_days')) || 30, config.paths.logs),
    },
  ],
};
