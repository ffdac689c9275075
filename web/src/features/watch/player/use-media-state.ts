import { type RefObject, useEffect, useState } from 'react';

/** What the controls show of a <video>: mirrored from the element's events. */
export interface MediaState {
  playing: boolean;
  time: number;
  duration: number;
  buffered: number;
  volume: number;
  muted: boolean;
  rate: number;
}

const events = [
  'play',
  'pause',
  'timeupdate',
  'durationchange',
  'progress',
  'volumechange',
  'ratechange',
  'ended',
  'seeked',
  'loadedmetadata',
];

/**
 * Mirrors the element's state into React; `started` turns true at the first frame played.
 * `setRate` updates the rate at once (ratechange arrives a task later).
 */
export function useMediaState(ref: RefObject<HTMLVideoElement | null>, startAt: number | null, knownDuration: number | null | undefined) {
  const [media, setMedia] = useState<MediaState>({
    playing: false,
    time: startAt ?? 0,
    duration: knownDuration ?? 0,
    buffered: 0,
    volume: 1,
    muted: false,
    rate: 1,
  });
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const m = ref.current;
    if (!m) return;
    const sync = () => {
      // one snapshot: each read of m.buffered is a fresh TimeRanges, and MSE may empty it in between
      const ranges = m.buffered;
      setMedia((s) => {
        const next: MediaState = {
          playing: !m.paused && !m.ended,
          time: m.currentTime,
          duration: Number.isFinite(m.duration) ? m.duration : s.duration,
          buffered: ranges.length ? ranges.end(ranges.length - 1) : 0,
          volume: m.volume,
          muted: m.muted,
          rate: m.playbackRate,
        };
        // nothing changed: keep the old object so React skips the render
        return (Object.keys(next) as (keyof MediaState)[]).every((k) => next[k] === s[k]) ? s : next;
      });
    };
    const onPlaying = () => setStarted(true);
    events.forEach((e) => m.addEventListener(e, sync));
    m.addEventListener('playing', onPlaying);
    return () => {
      events.forEach((e) => m.removeEventListener(e, sync));
      m.removeEventListener('playing', onPlaying);
    };
  }, [ref]);

  const setRate = (rate: number) => setMedia((s) => ({ ...s, rate }));
  return { media, started, setRate };
}
