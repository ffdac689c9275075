import { useId } from 'react';
import { useTrans } from '../../shell/i18n';
import { inputClass } from '../../ui/field';
import { toHex } from './theme-tokens';

/** One colour token: a native colour picker beside a hex input, both editing the same value. */
export function ColorField({
  name,
  label,
  hint,
  value,
  error,
  warning,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  /** shown while there is no error, e.g. a contrast too low to read */
  warning?: string;
  onChange: (v: string) => void;
}) {
  const t = useTrans();
  const id = useId();
  const hex = toHex(value);
  // the text shows hex while the stored value is channels; what the admin types is kept as typed
  const text = value.trim().startsWith('#') || !hex ? value : hex;
  return (
    <div className="flex flex-col gap-1" data-token={name}>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={t(':label colour picker', { label: t(label) })}
          value={hex ?? '#000000'}
          onChange={(e) => onChange(e.target.value)}
          className="size-10 shrink-0 cursor-pointer rounded-theme border border-line bg-transparent p-0.5"
        />
        <label htmlFor={id} className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium">{t(label)}</span>
          {hint && <span className="truncate text-xs text-muted">{t(hint)}</span>}
        </label>
        <span className="w-28 shrink-0">
          <input
            id={id}
            value={text}
            spellCheck={false}
            maxLength={20}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : warning ? `${id}-warning` : undefined}
            onChange={(e) => onChange(e.target.value)}
            className={`${inputClass} px-2.5 font-mono text-xs uppercase`}
          />
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        warning && (
          <p id={`${id}-warning`} className="text-xs font-medium text-warning" data-testid="contrast-warning">
            {warning}
          </p>
        )
      )}
    </div>
  );
}
