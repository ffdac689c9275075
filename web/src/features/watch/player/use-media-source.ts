import { type RefObject, useEffect, useState } from 'react';
import type { VideoSource } from '../types';
import { startLevel } from './sources';

export interface QualityLevel {
  index: number;
  height: number;
  bitrate: number;
}

/** Switches renditions of an adaptive source; -1 = automatic. */
type LevelSwitch = (index: number) => void;

export function useMediaSource(
  ref: RefObject<HTMLVideoElement | null>,
  source: VideoSource | null,
  startAt: number | null,
  quality = 'auto',
) {
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [level, setLevelState] = useState(-1);
  const [switchLevel, setSwitchLevel] = useState<{ fn: LevelSwitch } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const media = ref.current;
    if (!media || !source) return;
    let disposed = false;
    let teardown: (() => void) | null = null;
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
        const instance = new HlsJs({ startPosition: startAt ?? -1, capLevelToPlayerSize: true });
        teardown = () => instance.destroy();
        instance.on(HlsJs.Events.MANIFEST_PARSED, (_e, data) => {
          setLevels(data.levels.map((l, index) => ({ index, height: l.height, bitrate: l.bitrate })));
          const start = startLevel(data.levels, quality);
          if (start >= 0) {
            instance.currentLevel = start;
            setLevelState(start);
          }
        });
        instance.on(HlsJs.Events.ERROR, (_e, data) => {
          if (!data.fatal) return;
          // network hiccups are retried once by reloading; anything else ends playback
          if (data.type === HlsJs.ErrorTypes.NETWORK_ERROR) instance.startLoad();
          else if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR) instance.recoverMediaError();
          else onError();
        });
        instance.loadSource(source.src);
        instance.attachMedia(media);
        setSwitchLevel({ fn: (index) => (instance.currentLevel = index) });
      });
    } else if (source.type === 'dash') {
      void import('dashjs').then(({ MediaPlayer }) => {
        if (disposed) return;
        const player = MediaPlayer().create();
        teardown = () => player.destroy();
        player.on('streamInitialized', () => {
          const reps = player.getRepresentationsByType('video');
          setLevels(reps.map((r, index) => ({ index, height: r.height, bitrate: r.bandwidth })));
          const start = startLevel(reps, quality);
          if (start >= 0) {
            player.updateSettings({ streaming: { abr: { autoSwitchBitrate: { video: false } } } });
            player.setRepresentationForTypeByIndex('video', start, true);
            setLevelState(start);
          }
        });
        player.on('error', onError);
        player.initialize(media, source.src, false, startAt && startAt > 0 ? startAt : undefined);
        setSwitchLevel({
          fn: (index) => {
            // a fixed rendition turns adaptive switching off; -1 turns it back on
            player.updateSettings({ streaming: { abr: { autoSwitchBitrate: { video: index < 0 } } } });
            if (index >= 0) player.setRepresentationForTypeByIndex('video', index, true);
          },
        });
      });
    } else {
      media.src = source.src;
      media.addEventListener('loadedmetadata', seekToStart, { once: true });
    }
    return () => {
      disposed = true;
      media.removeEventListener('error', onError);
      media.removeEventListener('loadedmetadata', seekToStart);
      teardown?.();
      setSwitchLevel(null);
      setLevels([]);
      setLevelState(-1);
      if (!teardown) {
        media.removeAttribute('src');
        media.load();
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new source is its src and type; startAt and quality are only read when a source is attached
  }, [ref, source?.src, source?.type]);

  /** -1 = automatic (adaptive). */
  const setLevel = (index: number) => {
    if (!switchLevel) return;
    switchLevel.fn(index);
    setLevelState(index);
  };

  return { levels, level, setLevel, error };
}
