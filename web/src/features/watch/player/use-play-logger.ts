import { type RefObject, useEffect } from 'react';
import { logPlay } from '../api';

/** How often progress is reported while the video plays. */
export const LOG_INTERVAL_MS = 15_000;

/**
 * Reports position/duration every 15 s while playing, on pause, at the end and when the player
 * goes away, so 'continue watching' and resume stay within seconds of where the viewer stopped.
 */
export function usePlayLogger(ref: RefObject<HTMLVideoElement | null>, videoId: number) {
  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    let started = false;
    let last = -1;
    const report = () => {
      const pos = Math.floor(media.currentTime);
      if (!started || pos === last) return;
      last = pos;
      void logPlay(videoId, pos, Number.isFinite(media.duration) ? media.duration : null);
    };
    const onPlay = () => {
      started = true;
      timer ??= setInterval(report, LOG_INTERVAL_MS);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = null;
      report();
    };
    media.addEventListener('playing', onPlay);
    media.addEventListener('pause', stop);
    media.addEventListener('ended', stop);
    return () => {
      media.removeEventListener('playing', onPlay);
      media.removeEventListener('pause', stop);
      media.removeEventListener('ended', stop);
      stop();
    };
  }, [ref, videoId]);
}
