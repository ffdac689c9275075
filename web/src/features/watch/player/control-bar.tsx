import { Maximize, Minimize, Pause, PictureInPicture2, Play, Settings, Volume1, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTrans } from '../../../shell/i18n';
import { formatTime } from './format';
import type { MediaState } from './use-media-state';

// thumb styling for both engines; the seek track is drawn underneath, the volume track by the input
const thumb =
  '[&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white [&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white focus-visible:outline-2 focus-visible:outline-primary';
const volumeTrack =
  '[&::-webkit-slider-runnable-track]:h-1 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-white/40 [&::-webkit-slider-thumb]:-mt-[5px]';

function ControlButton({
  label,
  onClick,
  children,
  pressed,
  expanded,
  testId,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      data-testid={testId}
      onClick={onClick}
      className="grid size-10 shrink-0 place-items-center rounded-full text-white transition-colors duration-150 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-5"
    >
      {children}
    </button>
  );
}

export interface ControlBarProps extends Omit<MediaState, 'rate'> {
  fullscreen: boolean;
  pipSupported: boolean;
  settingsOpen: boolean;
  onTogglePlay: () => void;
  onSeek: (time: number) => void;
  onToggleMute: () => void;
  onVolume: (v: number) => void;
  onTogglePip: () => void;
  onToggleFullscreen: () => void;
  onToggleSettings: () => void;
}

/** The bottom bar: seek slider, play, volume, time, settings, picture in picture, fullscreen. */
export function ControlBar(p: ControlBarProps) {
  const t = useTrans();
  const VolumeIcon = p.muted || p.volume === 0 ? VolumeX : p.volume < 0.5 ? Volume1 : Volume2;
  const pct = (n: number) => (p.duration > 0 ? `${Math.min(100, (n / p.duration) * 100)}%` : '0%');
  return (
    <div className="bg-gradient-to-t from-black/90 via-black/60 to-transparent px-2 pb-1.5 pt-10 sm:px-4 sm:pb-3">
      <div className="group/seek relative mx-1 flex h-5 items-center">
        <div className="pointer-events-none absolute inset-x-0 h-1 rounded-full bg-white/25 transition-[height] group-hover/seek:h-1.5">
          <div className="absolute inset-y-0 start-0 rounded-full bg-white/35" style={{ width: pct(p.buffered) }} />
          <div className="absolute inset-y-0 start-0 rounded-full bg-primary" style={{ width: pct(p.time) }} />
        </div>
        <input
          type="range"
          aria-label={t('Seek')}
          aria-valuetext={`${formatTime(p.time)} / ${formatTime(p.duration)}`}
          data-testid="player-seek"
          min={0}
          max={p.duration || 0}
          step={1}
          value={Math.min(p.time, p.duration || 0)}
          onChange={(e) => p.onSeek(Number(e.target.value))}
          className={`relative h-5 w-full cursor-pointer appearance-none bg-transparent ${thumb}`}
        />
      </div>
      <div className="mt-1 flex items-center gap-1">
        <ControlButton label={p.playing ? t('Pause') : t('Play')} onClick={p.onTogglePlay} testId="player-play">
          {p.playing ? <Pause fill="currentColor" /> : <Play fill="currentColor" />}
        </ControlButton>
        <div className="group/vol flex items-center">
          <ControlButton label={p.muted ? t('Unmute') : t('Mute')} onClick={p.onToggleMute} pressed={p.muted}>
            <VolumeIcon />
          </ControlButton>
          <input
            type="range"
            aria-label={t('Volume')}
            min={0}
            max={1}
            step={0.05}
            value={p.muted ? 0 : p.volume}
            onChange={(e) => p.onVolume(Number(e.target.value))}
            className={`hidden h-5 w-0 cursor-pointer appearance-none bg-transparent opacity-0 transition-all duration-150 focus-visible:w-20 focus-visible:opacity-100 group-hover/vol:w-20 group-hover/vol:opacity-100 sm:block ${thumb} ${volumeTrack}`}
          />
        </div>
        <span className="ms-2 text-xs tabular-nums text-white/90 sm:text-sm" data-testid="player-time">
          {formatTime(p.time)} <span className="text-white/50">/ {formatTime(p.duration)}</span>
        </span>
        <span className="flex-1" />
        <ControlButton label={t('Settings')} onClick={p.onToggleSettings} expanded={p.settingsOpen} testId="player-settings-button">
          <Settings />
        </ControlButton>
        {p.pipSupported && (
          <ControlButton label={t('Picture in picture')} onClick={p.onTogglePip}>
            <PictureInPicture2 />
          </ControlButton>
        )}
        <ControlButton label={p.fullscreen ? t('Exit fullscreen') : t('Fullscreen')} onClick={p.onToggleFullscreen} pressed={p.fullscreen}>
          {p.fullscreen ? <Minimize /> : <Maximize />}
        </ControlButton>
      </div>
    </div>
  );
}
