import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Deps } from '../../../deps';
import { FfmpegError } from '../../../platform/ffmpeg';
import { inChildProcess } from '../../../platform/job-child';
import type { JobContext } from '../../../platform/jobs';
import { invalidateTitles } from '../../catalogue/common/cache';
import { ensureDemoArt } from '../../catalogue/demo/demo.artwork';
import { firstImageOf } from '../../catalogue/images/images.queries';
import { storeCaption } from '../captions/captions.service';
import { failingForGoodOnLastAttempt } from '../media/media.failed';
import { processVideo } from '../media/media.process';
import { captionsFor, findVideo, setVideoStatus, type VideoRow } from '../videos/videos.queries';
import { DEMO_SOURCE_PREFIX, findEpisodeForDemo, titlesForDemo } from './demo-videos.queries';
import { type DemoClipSpec, demoCaptions, renderDemoClip } from './demo-videos.render';
import { DEMO_VIDEO_JOB, type DemoVideoJob } from './demo-videos.seed';

// The 'demo:video' job: draws a demo video's clip (demo-videos.render.ts), stores it as the
// video's source, adds its English caption track, then runs the same processing as an upload
// (processVideo: HLS, poster, seek-preview sprite). Its progress is the video's progress in the
// admin area (GET videos/{id} reads the newest job about a video). Running it again finishes what
// is missing and never adds a second caption.

/** The picture a clip pans across: the widest stored variant up to 780 px of a title's or episode's image. */
async function artworkOf({ db, services }: Deps, model: 'title' | 'episode', id: number, type: 'backdrop' | 'still') {
  const image = await firstImageOf(db, model, id, type);
  if (!image || image.source !== 'local') return null;
  let variants: Record<string, string> = {};
  try {
    variants = JSON.parse(image.variants || '{}') as Record<string, string>;
  } catch {
    // no variants: the main key below
  }
  const widths = Object.keys(variants)
    .map(Number)
    .filter((w) => w <= 780)
    .sort((a, b) => b - a);
  const key = widths.length ? variants[String(widths[0])]! : image.url;
  // drawn now when no page has shown it yet
  await ensureDemoArt(services.storage, key);
  return services.storage.read(key).catch(() => null);
}

const sentences = (text: string | null | undefined) => (text ?? '').match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()) ?? [];

/** What the clip shows and says, from the video's title (and episode). */
async function describe(deps: Deps, video: VideoRow) {
  const [title] = await titlesForDemo(deps.db, [video.title_id]);
  if (!title) return null;
  const year = title.year ?? (title.release_date ? Number(title.release_date.slice(0, 4)) : null);
  const episode = video.episode_id ? await findEpisodeForDemo(deps.db, video.episode_id) : null;
  const tone = 130.81 * 2 ** ((title.id % 12) / 12) * (episode ? 2 ** ((episode.episode_number % 5) / 12) : 1);
  if (episode) {
    const artwork = (await artworkOf(deps, 'episode', episode.id, 'still')) ?? (await artworkOf(deps, 'title', title.id, 'backdrop'));
    const spec: Omit<DemoClipSpec, 'duration'> = {
      artwork,
      kicker: `Season ${episode.season_number} · Episode ${episode.episode_number}`,
      heading: title.name,
      subtitle: episode.name,
      toneHz: tone,
    };
    const lines = [
      `${title.name}, season ${episode.season_number}, episode ${episode.episode_number}: "${episode.name}".`,
      ...sentences(episode.description),
      ...sentences(title.description).slice(0, 2),
      'To be continued…',
    ];
    return { spec, lines };
  }
  const artwork = await artworkOf(deps, 'title', title.id, 'backdrop');
  const trailer = video.category !== 'full';
  const spec: Omit<DemoClipSpec, 'duration'> = {
    artwork,
    kicker: trailer ? 'Official trailer' : ['Feature film', year].filter(Boolean).join(' · '),
    heading: title.name,
    subtitle: title.tagline,
    toneHz: tone,
  };
  const lines = trailer
    ? [title.tagline ?? '', ...sentences(title.description).slice(0, 2), [title.name, year].filter(Boolean).join(' · ')]
    : [...sentences(title.description), title.tagline ?? '', 'The end.'];
  return { spec, lines };
}

type Progress = Pick<JobContext, 'progress' | 'signal' | 'jobId'>;

export async function makeDemoVideo(deps: Deps, job: DemoVideoJob, ctx: Progress) {
  const { db, services } = deps;
  const video = await findVideo(db, job.videoId);
  if (!video || video.type !== 'upload' || !video.source_key?.startsWith(DEMO_SOURCE_PREFIX)) return { skipped: true };
  if (video.status === 'ready' && (video.sources ?? '').includes('"hls"')) return { skipped: true };
  const about = await describe(deps, video);
  if (!about) return { skipped: true };
  const setStatus = async (values: Parameters<typeof setVideoStatus>[2]) => {
    await setVideoStatus(db, video.id, values);
    invalidateTitles(services.cache, [video.title_id]);
  };

  await setStatus({ status: 'processing', status_message: null });
  await ctx.progress(0, 'Drawing the demo clip');
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `marquee-demo-video-${video.id}-`));
  try {
    const file = path.join(tmp, 'clip.mp4');
    try {
      await renderDemoClip({ ...about.spec, duration: job.seconds }, file, {
        signal: ctx.signal,
        onProgress: (f) => void ctx.progress(0.12 * f, 'Drawing the demo clip'),
      });
    } catch (err) {
      if (err instanceof FfmpegError && !ctx.signal.aborted) {
        const reason = (err.stderrTail || err.message).slice(-2000);
        await setStatus({ status: 'failed', status_message: reason });
        return { failed: true, reason };
      }
      throw err;
    }
    await services.storage.put(video.source_key, createReadStream(file), { contentType: 'video/mp4' });
    if (!(await captionsFor(db, [video.id])).length) {
      await storeCaption(deps, video.id, { language: 'en', label: 'English', vtt: demoCaptions(about.lines, job.seconds) });
    }
    await ctx.progress(0.15, 'Processing');
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  // the real pipeline, as for an upload; its progress fills the rest of the bar
  return processVideo(deps, video.id, {
    jobId: ctx.jobId,
    signal: ctx.signal,
    progress: (fraction, message) => ctx.progress(0.15 + 0.85 * fraction, message),
  });
}

/**
 * The DEMO_VIDEO_JOB handler (streaming.module.ts). Runs in a child process on the server
 * (platform/job-child.ts): sharp and the clip's buffers leave with it.
 */
export const demoVideoJob = inChildProcess<DemoVideoJob>(DEMO_VIDEO_JOB, (payload, ctx) =>
  failingForGoodOnLastAttempt(ctx, payload.videoId, () => makeDemoVideo(ctx.app, payload, ctx)),
);
