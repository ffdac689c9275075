import { ExternalLink, Filter, Flag, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Avatar } from '../../ui/avatar';
import { DeleteIconButton, IconButton, RowIconLink } from '../../ui/button';
import { AdminListPage, type RowTools } from '../kit/admin-list-page';
import { FilterPills } from '../kit/list-toolbar';
import { formatDate } from '../../ui/catalogue/format';
import { askToDelete } from '../kit/use-bulk-delete';
import { useAdminListParams } from '../kit/use-admin-list';
import { type Kind, type ModerationQuery, type Target, useDeleteModerated, useModerationList } from './api';
import { openReports } from './reports-dialog';
import { targetHref, targetLabel } from './target-link';

interface Row {
  id: number;
  user: { id: number; name: string; avatar: string | null } | null;
  reports_count: number;
  target: Target | null;
  created_at: string;
  deleted?: boolean;
}

/** The filters and orders every moderated kind has; a kind adds its own after them. */
export const commonStatuses = [
  { value: '', label: 'All' },
  { value: 'reported', label: 'Reported' },
];
export const commonOrders = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'most_reported', label: 'Most reported' },
];

export interface ModerationListConfig<T extends Row> {
  kind: Kind;
  heading: string;
  searchLabel: string;
  statuses: { value: string; label: string }[];
  orders: { value: string; label: string }[];
  emptyIcon: ReactNode;
  /** The text column: an excerpt of the comment or review. */
  excerpt: (row: T) => ReactNode;
  /** The `type:id` of the row's target, for the 'only this item' filter. */
  targetRef: (row: T) => string;
  deleteBody: string;
}

type P = 'status' | 'orderBy' | 'userId' | 'userName' | 'target' | 'targetName';

