import { DownloadCloud, Film, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button, ButtonLink } from '../../ui/button';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { EmptyState } from '../../ui/empty-state';
import { AdminListHeader } from '../kit/list-header';
import { FilterPills, ListControls } from '../kit/list-toolbar';
import { confirmBulkDelete, useBulkDelete } from '../kit/use-bulk-delete';
import { Artwork } from '../../ui/catalogue/artwork';
import { formatDate } from '../../ui/catalogue/format';
import { titleLink } from '../../ui/catalogue/links';
import { RatingBadge } from '../../ui/catalogue/rating-badge';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { type AdminTitleQuery, useAdminTitles, useDeleteTitles } from './api';
import { TmdbImportDialog } from './tmdb-import-dialog';
import { usePermission } from '../../shell/permissions';

const orderOptions = [
  { value: 'popularity', label: 'Most popular' },
  { value: 'created_at', label: 'Recently added' },
  { value: 'release_date', label: 'Release date' },
  { value: 'name', label: 'Name' },
  { value: 'rating', label: 'Rating' },
];

/** /admin/titles: a searchable, sortable table with bulk delete. */
export default function AdminTitlesPage() {
  const t = useTrans();
  const canCreate = usePermission('titles.create');
  const { params, page: pageNumber, text, setText, query, setParams } = useAdminListParams<'type' | 'orderBy' | 'orderDir'>();
  const q: AdminTitleQuery = {
    query,
    page: pageNumber,
    type: (params.get('type') as AdminTitleQuery['type']) ?? '',
    orderBy: params.get('orderBy') ?? 'popularity',
    orderDir: params.get('orderDir') === 'asc' ? 'asc' : 'desc',
  };
  const list = useAdminTitles(q);
  const remove = useDeleteTitles();
  const rows = list.data?.pagination.data ?? [];
  const page = list.data?.pagination;
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);

  const bulkDelete = useBulkDelete({
    mutation: remove,
    clearSelection: () => setSelected(new Set()),
    confirm: (ids) =>
      confirmBulkDelete({
        title: t('[one] Delete :count title?|[other] Delete :count titles?', { count: ids.length }),
        body: t('Their seasons, episodes, credits and images are deleted too. This cannot be undone.'),
        confirmLabel: t('Delete'),
        dialogLabel: t('Delete titles'),
      }),
    done: (r) => t('[one] Deleted :count title|[other] Deleted :count titles', { count: r.deleted.length }),
  });

  return (
    <div data-testid="admin-titles">
      <AdminListHeader title={t('Titles')}>
        {canCreate && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void openDialog((close) => <TmdbImportDialog close={() => close()} />, { label: t('Import from TMDB') })}
          >
            <DownloadCloud className="size-4" aria-hidden />
            {t('Import from TMDB')}
          </Button>
        )}
        <ButtonLink to={paths.adminTitleNew} size="sm">
          <Plus className="size-4" aria-hidden />
          {t('New title')}
        </ButtonLink>
      </AdminListHeader>
      <ListControls
        search={{ text, onText: setText, label: t('Search titles'), testId: 'admin-titles-search' }}
        filters={
          <FilterPills
            label={t('Type')}
            value={q.type}
            options={(['', 'movie', 'series'] as const).map((type) => ({
              value: type,
              label: type === '' ? t('All') : type === 'movie' ? t('Movies') : t('Series'),
            }))}
            onChange={(type) => setParams({ type, page: '' })}
          />
        }
        sort={{ value: q.orderBy, options: orderOptions, onChange: (v) => setParams({ orderBy: v, page: '' }) }}
        bulk={{ count: selected.size, loading: bulkDelete.pending, onDelete: () => void bulkDelete.run([...selected]) }}
      />
      <AdminTable
        loading={list.isPending}
        skeletonRows={8}
        skeletonClassName="h-10"
        selectAll={{ checked: allSelected, onChange: toggleAll }}
        columns={[
          { label: 'Title' },
          { label: 'Type', className: 'hidden md:table-cell' },
          { label: 'Rating', className: 'hidden sm:table-cell' },
          { label: 'Release date', className: 'hidden lg:table-cell' },
          { label: 'Last updated', className: 'hidden xl:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState icon={<Film />} title={t('No titles found')} message={t('There are no items matching your query')} />
          )
        }
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`}
            data-testid="admin-title-row"
          >
            <td className="px-4 py-2">
              <RowCheckbox label={t('Select :name', { name: row.name })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="px-4 py-2">
              <div className="flex items-center gap-3">
                <Artwork src={row.poster} kind="poster" alt="" seed={row.name} sizes="40px" className="w-9 shrink-0" rounded="rounded-md" />
                <div className="min-w-0">
                  <Link to={pathTo(paths.adminTitleEdit, { titleId: row.id })} className="font-semibold hover:text-primary">
                    {row.name}
                  </Link>
                  <p className="text-xs text-muted">{row.year ?? '—'}</p>
                </div>
              </div>
            </td>
            <td className="hidden px-4 py-2 text-muted md:table-cell">{row.type === 'series' ? t('Series') : t('Movie')}</td>
            <td className="hidden px-4 py-2 sm:table-cell">
              <RatingBadge rating={row.rating} />
            </td>
            <td className="hidden px-4 py-2 text-muted lg:table-cell">{formatDate(row.release_date) ?? '—'}</td>
            <td className="hidden px-4 py-2 text-muted xl:table-cell">{formatDate(row.updated_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <Link to={titleLink(row)} className="me-3 text-xs font-medium text-muted hover:text-primary">
                {t('View')}
              </Link>
              <Link
                to={pathTo(paths.adminTitleInsights, { titleId: row.id })}
                className="me-3 hidden text-xs font-medium text-muted hover:text-primary sm:inline"
              >
                {t('Insights')}
              </Link>
              <Link to={pathTo(paths.adminTitleEdit, { titleId: row.id })} className="text-xs font-semibold text-primary hover:underline">
                {t('Edit')}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={page} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
