import { DownloadCloud, Film, Plus, Search, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../../paths';
import { useTrans } from '../../../shell/i18n';
import { openDialog } from '../../../shell/modal-host';
import { Button, ButtonLink } from '../../../ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '../../../ui/dialog';
import { AdminPagination, AdminTable, RowCheckbox } from '../../../ui/admin-table';
import { EmptyState } from '../../../ui/empty-state';
import { inputClass } from '../../../ui/field';
import { toast } from '../../../ui/toast-store';
import { Artwork } from '../../catalogue-ui/artwork';
import { formatDate } from '../../catalogue-ui/format';
import { titleLink } from '../../catalogue-ui/links';
import { RatingBadge } from '../../catalogue-ui/rating-badge';
import { useAdminListParams, useRowSelection } from '../../admin-common/use-admin-list';
import { type AdminTitleQuery, useAdminTitles, useDeleteTitles } from './api';
import { TmdbImportDialog } from './tmdb-import-dialog';
import { usePermission } from '../../../shell/permissions';

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

  const confirmDelete = async () => {
    const ids = [...selected];
    const ok = await openDialog<boolean>((close) => (
      <>
        <DialogHeader onClose={() => close(false)}>{t('[one] Delete :count title?|[other] Delete :count titles?', { count: ids.length })}</DialogHeader>
        <DialogBody>{t('Their seasons, episodes, credits and images are deleted too. This cannot be undone.')}</DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>{t('Cancel')}</Button>
          <Button variant="danger" onClick={() => close(true)} data-testid="confirm-delete">{t('Delete')}</Button>
        </DialogFooter>
      </>
    ), { size: 'sm', label: t('Delete titles') });
    if (!ok) return;
    remove.mutate(ids, {
      onSuccess: (r) => {
        setSelected(new Set());
        toast(t('[one] Deleted :count title|[other] Deleted :count titles', { count: r.deleted.length }));
      },
    });
  };

  return (
    <div data-testid="admin-titles">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-2xl font-bold tracking-tight">{t('Titles')}</h1>
        {canCreate && (
          <Button variant="outline" size="sm" onClick={() => void openDialog((close) => <TmdbImportDialog close={() => close()} />, { label: t('Import from TMDB') })}>
            <DownloadCloud className="size-4" aria-hidden />
            {t('Import from TMDB')}
          </Button>
        )}
        <ButtonLink to={paths.adminTitleNew} size="sm">
          <Plus className="size-4" aria-hidden />
          {t('New title')}
        </ButtonLink>
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1 sm:max-w-sm">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('Search titles')} aria-label={t('Search titles')} className={`${inputClass} h-10 ps-9`} data-testid="admin-titles-search" />
        </div>
        <div className="flex gap-1.5" role="group" aria-label={t('Type')}>
          {(['', 'movie', 'series'] as const).map((type) => (
            <button key={type} type="button" aria-pressed={q.type === type} onClick={() => setParams({ type, page: '' })} className={`h-8 rounded-full px-3 text-xs font-semibold transition-colors ${q.type === type ? 'bg-primary text-on-primary' : 'bg-fg/8 text-muted hover:text-fg'}`}>
              {type === '' ? t('All') : type === 'movie' ? t('Movies') : t('Series')}
            </button>
          ))}
        </div>
        <div className="w-full sm:w-48">
          <select aria-label={t('Order by')} value={q.orderBy} onChange={(e) => setParams({ orderBy: e.target.value, page: '' })} className={`${inputClass} h-10 pe-8`}>
            {orderOptions.map((o) => <option key={o.value} value={o.value}>{t(o.label)}</option>)}
          </select>
        </div>
        {selected.size > 0 && (
          <Button variant="danger" size="sm" onClick={confirmDelete} loading={remove.isPending} data-testid="bulk-delete">
            <Trash2 className="size-4" aria-hidden />
            {t('Delete :count', { count: selected.size })}
          </Button>
        )}
      </div>
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
        footer={!list.isPending && rows.length === 0 && <EmptyState icon={<Film />} title={t('No titles found')} message={t('There are no items matching your query')} />}
      >
        {rows.map((row) => (
          <tr key={row.id} className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`} data-testid="admin-title-row">
            <td className="px-4 py-2">
              <RowCheckbox label={t('Select :name', { name: row.name })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="px-4 py-2">
              <div className="flex items-center gap-3">
                <Artwork src={row.poster} kind="poster" alt="" seed={row.name} sizes="40px" className="w-9 shrink-0" rounded="rounded-md" />
                <div className="min-w-0">
                  <Link to={pathTo(paths.adminTitleEdit, { titleId: row.id })} className="font-semibold hover:text-primary">{row.name}</Link>
                  <p className="text-xs text-muted">{row.year ?? '—'}</p>
                </div>
              </div>
            </td>
            <td className="hidden px-4 py-2 text-muted md:table-cell">{row.type === 'series' ? t('Series') : t('Movie')}</td>
            <td className="hidden px-4 py-2 sm:table-cell"><RatingBadge rating={row.rating} /></td>
            <td className="hidden px-4 py-2 text-muted lg:table-cell">{formatDate(row.release_date) ?? '—'}</td>
            <td className="hidden px-4 py-2 text-muted xl:table-cell">{formatDate(row.updated_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <Link to={titleLink(row)} className="me-3 text-xs font-medium text-muted hover:text-primary">{t('View')}</Link>
              <Link to={pathTo(paths.adminTitleInsights, { titleId: row.id })} className="me-3 hidden text-xs font-medium text-muted hover:text-primary sm:inline">{t('Insights')}</Link>
              <Link to={pathTo(paths.adminTitleEdit, { titleId: row.id })} className="text-xs font-semibold text-primary hover:underline">{t('Edit')}</Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={page} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
