import { AlertTriangle, Play } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getSetting, useSettings } from '../../../shell/bootstrap';
import { useTrans } from '../../../shell/i18n';
import type { WatchVideo } from '../types';
import { ControlBar } from './control-bar';
import { SettingsPanel } from './settings-panel';
import { pickSource } from './sources';
import { useMediaSource } from './use-media-source';
import { useMediaState } from './use-media-state';
import { usePlayLogger } from './use-play-logger';
import { usePlayerShortcuts } from './use-shortcuts';

interface VideoPlayerProps {
  video: WatchVideo;
  startAt: number | null;
  autoPlay?: boolean;
  onEnded?: () => void;
  /** Drawn over the picture (inside the fullscreen element), e.g. the next-episode countdown. */
  overlay?: ReactNode;
}

/** A <video> player for files and HLS with its own accessible controls. */
export function VideoPlayer({ video, startAt, autoPlay, onEnded, overlay }: VideoPlayerProps) {
  const t = useTrans();
  const box = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLVideoElement>(null);
  const source = useMemo(() => pickSource(video.sources ?? []), [video.sources]);
  // admin settings > videos: the rendition to start on ('auto' leaves it to the adaptive logic)
  const defaultQuality = String(getSetting(useSettings(), 'videos.default_quality') ?? 'auto');
  const { levels, level, setLevel, error } = useMediaSource(ref, source, startAt, defaultQuality);
  usePlayLogger(ref, video.id);

  const { media, started, setRate } = useMediaState(ref, startAt, video.duration);
  const [track, setTrack] = useState(-1);
  const [fullscreen, setFullscreen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [idle, setIdle] = useState(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const captions = video.captions.filter((c) => c.url);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    // autoplay may be refused without a gesture: the big play button stays up then
    if (autoPlay && source) ref.current?.play().catch(() => {});
  }, [autoPlay, source]);

  const togglePlay = useCallback(() => {
    const m = ref.current;
    if (!m) return;
    if (m.paused || m.ended) m.play().catch(() => {});
    else m.pause();
  }, []);
  const seekTo = useCallback((s: number) => {
    const m = ref.current;
    if (m) m.currentTime = Math.max(0, Math.min(s, Number.isFinite(m.duration) ? m.duration : s));
  }, []);
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void box.current?.requestFullscreen?.().catch(() => {});
  }, []);
  const toggleMute = useCallback(() => {
    if (ref.current) ref.current.muted = !ref.current.muted;
  }, []);
  const setVol = useCallback((v: number) => {
    const m = ref.current;
    if (!m) return;
    m.volume = Math.max(0, Math.min(1, v));
    m.muted = m.volume === 0;
  }, []);
  const togglePip = () => {
    const m = ref.current;
    if (!m) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
    else void m.requestPictureInPicture?.().catch(() => {});
  };
  const chooseTrack = (index: number) => {
    const tracks = ref.current?.textTracks;
    if (!tracks) return;
    for (let i = 0; i < tracks.length; i++) tracks[i]!.mode = i === index ? 'showing' : 'disabled';
    setTrack(index);
  };

  const actions = useMemo(
    () => ({
      togglePlay,
      toggleFullscreen,
      toggleMute,
      seekBy: (s: number) => seekTo((ref.current?.currentTime ?? 0) + s),
      volumeBy: (d: number) => setVol((ref.current?.volume ?? 1) + d),
    }),
    [togglePlay, toggleFullscreen, toggleMute, seekTo, setVol],
  );
  usePlayerShortcuts(box, actions);

  const wake = () => {
    setIdle(false);
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setIdle(true), 3000);
  };
  useEffect(() => () => void (idleTimer.current && clearTimeout(idleTimer.current)), []);
  const hideControls = media.playing && idle && !settingsOpen;

  return (
    <div
      ref={box}
      data-testid="video-player"
      className={`group/player relative aspect-video w-full overflow-hidden bg-black ${hideControls ? 'cursor-none' : ''} ${fullscreen ? 'h-full' : ''}`}
      onPointerMove={wake}
      onFocusCapture={wake}
    >
      <video
        ref={ref}
        className="absolute inset-0 size-full"
        playsInline
        preload="metadata"
        poster={video.thumbnail ?? undefined}
        onClick={togglePlay}
        onDoubleClick={toggleFullscreen}
        onEnded={onEnded}
        aria-label={video.name}
      >
        {captions.map((c) => (
          <track
            key={c.id}
            kind="subtitles"
            src={c.url!}
            srcLang={c.language ?? undefined}
            label={c.label ?? c.language ?? t('Captions')}
          />
        ))}
      </video>

      {error && (
        <div role="alert" className="absolute inset-0 grid place-items-center bg-black/80 p-6 text-center text-white">
          <div>
            <AlertTriangle className="mx-auto mb-3 size-10 text-primary" aria-hidden />
            <p>{t(error)}</p>
          </div>
        </div>
      )}
      {!source && !error && (
        <p role="status" className="absolute inset-0 grid place-items-center p-6 text-center text-white/80">
          {t(video.status === 'ready' ? 'This video is not available yet.' : 'This video is still being processed.')}
        </p>
      )}
      {/* z-20: above the control bar, whose gradient reaches the centre of a phone-sized player */}
      {source && !started && !media.playing && !error && (
        <button
          type="button"
          onClick={togglePlay}
          aria-label={t('Play')}
          data-testid="player-big-play"
          className="absolute left-1/2 top-1/2 z-20 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-primary text-on-primary shadow-2xl transition-transform duration-150 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white sm:size-20"
        >
          <Play className="ms-1 size-8 sm:size-10" fill="currentColor" aria-hidden />
        </button>
      )}

      {overlay}

      {settingsOpen && source && !error && (
        <SettingsPanel
          levels={levels}
          level={level}
          onLevel={setLevel}
          tracks={captions.map((c, index) => ({ index, label: c.label ?? c.language ?? `#${index + 1}` }))}
          track={track}
          onTrack={chooseTrack}
          rate={media.rate}
          onRate={(r) => {
            if (!ref.current) return;
            ref.current.playbackRate = r;
            setRate(r); // at once: the radio is controlled, and ratechange arrives a task later
          }}
          onClose={() => setSettingsOpen(false)}
        />
      )}

      {source && !error && (
        <div
          className={`absolute inset-x-0 bottom-0 z-10 transition-opacity duration-200 ${hideControls ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
        >
          <ControlBar
            {...media}
            fullscreen={fullscreen}
            pipSupported={typeof document !== 'undefined' && 'pictureInPictureEnabled' in document && document.pictureInPictureEnabled}
            settingsOpen={settingsOpen}
            onTogglePlay={togglePlay}
            onSeek={seekTo}
            onToggleMute={toggleMute}
            onVolume={setVol}
            onTogglePip={togglePip}
            onToggleFullscreen={toggleFullscreen}
            onToggleSettings={() => setSettingsOpen((o) => !o)}
          />
        </div>
      )}
    </div>
  );
}
