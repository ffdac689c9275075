import { ChartColumn, Check, Clapperboard, Pencil, Plus, Undo2 } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button, ButtonLink, DeleteIconButton, IconButton, RowIconLink } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { AdminListPage, shownFrom } from '../kit/admin-list-page';
import { BulkDeleteButton, SearchBox } from '../kit/list-toolbar';
import { formatDate } from '../../ui/catalogue/format';
import { askToDelete } from '../kit/use-bulk-delete';
import { useAdminListParams } from '../kit/use-admin-list';
import { type AdminVideoQuery, useAdminVideos, useSetApproval } from './api';
import { useDeleteVideos } from '../kit/videos-api';
import { FilterChips } from './filter-chips';
import { categoryLabels, StatusBadge, typeLabels, VideoThumb } from '../kit/video-status-badge';
import { type AdminVideo, VIDEO_CATEGORIES, VIDEO_STATUSES, VIDEO_TYPES } from '../kit/video-types';

type Param = 'query' | 'page' | 'type' | 'category' | 'status' | 'approved';
const statusLabels = { pending: 'Queued', processing: 'Processing', ready: 'Ready', failed: 'Failed' } as const;

const scopeOf = (v: AdminVideo) =>
  v.season_number != null ? `S${v.season_number}${v.episode_number != null ? ` · E${v.episode_number}` : ''}` : null;

