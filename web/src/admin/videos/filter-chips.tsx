import { useTrans } from '../../shell/i18n';

/** A row of toggle chips for one list filter; '' is "All". */
export function FilterChips<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | '';
  options: { value: T; label: string }[];
  onChange: (v: T | '') => void;
}) {
  const t = useTrans();
  const all: { value: T | ''; label: string }[] = [{ value: '', label: t('All') }, ...options];
  return (
    // one scrolling line per filter on phones, wrapping on wider screens
    <div
      className="-mx-4 flex items-center gap-1.5 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      role="group"
      aria-label={label}
    >
      <span className="me-1 shrink-0 text-xs font-semibold uppercase tracking-wide text-muted">{label}</span>
      {all.map((o) => (
        <button
          key={o.value || 'all'}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`h-7 shrink-0 rounded-full px-3 text-xs font-semibold transition-colors duration-150 ${value === o.value ? 'bg-primary text-on-primary' : 'bg-fg/8 text-muted hover:text-fg'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
