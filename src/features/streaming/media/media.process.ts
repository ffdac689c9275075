import { invalidateTitles } from '../../catalogue/common/cache';
import { releasesChanged } from '../../catalogue/releases/releases.service';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Deps } from '../../../deps';
import { FfmpegError, probe } from '../../../platform/ffmpeg';
import type { JobContext, JobHandler } from '../../../platform/jobs';
import type { Storage } from '../../../platform/storage';
import { findVideo, setVideoStatus } from '../videos/videos.queries';
import { failingForGoodOnLastAttempt, recordVideoFailure } from './media.failed';
import { mediaKeyPrefix } from './media.signing';
import { masterPlaylist, planRenditions, renderHls, renderPoster, renderSprite } from './media.renditions';

// The 'video:process' job: probe, poster, seek-preview sprite, HLS renditions, master playlist.
// A source that is already H.264/AAC MP4 is playable (as `original`) as soon as it is probed.
// ffmpeg failures are final (the video is 'failed' with ffmpeg's reason, the source is kept);
// other errors (storage, crash) throw so the jobs module retries, and fail the video after the
// last attempt; either final failure notifies the video managers (media.failed.ts). A server
// that died mid-job has its job re-queued by JobQueue.recoverStale() on the next start.

export const VIDEO_PROCESS_JOB = 'video:process';

type Progress = Pick<JobContext, 'progress' | 'signal'>;

async function localSource(storage: Storage, key: string, tmp: string) {
  const local = storage as Storage & { resolve?: (k: string) => Promise<string> };
  if (storage.driver === 'local' && local.resolve) return local.resolve(key);
  const file = path.join(tmp, `source${path.extname(key)}`);
  await pipeline(await storage.stream(key), createWriteStream(file));
  return file;
}

async function uploadDir(storage: Storage, dir: string, prefix: string) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    await storage.put(prefix + path.relative(dir, full).split(path.sep).join('/'), createReadStream(full));
  }
}

const isPlayableMp4 = (p: Awaited<ReturnType<typeof probe>>, key: string) =>
  /\.(mp4|m4v)$/i.test(key) && (p.formatName ?? '').includes('mp4') && p.video?.codec === 'h264' && (!p.audio || p.audio.codec === 'aac');

export async function processVideo({ db, config, services }: Deps, videoId: number, ctx: Progress & { jobId: number }) {
  const video = await findVideo(db, videoId);
  if (!video || video.type !== 'upload' || !video.source_key) return { skipped: true };
  const setVideo = async (values: Parameters<typeof setVideoStatus>[2]) => {
    await setVideoStatus(db, videoId, values);
    // title payloads list their videos with status: a changed status must show at once
    if (video.title_id && services.cache) invalidateTitles(services.cache, [video.title_id]);
    if (values.status === 'ready') await releasesChanged({ db, services }, [video.title_id]);
  };

  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `marquee-video-${videoId}-`));
  const sources: { kind: 'hls' | 'mp4'; file: string; label?: string }[] = [];
  try {
    await setVideo({ status: 'processing', status_message: null });
    await ctx.progress(0, 'Reading the source');
    const src = await localSource(services.storage, video.source_key, tmp);
    const info = await probe(src, ctx.signal);
    // the admin's ladder (settings > videos), read per job so a change applies to the next upload
    const renditions = planRenditions(info, services.settings.get<string[]>('videos.renditions'));
    if (!renditions.length) throw new FfmpegError('The file has no video stream', '', 0);
    const duration = info.duration ? Math.round(info.duration) : null;
    const mediaInfo = {
      width: info.video!.width,
      height: info.video!.height,
      video_codec: info.video!.codec,
      audio_codec: info.audio?.codec ?? null,
    };
    if (isPlayableMp4(info, video.source_key)) {
      sources.push({ kind: 'mp4', file: 'original', label: `${info.video!.height}p` });
      await setVideo({ status: 'ready', duration, sources: JSON.stringify(sources), media: JSON.stringify(mediaInfo) });
    }
    await ctx.progress(0.05, 'Poster and previews');

    const publicPrefix = `videos/${videoId}/`;
    const assets = path.join(tmp, 'assets');
    await fs.mkdir(assets);
    await renderPoster(src, path.join(assets, 'poster.jpg'), info, ctx.signal);
    await renderSprite(src, assets, info, services.storage.url(`${publicPrefix}sprite.jpg`), ctx.signal);
    await ctx.progress(0.1, 'Encoding');

    const hls = path.join(tmp, 'hls');
    for (const [i, r] of renditions.entries()) {
      await renderHls(
        src,
        hls,
        r,
        info,
        (f) => void ctx.progress(0.1 + (0.85 * (i + f)) / renditions.length, `Encoding ${r.name}`),
        ctx.signal,
      );
    }
    await fs.writeFile(path.join(hls, 'master.m3u8'), masterPlaylist(renditions));
    await ctx.progress(0.96, 'Storing');
    // a new folder per run: segment URLs are immutable and cached for a year
    const folder = `hls-${ctx.jobId}`;
    await uploadDir(services.storage, hls, `${mediaKeyPrefix(videoId)}${folder}/`);
    await uploadDir(services.storage, assets, publicPrefix);
    sources.unshift({ kind: 'hls', file: `${folder}/master.m3u8`, label: 'auto' });
    await setVideo({
      status: 'ready',
      status_message: null,
      duration,
      sources: JSON.stringify(sources),
      thumbnail: services.storage.url(`${publicPrefix}poster.jpg`),
      media: JSON.stringify({ ...mediaInfo, poster_key: `${publicPrefix}poster.jpg`, thumbnails_key: `${publicPrefix}thumbnails.vtt` }),
    });
    await ctx.progress(1, 'Ready');
    return { renditions: renditions.map((r) => r.name), duration };
  } catch (err) {
    if (err instanceof FfmpegError && !ctx.signal.aborted) {
      const reason = (err.stderrTail || err.message).slice(-2000);
      // a browser-playable original stays playable; the reason is still shown (and the managers told)
      await recordVideoFailure(
        { db, config, services },
        video,
        { status: sources.length ? 'ready' : 'failed', status_message: reason },
        err.message,
        ctx.jobId,
      );
      return { failed: true, reason };
    }
    throw err;
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** The VIDEO_PROCESS_JOB handler (streaming.module.ts). */
export const processVideoJob: JobHandler<{ videoId: number }> = (payload, ctx) =>
  failingForGoodOnLastAttempt(ctx, payload.videoId, () => processVideo(ctx.app, payload.videoId, ctx));
