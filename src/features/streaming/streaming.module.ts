import type { FeatureModule } from '../module';
import { demoVideoJob } from './demo-videos/demo-videos.job';
import { DEMO_VIDEO_JOB, seedDemoVideos } from './demo-videos/demo-videos.seed';
import { videoFailedNotification } from './media/media.failed';
import { processVideoJob, VIDEO_PROCESS_JOB } from './media/media.process';
import { pruneAbandonedS3Uploads } from './uploads/s3/s3-uploads.prune';
import { videosTitleExtension } from './videos/videos.extension';

/** Streaming: videos, uploads, media processing, playback. */
export const streamingModule: FeatureModule = {
  name: 'streaming',
  jobs: { [VIDEO_PROCESS_JOB]: processVideoJob, [DEMO_VIDEO_JOB]: demoVideoJob },
  notificationTypes: [videoFailedNotification],
  // approved videos on GET titles/{id}: the same for every viewer, cached with the title
  titlePayload: { shared: [videosTitleExtension] },
  // after the site module's seeder has seeded the demo catalogue: its videos, drawn in the background
  seeders: [(db, config, logger) => seedDemoVideos(db, config, logger).then(() => undefined)],
  schedules: [
    { name: 'uploads:s3-abandoned', cron: '23 4 * * *', run: ({ db, services }) => pruneAbandonedS3Uploads(db, services.storage) },
  ],
};
