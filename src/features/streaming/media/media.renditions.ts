import fs from 'node:fs/promises';
import path from 'node:path';
import { ffmpeg, type ProbeResult } from '../../../platform/ffmpeg';

// The ffmpeg steps of processing: poster frame, seek-preview sprite + WebVTT, HLS renditions.

export const SPRITE_INTERVAL_SECONDS = 10;
export const SPRITE_TILE_WIDTH = 160;
const LADDER = [
  { height: 360, videoKbps: 800 },
  { height: 720, videoKbps: 2800 },
  { height: 1080, videoKbps: 5000 },
];

export interface Rendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * 360p/720p/1080p (those of `heights`, the videos.renditions setting) not above the source; when
 * none fits, one rendition at the source's own size.
 */
export function planRenditions(probe: ProbeResult, heights: readonly string[] = LADDER.map((s) => String(s.height))): Rendition[] {
  const w = probe.video?.width ?? 0;
  const h = probe.video?.height ?? 0;
  if (!w || !h) return [];
  const ladder = LADDER.filter((s) => heights.includes(String(s.height)));
  const steps = ladder.filter((s) => s.height <= h);
  const own = { height: even(h), videoKbps: LADDER.filter((s) => s.height <= h).at(-1)?.videoKbps ?? 600 };
  const chosen = steps.length ? steps : [own];
  const audioKbps = probe.audio ? 128 : 0;
  return chosen.map((s) => ({
    name: `${s.height}p`,
    height: s.height,
    width: even((w * s.height) / h),
    bandwidth: (s.videoKbps + audioKbps) * 1000,
  }));
}

export async function renderPoster(src: string, out: string, probe: ProbeResult, signal?: AbortSignal) {
  const at = Math.min(5, (probe.duration ?? 0) * 0.1);
  await ffmpeg(['-ss', at.toFixed(2), '-i', src, '-frames:v', '1', '-vf', "scale='min(1280,iw)':-2", '-q:v', '3', out], { signal });
}

/** One sprite image of 160px tiles every 10 s, plus the WebVTT track that maps times to tiles. */
export async function renderSprite(src: string, dir: string, probe: ProbeResult, spriteUrl: string, signal?: AbortSignal) {
  const duration = Math.max(0.1, probe.duration ?? 0);
  const count = Math.max(1, Math.ceil(duration / SPRITE_INTERVAL_SECONDS));
  const cols = Math.min(10, count);
  const rows = Math.ceil(count / cols);
  const w = probe.video!.width!;
  const h = probe.video!.height!;
  const tileH = even((SPRITE_TILE_WIDTH * h) / w);
  const filter = `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${SPRITE_INTERVAL_SECONDS})',scale=${SPRITE_TILE_WIDTH}:${tileH},tile=${cols}x${rows}`;
  await ffmpeg(['-i', src, '-an', '-vf', filter, '-fps_mode', 'vfr', '-frames:v', '1', '-q:v', '4', path.join(dir, 'sprite.jpg')], {
    signal,
  });
  const stamp = (s: number) => {
    const ms = Math.round(s * 1000);
    const hh = Math.floor(ms / 3_600_000);
    const mm = Math.floor((ms % 3_600_000) / 60_000);
    const ss = (ms % 60_000) / 1000;
    return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${ss.toFixed(3).padStart(6, '0')}`;
  };
  const cues = ['WEBVTT', ''];
  for (let i = 0; i < count; i++) {
    const x = (i % cols) * SPRITE_TILE_WIDTH;
    const y = Math.floor(i / cols) * tileH;
    cues.push(`${stamp(i * SPRITE_INTERVAL_SECONDS)} --> ${stamp(Math.min(duration, (i + 1) * SPRITE_INTERVAL_SECONDS))}`);
    cues.push(`${spriteUrl}#xywh=${x},${y},${SPRITE_TILE_WIDTH},${tileH}`, '');
  }
  await fs.writeFile(path.join(dir, 'thumbnails.vtt'), cues.join('\n'));
}

/** One H.264/AAC HLS rendition with 6-second segments (keyframes forced on the boundaries). */
export async function renderHls(
  src: string,
  dir: string,
  r: Rendition,
  probe: ProbeResult,
  onProgress: (f: number) => void,
  signal?: AbortSignal,
) {
  const out = path.join(dir, r.name);
  await fs.mkdir(out, { recursive: true });
  const kbps = Math.round(r.bandwidth / 1000) - (probe.audio ? 128 : 0);
  const args = ['-i', src, '-map', '0:v:0', ...(probe.audio ? ['-map', '0:a:0'] : [])];
  args.push(
    '-vf',
    `scale=${r.width}:${r.height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '23',
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps * 2}k`,
    '-force_key_frames',
    'expr:gte(t,n_forced*6)',
    '-sc_threshold',
    '0',
  );
  if (probe.audio) args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    path.join(out, 'seg_%04d.ts'),
    path.join(out, 'index.m3u8'),
  );
  await ffmpeg(args, { duration: probe.duration, onProgress, signal });
}

export function masterPlaylist(renditions: Rendition[]) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},NAME="${r.name}"`, `${r.name}/index.m3u8`);
  }
  return lines.join('\n') + '\n';
}
