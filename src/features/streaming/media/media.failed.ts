import type { Deps } from '../../../deps';
import type { JobContext } from '../../../platform/jobs';
import { invalidateTitles } from '../../catalogue/common/cache';
import type { NotificationType } from '../../notifications/notifications.catalog';
import { publishNotification } from '../../notifications/publish';
import { findVideo, setVideoStatus, titleNames, type VideoRow } from '../videos/videos.queries';

// A video whose processing failed for good: its status and the notification to whoever manages
// videos commit together. "For good" is an ffmpeg failure (never retried) or any other error on
// the job's last attempt; an attempt that will be retried tells nobody.

const VIDEO_FAILED_NOTIFICATION = 'admin.video_failed';
const MANAGERS = 'videos.update'; // the admin videos page and the video edit page require it

export const videoFailedNotification: NotificationType = {
  id: VIDEO_FAILED_NOTIFICATION,
  group: 'Administration',
  name: 'A video failed processing',
  defaults: { email: true, browser: true },
  permission: MANAGERS,
};

/** The first non-empty line of an error message, short enough for a notification line. */
const firstLine = (message: string) =>
  (
    message
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? 'Unknown error'
  ).slice(0, 300);

async function videoLabel(deps: Deps, video: VideoRow) {
  const [title] = await titleNames(deps.db, [video.title_id]);
  const where = title
    ? video.season_number != null && video.episode_number != null
      ? `${title.name} · S${video.season_number} E${video.episode_number}`
      : title.name
    : null;
  return where ? `"${video.name}" of ${where}` : `"${video.name}"`;
}

/**
 * Sets the failed video's status and tells the video managers, in one transaction. Keyed by the
 * processing job, so a job run again (a crashed worker's) never notifies twice, while a new upload
 * that fails again does.
 */
export async function recordVideoFailure(
  deps: Deps,
  video: VideoRow,
  outcome: { status: 'ready' | 'failed'; status_message: string },
  error: string,
  jobId: number,
) {
  const label = await videoLabel(deps, video);
  await deps.db.transaction().execute(async (trx) => {
    await setVideoStatus(trx, video.id, outcome);
    await publishNotification(
      { db: trx, services: deps.services },
      {
        type: VIDEO_FAILED_NOTIFICATION,
        audience: { permission: MANAGERS },
        key: `video-failed:${video.id}:${jobId}`,
        data: {
          lines: [
            { content: `Processing of the video ${label} failed.`, type: 'primary', icon: 'error' },
            { content: firstLine(error), type: 'secondary' },
            ...(outcome.status === 'ready' ? [{ content: 'The original file still plays.', type: 'secondary' as const }] : []),
          ],
          mainAction: { action: `/admin/videos/${video.id}/edit`, label: 'Open the video' },
        },
      },
    );
  });
  // title payloads list their videos with status: a changed status must show at once
  if (deps.services.cache) invalidateTitles(deps.services.cache, [video.title_id]);
}

/**
 * Runs one attempt of a processing job. When it throws on the job's last attempt the video would
 * otherwise stay 'processing' forever: it is marked failed (a playable original stays 'ready') and
 * its managers are told, then the error fails the job as before.
 */
export async function failingForGoodOnLastAttempt<T>(ctx: JobContext, videoId: number, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (ctx.attempt >= ctx.maxAttempts && !ctx.signal.aborted) {
      const message = err instanceof Error ? err.message : String(err);
      try {
        const video = await findVideo(ctx.app.db, videoId);
        if (video?.type === 'upload')
          await recordVideoFailure(
            ctx.app,
            video,
            { status: video.status === 'ready' ? 'ready' : 'failed', status_message: message.slice(0, 2000) },
            message,
            ctx.jobId,
          );
      } catch (recordErr) {
        ctx.log.error({ err: recordErr, videoId }, 'could not record the failed video');
      }
    }
    throw err;
  }
}