/** Shared by /admin/comments and /admin/reviews: search, filters, sort, pages, reports and (bulk) delete. */
export function ModerationList<T extends Row>({ config }: { config: ModerationListConfig<T> }) {
  const t = useTrans();
  const { kind } = config;
  const state = useAdminListParams<P>();
  const { params, page: pageNumber, query, setParams } = state;
  const q: ModerationQuery = {
    query,
    page: pageNumber,
    status: params.get('status') ?? '',
    orderBy: params.get('orderBy') ?? 'newest',
    userId: params.get('userId') ?? '',
    target: params.get('target') ?? '',
  };
  const list = useModerationList<T>(kind, q);
  const remove = useDeleteModerated(kind);
  const noun = kind === 'comment' ? { one: 'comment', other: 'comments' } : { one: 'review', other: 'reviews' };

  const chip = (label: string, clear: Partial<Record<P | 'page', string>>) => (
    <span
      className="inline-flex h-8 items-center gap-1 rounded-full bg-primary/12 ps-3 pe-1 text-xs font-semibold text-primary"
      data-testid="filter-chip"
    >
      {label}
      <button
        type="button"
        aria-label={t('Remove filter')}
        onClick={() => setParams({ ...clear, page: '' })}
        className="grid size-6 place-items-center rounded-full hover:bg-primary/15"
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </span>
  );

  const target = (row: T) => {
    const href = targetHref(row.target);
    return row.target ? (
      <span className="inline-flex min-w-0 items-center gap-1">
        {href ? (
          <Link to={href} className="truncate font-medium hover:text-primary" data-testid="row-target">
            {targetLabel(row.target)}
          </Link>
        ) : (
          <span className="truncate">{targetLabel(row.target)}</span>
        )}
        <IconButton
          label={t('Only this item')}
          onClick={() => setParams({ target: config.targetRef(row), targetName: targetLabel(row.target!), page: '' })}
          className="size-7 text-muted hover:text-primary"
        >
          <Filter className="size-3.5" aria-hidden />
        </IconButton>
      </span>
    ) : (
      <span className="text-muted">{t('Deleted item')}</span>
    );
  };
  const reportsBadge = (row: T) =>
    row.reports_count > 0 ? (
      <button
        type="button"
        onClick={() => void openReports(kind, row.id, t('Reports'))}
        className="inline-flex h-7 shrink-0 items-center gap-1 rounded-full bg-danger/12 px-2.5 text-xs font-semibold text-danger hover:bg-danger/20"
        aria-label={t('[one] :count report|[other] :count reports', { count: row.reports_count })}
        data-testid="reports-count"
      >
        <Flag className="size-3.5" aria-hidden />
        {row.reports_count}
      </button>
    ) : (
      <span className="text-xs text-muted">0</span>
    );
  const actions = (row: T, tools: RowTools) => {
    const href = targetHref(row.target);
    return (
      <div className="flex shrink-0 items-center justify-end">
        {href && (
          <RowIconLink to={`${href}#${kind}s`} label={t('Open in context')} data-testid="open-in-context">
            <ExternalLink className="size-4" aria-hidden />
          </RowIconLink>
        )}
        {!row.deleted && <DeleteIconButton label={t('Delete')} onClick={tools.remove} data-testid="row-delete" />}
      </div>
    );
  };

  return (
    <AdminListPage
      testId={`admin-${kind}s`}
      title={t(config.heading)}
      state={state}
      list={list}
      search={{ label: t(config.searchLabel), testId: 'moderation-search' }}
      filters={
        <FilterPills
          label={t('Filter')}
          value={q.status ?? ''}
          options={config.statuses.map((s) => ({ value: s.value, label: t(s.label) }))}
          onChange={(status) => setParams({ status, page: '' })}
          className="flex flex-wrap gap-1.5"
        />
      }
      sort={{
        value: q.orderBy ?? '',
        options: config.orders,
        onChange: (v) => setParams({ orderBy: v, page: '' }),
        testId: 'moderation-order',
      }}
      extra={
        <>
          {q.userId && chip(t('By :name', { name: params.get('userName') ?? `#${q.userId}` }), { userId: '', userName: '' })}
          {q.target && chip(t('On :name', { name: params.get('targetName') ?? q.target }), { target: '', targetName: '' })}
        </>
      }
      select={{ label: () => t('Select'), cellClassName: 'py-3 ps-3 pe-1 sm:px-4' }}
      bulkDelete={{
        mutation: remove,
        showErrors: true,
        confirm: askToDelete(
          (count) => t(`[one] Delete :count ${noun.one}?|[other] Delete :count ${noun.other}?`, { count }),
          config.deleteBody,
        ),
        done: (r) => t(`[one] Deleted :count ${noun.one}|[other] Deleted :count ${noun.other}`, { count: r.deleted.length }),
      }}
      rows={{
        skeleton: 8,
        skeletonClassName: 'h-12',
        testId: 'moderation-row',
        attrs: (row) => ({ 'data-id': String(row.id) }),
        className: 'align-top transition-colors hover:bg-fg/4',
      }}
      columns={(c) => [
        c.main(kind === 'comment' ? 'Comment' : 'Review', 'px-3 py-3 sm:min-w-60 sm:px-4', (row, tools) => (
          <>
            <div className="flex items-center gap-2 text-xs">
              <Avatar src={row.user?.avatar ?? null} label={row.user?.name ?? t('Deleted user')} size={24} />
              {row.user ? (
                <button
                  type="button"
                  className="truncate font-semibold hover:text-primary"
                  title={t('Only by :name', { name: row.user.name })}
                  onClick={() => setParams({ userId: String(row.user!.id), userName: row.user!.name, page: '' })}
                  data-testid="row-author"
                >
                  {row.user.name}
                </button>
              ) : (
                <span className="font-semibold text-muted">{t('Deleted user')}</span>
              )}
              <time dateTime={row.created_at} className="shrink-0 text-muted lg:hidden">
                · {formatDate(row.created_at)}
              </time>
            </div>
            <div className="mt-1.5 max-w-xl text-sm">{config.excerpt(row)}</div>
            <div className="mt-1.5 hidden text-xs text-muted sm:block md:hidden">{target(row)}</div>
            <div className="mt-1 flex items-center gap-2 text-xs text-muted sm:hidden">
              {row.reports_count > 0 && reportsBadge(row)}
              <div className="min-w-0 flex-1">{target(row)}</div>
              {actions(row, tools)}
            </div>
          </>
        )),
        { label: 'On', className: 'hidden md:table-cell', td: 'hidden max-w-56 px-4 py-3 text-sm md:table-cell', cell: target },
        { label: 'Reports', className: 'hidden sm:table-cell', td: 'hidden px-4 py-3 sm:table-cell', cell: reportsBadge },
        {
          label: 'Date',
          className: 'hidden lg:table-cell',
          td: 'hidden whitespace-nowrap px-4 py-3 text-muted lg:table-cell',
          cell: (row) => formatDate(row.created_at),
        },
        { label: '', className: 'hidden sm:table-cell text-end', td: 'hidden px-2 py-2 sm:table-cell', cell: actions },
      ]}
      empty={{ icon: config.emptyIcon, filtered: true, found: t(`No ${noun.other} found`) }}
    />
  );
}
