import type { FeatureModule } from '../module';
import { DEMO_ARTWORK_JOB, demoArtworkJob } from './demo/demo.artwork.job';
import { releaseNotificationTypes } from './releases/releases.notifications';
import { announceReleases } from './releases/releases.service';
import { schedulePageMeta } from './schedule/schedule.meta';
import { TMDB_IMPORT_JOB, tmdbImportJob } from './tmdb/tmdb.jobs';
import { importFailedNotification, importFinishedNotification } from './tmdb/tmdb.notifications';

/** Catalogue: titles, people, seasons, episodes, TMDB import. */
export const catalogueModule: FeatureModule = {
  name: 'catalogue',
  jobs: { [TMDB_IMPORT_JOB]: tmdbImportJob, [DEMO_ARTWORK_JOB]: demoArtworkJob },
  notificationTypes: [...releaseNotificationTypes, importFinishedNotification, importFailedNotification],
  pageMeta: [schedulePageMeta],
  // air dates arrive with no edit: look for what became playable every 10 minutes
  schedules: [{ name: 'releases:scan', cron: '*/10 * * * *', run: ({ db, services }) => announceReleases({ db, services }) }],
};
