import type { FeatureModule } from '../module';
import { schedulePageMeta } from './schedule/schedule.meta';
import { TMDB_IMPORT_JOB, tmdbImportJob } from './tmdb/tmdb.jobs';
import { importFailedNotification, importFinishedNotification } from './tmdb/tmdb.notifications';

/** Catalogue: titles, people, seasons, episodes, TMDB import. */
export const catalogueModule: FeatureModule = {
  name: 'catalogue',
  jobs: { [TMDB_IMPORT_JOB]: tmdbImportJob },
  notificationTypes: [importFinishedNotification, importFailedNotification],
  pageMeta: [schedulePageMeta],
};
