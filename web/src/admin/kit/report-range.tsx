import type { UseQueryResult } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { rangeEndingAt } from './chart';

// The period of the admin reports (plays insights, visitors): ?days= in the URL, 30 by default.

const RANGES = [7, 30, 90, 365] as const;

/** The chosen period from ?days=, the date range it covers, and how to choose another one. */
export function useReportRange() {
  const [location, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const days = RANGES.find((d) => d === Number(search.get('days'))) ?? 30;
  const range = useMemo(() => rangeEndingAt(new Date(), days), [days]);
  const setDays = (d: number) => navigate(`${location}?days=${d}`, { replace: true });
  return { days, range, setDays };
}

export function RangePicker({ days, onChange }: { days: number; onChange: (d: number) => void }) {
  const t = useTrans();
  return (
    <div role="radiogroup" aria-label={t('Period')} className="inline-flex rounded-full border border-line bg-surface p-1">
      {RANGES.map((d) => (
        <button
          key={d}
          type="button"
          role="radio"
          aria-checked={days === d}
          onClick={() => onChange(d)}
          className={`rounded-full px-3 py-1 text-sm font-medium transition-colors ${days === d ? 'bg-fg text-background' : 'text-muted hover:text-fg'}`}
        >
          {d === 365 ? t('12 months') : t(':count days', { count: d })}
        </button>
      ))}
    </div>
  );
}

/** The report while it loads: the chart, then a row of four breakdown cards. */
export function ReportSkeleton(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className="flex flex-col gap-6" {...props}>
      <Skeleton className="h-80 w-full" />
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    </div>
  );
}

/** A report page's body: the skeleton while it loads, an error, a boxed empty state when nothing was counted, or the report. */
export function ReportBody<T>({
  query,
  errorMessage,
  empty,
  busy,
  children,
}: {
  query: UseQueryResult<T>;
  errorMessage: string;
  empty: (data: T) => { icon: ReactNode; title: string; message: string } | null;
  /** Mark the skeleton aria-busy. */
  busy?: boolean;
  children: (data: T) => ReactNode;
}) {
  const t = useTrans();
  if (query.isPending) return <ReportSkeleton aria-busy={busy || undefined} />;
  if (query.isError) return <EmptyState icon={<ChartColumn />} title={t('This report could not be loaded')} message={errorMessage} />;
  const nothing = empty(query.data);
  return nothing ? (
    <div className="rounded-2xl border border-line bg-surface">
      <EmptyState {...nothing} />
    </div>
  ) : (
    children(query.data)
  );
}
