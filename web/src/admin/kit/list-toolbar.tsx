import { Search, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { inputClass } from '../../ui/field';

// The pieces of the bar above an admin table: search box, filter pills, sort menu and the bulk
// delete button, plus ListControls, which lays them out in the usual order.

export interface SortOption {
  value: string;
  /** Untranslated: translated when shown. */
  label: string;
}

/** The search box; `label` and `placeholder` arrive translated. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder = label,
  testId,
  className = 'min-w-56 flex-1 sm:max-w-sm',
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
  placeholder?: string;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className={`${inputClass} h-10 ps-9`}
        data-testid={testId}
      />
    </div>
  );
}

/** A select of sort orders (or any options); the label and option labels are translated here. */
export function SortSelect({
  value,
  options,
  onChange,
  label = 'Order by',
  testId,
  className = 'pe-8',
  translateLabels = true,
  children,
}: {
  value: string;
  options: SortOption[];
  onChange: (value: string) => void;
  label?: string;
  testId?: string;
  className?: string;
  /** False when the option labels are names or already translated. */
  translateLabels?: boolean;
  /** Options shown before `options`, e.g. an "any" choice. */
  children?: ReactNode;
}) {
  const t = useTrans();
  return (
    <select
      aria-label={t(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={`${inputClass} h-10 ${className}`}
      data-testid={testId}
    >
      {children}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {translateLabels ? t(o.label) : o.label}
        </option>
      ))}
    </select>
  );
}

/** Toggle pills for one filter (type, visibility, status); labels arrive translated. */
export function FilterPills<V extends string>({
  label,
  value,
  options,
  onChange,
  className = 'flex gap-1.5',
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`h-8 rounded-full px-3 text-xs font-semibold transition-colors ${value === o.value ? 'bg-primary text-on-primary' : 'bg-fg/8 text-muted hover:text-fg'}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** "Delete N", shown only while rows are selected. */
export function BulkDeleteButton({ count, loading, onClick }: { count: number; loading: boolean; onClick: () => void }) {
  const t = useTrans();
  if (count === 0) return null;
  return (
    <Button variant="danger" size="sm" onClick={onClick} loading={loading} data-testid="bulk-delete">
      <Trash2 className="size-4" aria-hidden />
      {t('Delete :count', { count })}
    </Button>
  );
}

/**
 * The toolbar of an admin list: search, then `filters`, then the sort menu (when given), then
 * `extra`, then the bulk delete button.
 */
export function ListControls({
  search,
  filters,
  sort,
  extra,
  bulk,
}: {
  search: { text: string; onText: (text: string) => void; label: string; placeholder?: string; testId?: string; className?: string };
  filters?: ReactNode;
  sort?: { value: string; options: SortOption[]; onChange: (value: string) => void; testId?: string; className?: string };
  extra?: ReactNode;
  bulk?: { count: number; loading: boolean; onDelete: () => void };
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <SearchBox
        value={search.text}
        onChange={search.onText}
        label={search.label}
        placeholder={search.placeholder}
        testId={search.testId}
        className={search.className}
      />
      {filters}
      {sort && (
        <div className={sort.className ?? 'w-full sm:w-48'}>
          <SortSelect value={sort.value} options={sort.options} onChange={sort.onChange} testId={sort.testId} />
        </div>
      )}
      {extra}
      {bulk && <BulkDeleteButton count={bulk.count} loading={bulk.loading} onClick={bulk.onDelete} />}
    </div>
  );
}
