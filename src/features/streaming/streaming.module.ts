import type { FeatureModule } from '../module';
import { processVideoJob, VIDEO_PROCESS_JOB } from './media/media.process';
import { pruneAbandonedS3Uploads } from './uploads/s3/s3-uploads.prune';
import { videosTitleExtension } from './videos/videos.extension';

/** Streaming: videos, uploads, media processing, playback. */
export const streamingModule: FeatureModule = {
  name: 'streaming',
  jobs: { [VIDEO_PROCESS_JOB]: processVideoJob },
  // approved videos on GET titles/{id}: the same for every viewer, cached with the title
  titlePayload: { shared: [videosTitleExtension] },
  schedules: [
    { name: 'uploads:s3-abandoned', cron: '23 4 * * *', run: ({ db, services }) => pruneAbandonedS3Uploads(db, services.storage) },
  ],
};
