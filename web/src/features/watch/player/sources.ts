import type { VideoSource } from '../types';

// Pure helpers of the player (unit tested in sources.test.ts).

/** The best source this browser can play natively or through hls.js/dash.js: adaptive first (HLS, then DASH), then files. */
export function pickSource(sources: VideoSource[]): VideoSource | null {
  const of = (...types: string[]) => sources.find((s) => types.includes(s.type));
  return of('hls') ?? of('dash') ?? of('mp4', 'webm') ?? sources[0] ?? null;
}

/** YouTube/Vimeo (or any iframe URL) with autoplay and the resume point passed along where supported. */
export function embedUrl(src: string, startAt: number | null, autoPlay: boolean) {
  try {
    const url = new URL(src);
    const host = url.hostname;
    if (autoPlay) url.searchParams.set('autoplay', '1');
    if (host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com')) {
      url.searchParams.set('rel', '0');
      url.searchParams.set('playsinline', '1');
      if (startAt) url.searchParams.set('start', String(Math.floor(startAt)));
    } else if (host === 'player.vimeo.com' && startAt) {
      url.hash = `t=${Math.floor(startAt)}s`;
    }
    return url.toString();
  } catch {
    return src;
  }
}

/**
 * The level to start on for the admin's default quality: 'lowest', 'highest', a height ('720': the
 * tallest level not above it, else the lowest), or -1 (automatic) for 'auto' or a single level.
 */
export function startLevel(levels: { height: number }[], quality: string): number {
  if (levels.length < 2 || quality === 'auto') return -1;
  const byHeight = levels.map((l, index) => ({ index, height: l.height })).sort((a, b) => a.height - b.height);
  if (quality === 'lowest') return byHeight[0]!.index;
  if (quality === 'highest') return byHeight.at(-1)!.index;
  const target = Number(quality);
  if (!Number.isFinite(target)) return -1;
  return (byHeight.filter((l) => l.height <= target).at(-1) ?? byHeight[0]!).index;
}

/**
 * Attaches a source to the <video>: hls.js where Media Source Extensions exist, native HLS on
 * Safari/iOS, dash.js for DASH manifests, a plain src for files. Seeks to `startAt` once metadata
 * is known. Both streaming libraries are loaded only when a source needs them.
 */
