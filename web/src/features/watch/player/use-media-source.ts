import type Hls from 'hls.js';
import { type RefObject, useEffect, useState } from 'react';
import type { VideoSource } from '../types';

export interface QualityLevel {
  index: number;
  height: number;
  bitrate: number;
}

/**
 * Attaches a source to the <video>: hls.js where Media Source Extensions exist, native HLS on
 * Safari/iOS, a plain src for files. Seeks to `startAt` once metadata is known.
 */
export function useMediaSource(ref: RefObject<HTMLVideoElement | null>, source: VideoSource | null, startAt: number | null) {
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevelState] = useState(-1);
  const [hls, setHls] = useState<Hls | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const media = ref.current;
    if (!media || !source) return;
    let disposed = false;
    let instance: Hls | null = null;
    setError(null);
    const seekToStart = () => {
      if (startAt && startAt > 0 && (!media.duration || startAt < media.duration)) media.currentTime = startAt;
    };
    const onError = () => !disposed && setError('This video could not be played.');
    media.addEventListener('error', onError);

    if (source.type === 'hls' && !media.canPlayType('application/vnd.apple.mpegurl')) {
      void import('hls.js').then(({ default: HlsJs }) => {
        if (disposed) return;
        if (!HlsJs.isSupported()) return onError();
        instance = new HlsJs({ startPosition: startAt ?? -1, capLevelToPlayerSize: true });
        instance.on(HlsJs.Events.MANIFEST_PARSED, (_e, data) => {
          setLevels(data.levels.map((l, index) => ({ index, height: l.height, bitrate: l.bitrate })));
        });
        instance.on(HlsJs.Events.ERROR, (_e, data) => {
          if (!data.fatal) return;
          // network hiccups are retried once by reloading; anything else ends playback
          if (data.type === HlsJs.ErrorTypes.NETWORK_ERROR) instance?.startLoad();
          else if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR) instance?.recoverMediaError();
          else onError();
        });
        instance.loadSource(source.src);
        instance.attachMedia(media);
        setHls(instance);
      });
    } else {
      media.src = source.src;
      media.addEventListener('loadedmetadata', seekToStart, { once: true });
    }
    return () => {
      disposed = true;
      media.removeEventListener('error', onError);
      media.removeEventListener('loadedmetadata', seekToStart);
      instance?.destroy();
      setHls(null);
      setLevels([]);
      setLevelState(-1);
      if (!instance) {
        media.removeAttribute('src');
        media.load();
      }
    };
    // startAt is only read when a source is attached
  }, [ref, source?.src, source?.type]);

  /** -1 = automatic (adaptive). */
  const setLevel = (index: number) => {
    if (!hls) return;
    hls.currentLevel = index;
    setLevelState(index);
  };

  return { levels, level, setLevel, error };
}
