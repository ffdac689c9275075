import { useTrans } from '../../../shell/i18n';
import { SPEEDS } from './format';
import type { QualityLevel } from './use-media-source';

interface Option {
  value: string;
  label: string;
}

function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: Option[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-[11px] font-semibold uppercase tracking-wider text-white/60">{legend}</legend>
      <div className="flex flex-col gap-0.5">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-white hover:bg-white/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="size-3.5 accent-primary"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface SettingsPanelProps {
  levels: QualityLevel[];
  level: number;
  onLevel: (index: number) => void;
  tracks: { index: number; label: string }[];
  track: number;
  onTrack: (index: number) => void;
  rate: number;
  onRate: (rate: number) => void;
  onClose: () => void;
}

/**
 * Quality (HLS levels), captions and speed as native radio groups: keyboard and screen readers work
 * without extra code, and the panel stays inside the player so it shows in fullscreen too.
 */
export function SettingsPanel({ levels, level, onLevel, tracks, track, onTrack, rate, onRate, onClose }: SettingsPanelProps) {
  const t = useTrans();
  return (
    <div
      role="dialog"
      aria-label={t('Player settings')}
      data-testid="player-settings"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
      className="absolute bottom-20 end-3 z-20 flex max-h-[calc(100%-6rem)] gap-5 overflow-auto rounded-lg bg-black/90 p-3 shadow-2xl ring-1 ring-white/10 backdrop-blur"
    >
      {levels.length > 1 && (
        <RadioGroup
          name="quality"
          legend={t('Quality')}
          value={String(level)}
          onChange={(v) => onLevel(Number(v))}
          options={[
            { value: '-1', label: t('Auto') },
            ...[...levels].sort((a, b) => b.height - a.height).map((l) => ({ value: String(l.index), label: `${l.height}p` })),
          ]}
        />
      )}
      {tracks.length > 0 && (
        <RadioGroup
          name="captions"
          legend={t('Captions')}
          value={String(track)}
          onChange={(v) => onTrack(Number(v))}
          options={[{ value: '-1', label: t('Off') }, ...tracks.map((tr) => ({ value: String(tr.index), label: tr.label }))]}
        />
      )}
      <RadioGroup
        name="speed"
        legend={t('Speed')}
        value={String(rate)}
        onChange={(v) => onRate(Number(v))}
        options={SPEEDS.map((s) => ({ value: String(s), label: s === 1 ? t('Normal') : `${s}×` }))}
      />
    </div>
  );
}
