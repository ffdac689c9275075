import type { Logger } from 'pino';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { ffmpeg } from '../../../platform/ffmpeg';
import { JobQueue } from '../../../platform/jobs';
import { demoArtKeyOf } from '../../catalogue/demo/demo.artwork';
import { DEMO_ARTWORK_JOB, type DemoArtworkJob } from '../../catalogue/demo/demo.artwork.job';
import { DEMO_PREFIX } from '../../catalogue/demo/demo.generate';
import { externalIdsLike } from '../../catalogue/import/import.queries';
import { insertVideo } from '../videos/videos.queries';
import { DEMO_SOURCE_PREFIX, demoVideosPlanned, firstSeasonEpisodes, titlesForDemo, titleIdsByPromotion } from './demo-videos.queries';

// The demo seed's videos: rows for trailers of the titles on the home page's hero row (then the
// most popular), the
// episodes of one series' first season and two films, each with a 'demo:video' job that draws the
// clip and runs it through the real processing (demo-videos.job.ts). Only rows and jobs are written
// here, so the first start does not wait for ffmpeg: the worker starts on them as the server comes up.

export const DEMO_VIDEO_JOB = 'demo:video';
export const DEMO_TRAILERS = 12;
/** The first trailer is the shortest: a guest can play it soonest. */
const TRAILER_SECONDS = [10, 15, 18, 12];
const EPISODE_SECONDS = 30;
const FILM_SECONDS = 45;
/** The home page's hero row shows this many backdrops; its first rows about this many posters. */
const HERO_BACKDROPS = 8;
const FIRST_VIEW_POSTERS = 30;

export interface DemoVideoJob {
  videoId: number;
  seconds: number;
}

interface PlannedVideo {
  title_id: number;
  name: string;
  category: 'trailer' | 'full';
  season_number: number | null;
  episode_number: number | null;
  episode_id: number | null;
  order: number;
  source_key: string;
  seconds: number;
}

/** What the demo gets: trailers first (the first is the hero's), then the films, then the episodes. */
async function planDemoVideos(db: Db, demoTitleIds: Set<number>) {
  const ids = (await titleIdsByPromotion(db, 300)).filter((id) => demoTitleIds.has(id));
  const rows = new Map((await titlesForDemo(db, ids)).map((t) => [t.id, t]));
  const ordered = ids.map((id) => rows.get(id)!).filter(Boolean);
  // full videos only of titles already out
  const today = new Date().toISOString().slice(0, 10);
  const released = ordered.filter((t) => t.release_date && t.release_date <= today);
  const films = released.filter((t) => t.type === 'movie').slice(0, 2);
  let series: { title: (typeof ordered)[number]; episodes: Awaited<ReturnType<typeof firstSeasonEpisodes>> } | null = null;
  for (const t of released.filter((t) => t.type === 'series')) {
    const episodes = await firstSeasonEpisodes(db, t.id);
    if (episodes.length) {
      series = { title: t, episodes };
      break;
    }
  }
  // the titles with full videos also get a trailer, so the page of each has something for guests
  const trailerTitles = [...new Set([...ordered.slice(0, DEMO_TRAILERS), ...films, ...(series ? [series.title] : [])])];
  const plan: PlannedVideo[] = trailerTitles.map((t, i) => ({
    title_id: t.id,
    name: 'Official trailer',
    category: 'trailer',
    season_number: null,
    episode_number: null,
    episode_id: null,
    order: 0,
    source_key: `${DEMO_SOURCE_PREFIX}title-${t.id}-trailer.mp4`,
    seconds: TRAILER_SECONDS[i % TRAILER_SECONDS.length]!,
  }));
  for (const t of films) {
    plan.push({
      title_id: t.id,
      name: t.name,
      category: 'full',
      season_number: null,
      episode_number: null,
      episode_id: null,
      order: 1,
      source_key: `${DEMO_SOURCE_PREFIX}title-${t.id}-film.mp4`,
      seconds: FILM_SECONDS,
    });
  }
  for (const e of series?.episodes ?? []) {
    plan.push({
      title_id: series!.title.id,
      name: e.name,
      category: 'full',
      season_number: e.season_number,
      episode_number: e.episode_number,
      episode_id: e.id,
      order: e.episode_number,
      source_key: `${DEMO_SOURCE_PREFIX}title-${series!.title.id}-s${e.season_number}e${e.episode_number}.mp4`,
      seconds: EPISODE_SECONDS,
    });
  }
  // what a first view of the home page shows: the hero row's backdrops, the first rows' posters
  const firstView = [
    ...ordered.slice(0, HERO_BACKDROPS).map((t) => t.backdrop),
    ...ordered.slice(0, FIRST_VIEW_POSTERS).map((t) => t.poster),
  ]
    .map(demoArtKeyOf)
    .filter((key): key is string => !!key);
  return { plan, firstView };
}

async function ffmpegFound() {
  try {
    await ffmpeg(['-version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Plans the demo's videos once: when SEED_DEMO is on, the demo catalogue exists and no demo video
 * was ever planned (so a restart, or an admin deleting them, never brings a second set). Returns
 * how many videos were queued.
 */
export async function seedDemoVideos(db: Db, config: Pick<Config, 'SEED_DEMO'>, logger: Logger) {
  if (!config.SEED_DEMO) return 0;
  if (await demoVideosPlanned(db, DEMO_VIDEO_JOB)) return 0;
  const demoTitleIds = new Set((await externalIdsLike(db, 'title', `${DEMO_PREFIX}title:%`)).map((r) => r.model_id));
  if (!demoTitleIds.size) return 0;
  if (!(await ffmpegFound())) {
    logger.warn('ffmpeg was not found (FFMPEG_PATH or PATH): the demo catalogue has no videos; install ffmpeg and restart to make them');
    return 0;
  }
  const { plan, firstView } = await planDemoVideos(db, demoTitleIds);
  // rows and their jobs together: a crash in between never leaves videos that nothing will make
  await db.transaction().execute(async (trx) => {
    const queue = new JobQueue(trx, { logger });
    for (const [i, { seconds, ...p }] of plan.entries()) {
      const video = await insertVideo(trx, { ...p, type: 'upload', language: 'en', approved: 1, status: 'pending', user_id: null });
      await queue.dispatch<DemoVideoJob>(
        DEMO_VIDEO_JOB,
        { videoId: video.id, seconds },
        // all due now, in plan order: the worker runs one 'media' job at a time (QUEUE_LIMITS), so the
        // first (shortest) trailer has the machine to itself, and the others follow one by one
        { subject: { type: 'video', id: video.id }, queue: 'media', maxAttempts: 2 },
      );
      // right after the first trailer: the pictures of the home page's first rows (pages draw any
      // picture on first request, but a first visit then waits for each)
      if (i === 0 && firstView.length) {
        await queue.dispatch<DemoArtworkJob>(DEMO_ARTWORK_JOB, { files: firstView }, { queue: 'media', maxAttempts: 2 });
      }
    }
  });
  logger.info({ videos: plan.length }, 'queued the demo videos (they are drawn and processed in the background)');
  return plan.length;
}
