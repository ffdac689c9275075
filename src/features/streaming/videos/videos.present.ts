import type { Storage } from '../../../platform/storage';
import { mediaUrl } from '../media/media.signing';
import { externalKind } from './videos.src';
import type { CaptionRow, VideoRow } from './videos.queries';
import { parseJsonOr } from '../../../platform/json';

export interface UploadSource {
  kind: 'hls' | 'mp4';
  /** Path under the video's stream/ route: `hls-12/master.m3u8`, or `original` (the source). */
  file: string;
  label?: string;
}

export interface MediaInfo {
  width?: number | null;
  height?: number | null;
  video_codec?: string | null;
  audio_codec?: string | null;
  poster_key?: string;
  thumbnails_key?: string;
}

export interface PresentContext {
  dataDir: string;
  storage: Storage;
  captions?: CaptionRow[];
  /** Job progress (0..1) while pending/processing. */
  progress?: number | null;
  /** Include playable source URLs (GET videos/{id}, GET watch). */
  withSources?: boolean;
  /** Whether the viewer may play full videos (videos.play): signed URLs are issued only then. */
  canPlayFull: boolean;
}

/** The playable URLs of a video: external links as they are, uploads as signed stream URLs. */
export function videoSources(video: VideoRow, ctx: Pick<PresentContext, 'dataDir' | 'canPlayFull'>) {
  if (video.status !== 'ready') return [];
  if (video.type === 'upload' && video.category === 'full' && !ctx.canPlayFull) return [];
  if (video.type !== 'upload')
    return video.src ? [{ type: externalKind(video.type, video.src), src: video.src, quality: video.quality }] : [];
  return parseJsonOr<UploadSource[]>(video.sources, []).map((s) => ({
    type: s.kind,
    src: mediaUrl(ctx.dataDir, video.id, s.file),
    quality: s.label ?? (s.kind === 'hls' ? 'auto' : video.quality),
  }));
}

export function presentVideo(video: VideoRow, ctx: PresentContext) {
  const media = parseJsonOr<MediaInfo>(video.media, {});
  const sign = video.category !== 'full' || ctx.canPlayFull;
  return {
    id: video.id,
    name: video.name,
    type: video.type,
    src: video.src,
    file_entry_id: video.file_entry_id,
    category: video.category,
    quality: video.quality,
    language: video.language,
    order: video.order,
    title_id: video.title_id,
    season_number: video.season_number,
    episode_number: video.episode_number,
    episode_id: video.episode_id,
    approved: video.approved === 1,
    user_id: video.user_id,
    status: video.status,
    status_message: video.status_message,
    progress: video.status === 'ready' ? 1 : (ctx.progress ?? (video.status === 'failed' ? null : 0)),
    duration: video.duration,
    thumbnail: video.thumbnail,
    width: media.width ?? null,
    height: media.height ?? null,
    thumbnails_vtt: media.thumbnails_key ? ctx.storage.url(media.thumbnails_key) : null,
    captions: (ctx.captions ?? [])
      .filter((c) => c.video_id === video.id)
      .map((c) => ({
        id: c.id,
        language: c.language,
        label: c.label,
        url: sign ? mediaUrl(ctx.dataDir, video.id, c.storage_key.split('/').slice(-2).join('/')) : null,
      })),
    ...(ctx.withSources ? { sources: videoSources(video, ctx) } : {}),
    created_at: video.created_at,
    updated_at: video.updated_at,
  };
}
