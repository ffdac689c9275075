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
