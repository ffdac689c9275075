import type { ReactNode } from 'react';
import { useTrans } from '../shell/i18n';
import { Button } from './button';
import { Skeleton } from './skeleton';

export interface AdminColumn {
  /** Header text; an empty label is read out as `srLabel` only (e.g. an actions column). */
  label: string;
  srLabel?: string;
  /** Visibility and alignment, e.g. 'hidden md:table-cell text-end'. */
  className?: string;
}

/**
 * The admin list table: bordered, with a header that sticks under the navbar on wide screens
 * (no inner scroller there) and scrolls sideways on phones; skeleton rows while loading.
 * `selectAll` adds the leading select-all checkbox column.
 */
export function AdminTable({
  columns,
  loading,
  skeletonRows = 6,
  skeletonClassName = 'h-10',
  selectAll,
  footer,
  children,
}: {
  columns: AdminColumn[];
  loading: boolean;
  skeletonRows?: number;
  skeletonClassName?: string;
  selectAll?: { checked: boolean; onChange: () => void };
  /** Shown under the table inside its frame, e.g. the empty state. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useTrans();
  const span = columns.length + (selectAll ? 1 : 0);
  return (
    <div className="overflow-x-auto rounded-theme border border-line md:overflow-visible">
      <table className="w-full border-collapse text-sm">
        <thead className="z-10 bg-raised text-xs font-semibold uppercase tracking-wide text-muted md:sticky md:top-[var(--mq-navbar-height)]">
          <tr>
            {selectAll && (
              <th scope="col" className="w-10 py-3 ps-3 pe-1 text-start sm:px-4">
                <RowCheckbox label={t('Select all')} checked={selectAll.checked} onChange={selectAll.onChange} />
              </th>
            )}
            {columns.map((c, i) => (
              <th key={i} scope="col" className={`px-4 py-3 ${c.className?.includes('text-end') ? '' : 'text-start'} ${c.className ?? ''}`}>
                {c.label ? t(c.label) : <span className="sr-only">{t(c.srLabel ?? 'Actions')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {loading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={i}>
                  <td colSpan={span} className="px-4 py-3">
                    <Skeleton className={`${skeletonClassName} w-full`} />
                  </td>
                </tr>
              ))
            : children}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

export function RowCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <input type="checkbox" aria-label={label} checked={checked} onChange={onChange} className="size-4 accent-[rgb(var(--mq-primary))]" />
  );
}

/** ':from–:to of :total' with Previous/Next, for paginated admin lists. */
export function AdminPagination({
  page,
  onPage,
}: {
  page: { current_page: number; last_page: number; per_page: number; total: number } | undefined;
  onPage: (page: number) => void;
}) {
  const t = useTrans();
  if (!page || page.last_page <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className="mt-4 flex items-center justify-between gap-3 text-sm text-muted">
      <span>
        {t(':from–:to of :total', {
          from: (page.current_page - 1) * page.per_page + 1,
          to: Math.min(page.current_page * page.per_page, page.total),
          total: page.total,
        })}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page.current_page <= 1} onClick={() => onPage(page.current_page - 1)}>
          {t('Previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page.current_page >= page.last_page} onClick={() => onPage(page.current_page + 1)}>
          {t('Next')}
        </Button>
      </div>
    </nav>
  );
}