/** /admin/videos: every video, searchable and filterable, with approval and deletion. */
export default function AdminVideosPage() {
  const t = useTrans();
  const state = useAdminListParams<Param>();
  const { params, page: pageNumber, text, setText, query, setParams } = state;
  const q: AdminVideoQuery = {
    query,
    page: pageNumber,
    type: (params.get('type') as AdminVideoQuery['type']) ?? '',
    category: (params.get('category') as AdminVideoQuery['category']) ?? '',
    status: (params.get('status') as AdminVideoQuery['status']) ?? '',
    approved: (params.get('approved') as AdminVideoQuery['approved']) ?? '',
  };

  const list = useAdminVideos(q);
  const remove = useDeleteVideos();
  const approval = useSetApproval();
  const editLink = (id: number) => pathTo(paths.adminVideoEdit, { videoId: id });

  /** The chips of one filter, written to ?<key>= of the address. */
  const chips = (key: 'type' | 'category' | 'status' | 'approved', label: string, options: { value: string; label: string }[]) => (
    <FilterChips label={label} value={q[key]} options={options} onChange={(v) => setParams({ [key]: v, page: '' })} />
  );
  const setApproved = (video: AdminVideo, approved: boolean) =>
    approval.mutate({ id: video.id, approved }, { onSuccess: () => toast(approved ? t('Video approved') : t('Video disapproved')) });

  return (
    <AdminListPage
      testId="admin-videos"
      title={t('Videos')}
      actions={
        <ButtonLink to={paths.adminVideoNew} size="sm" data-testid="new-video">
          <Plus className="size-4" aria-hidden />
          {t('New video')}
        </ButtonLink>
      }
      state={state}
      list={list}
      toolbar={(bulk) => (
        <div className="mb-4 flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <SearchBox value={text} onChange={setText} label={t('Search videos')} testId="admin-videos-search" />
            <BulkDeleteButton count={bulk.count} loading={bulk.loading} onClick={bulk.onDelete} />
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {chips(
              'type',
              t('Type'),
              VIDEO_TYPES.map((v) => ({ value: v, label: t(typeLabels[v]) })),
            )}
            {chips(
              'category',
              t('Category'),
              VIDEO_CATEGORIES.map((v) => ({ value: v, label: t(categoryLabels[v]) })),
            )}
            {chips(
              'status',
              t('Status'),
              VIDEO_STATUSES.map((v) => ({ value: v, label: t(statusLabels[v]) })),
            )}
            {chips('approved', t('Approval'), [
              { value: '1', label: t('Approved') },
              { value: '0', label: t('Awaiting approval') },
            ])}
          </div>
        </div>
      )}
      select={{ name: (row) => row.name, cellClassName: 'py-2 ps-3 pe-1 sm:px-4' }}
      bulkDelete={{
        mutation: remove,
        confirm: askToDelete(
          (count) => (count === 1 ? 'Delete video?' : 'Delete videos?'),
          'Their processed files, captions and play history are deleted too. This cannot be undone.',
        ),
        done: (r) => t('[one] Deleted :count video|[other] Deleted :count videos', { count: r.deleted }),
      }}
      rows={{ skeleton: 8, testId: 'admin-video-row' }}
      columns={(c) => [
        c.main('Video', 'px-2 py-2 sm:px-4', (row) => (
          <div className="flex items-center gap-3">
            <VideoThumb src={row.thumbnail} className="w-14 sm:w-20" />
            <div className="min-w-0">
              <Link to={editLink(row.id)} className="line-clamp-1 font-semibold hover:text-primary">
                {row.name}
              </Link>
              <p className="text-xs text-muted">
                {t(typeLabels[row.type])}
                {row.quality ? ` · ${row.quality}` : ''}
                {row.language ? ` · ${row.language.toUpperCase()}` : ''}
              </p>
              <div className="mt-1 sm:hidden">
                <StatusBadge video={row} testId="video-status-compact" />
              </div>
            </div>
          </div>
        )),
        {
          label: 'Title',
          className: shownFrom.md,
          td: 'hidden min-w-36 px-4 py-2 md:table-cell',
          cell: (row) => (
            <>
              {row.title ? (
                <Link to={pathTo(paths.adminTitleEdit, { titleId: row.title.id })} className="line-clamp-1 hover:text-primary">
                  {row.title.name}
                </Link>
              ) : (
                '—'
              )}
              {scopeOf(row) && <p className="text-xs text-muted">{scopeOf(row)}</p>}
            </>
          ),
        },
        {
          label: 'Category',
          className: shownFrom.lg,
          td: 'hidden px-4 py-2 text-muted lg:table-cell',
          cell: (row) => t(categoryLabels[row.category]),
        },
        { label: 'Status', className: shownFrom.sm, td: 'hidden px-4 py-2 sm:table-cell', cell: (row) => <StatusBadge video={row} /> },
        {
          label: 'Approval',
          className: shownFrom.sm,
          td: 'hidden px-4 py-2 sm:table-cell',
          cell: (row) =>
            row.approved ? (
              <button
                type="button"
                onClick={() => setApproved(row, false)}
                className="inline-flex items-center gap-1.5 text-xs font-semibold text-positive hover:underline"
                title={t('Disapprove')}
                data-testid="disapprove"
              >
                <Check className="size-4" aria-hidden />
                {t('Approved')}
              </button>
            ) : (
              <Button size="xs" variant="outline" onClick={() => setApproved(row, true)} data-testid="approve">
                {t('Approve')}
              </Button>
            ),
        },
        {
          label: 'Added',
          className: 'hidden 2xl:table-cell',
          td: 'hidden whitespace-nowrap px-4 py-2 text-muted 2xl:table-cell',
          cell: (row) => formatDate(row.created_at),
        },
      ]}
      rowActionsClassName="px-2 py-2"
      rowActions={(row, tools) => (
        <div className="flex items-center justify-end">
          {/* phones have no approval column: the action sits here */}
          <IconButton
            label={row.approved ? t('Disapprove') : t('Approve')}
            onClick={() => setApproved(row, !row.approved)}
            className="size-9 text-muted sm:hidden"
          >
            {row.approved ? <Undo2 className="size-4" aria-hidden /> : <Check className="size-4" aria-hidden />}
          </IconButton>
          <RowIconLink
            to={pathTo(paths.adminVideoInsights, { videoId: row.id })}
            label={t('Insights')}
            className="hidden sm:grid"
            data-testid="video-insights"
          >
            <ChartColumn className="size-4" aria-hidden />
          </RowIconLink>
          <RowIconLink to={editLink(row.id)} label={t('Edit')} className="hidden sm:grid">
            <Pencil className="size-4" aria-hidden />
          </RowIconLink>
          <DeleteIconButton label={t('Delete')} onClick={tools.remove} />
        </div>
      )}
      empty={{
        icon: <Clapperboard />,
        filtered: true,
        found: t('No videos found'),
        actions: (
          <ButtonLink to={paths.adminVideoNew} size="sm">
            {t('New video')}
          </ButtonLink>
        ),
      }}
    />
  );
}
