import { Globe, ListVideo, Lock, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { Button, ButtonLink } from '../../ui/button';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { EmptyState } from '../../ui/empty-state';
import { AdminListHeader } from '../kit/list-header';
import { FilterPills, ListControls } from '../kit/list-toolbar';
import { useBulkDelete } from '../kit/use-bulk-delete';
import { formatDate } from '../../ui/catalogue/format';
import { listUrl } from '../../api/lists';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { type AdminListParams, useAdminLists, useDeleteLists } from './api';

const orderOptions = [
  { value: 'updated_at:desc', label: 'Last updated' },
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'items_count:desc', label: 'Most items' },
];
const visibilities = ['all', 'public', 'private'] as const;

/** /admin/lists: every user's lists (private ones too), searchable, with bulk delete. */
export default function ListsPage() {
  const t = useTrans();
  const { params, page: pageNumber, text, setText, query, setParams } = useAdminListParams<'order' | 'visibility'>();
  const order = orderOptions.some((o) => o.value === params.get('order')) ? params.get('order')! : 'updated_at:desc';
  const [orderBy, orderDir] = order.split(':') as [string, 'asc' | 'desc'];
  const visibility = (visibilities as readonly string[]).includes(params.get('visibility') ?? '')
    ? (params.get('visibility') as AdminListParams['visibility'])
    : 'all';
  const list = useAdminLists({ query, page: pageNumber, visibility, orderBy, orderDir });
  const remove = useDeleteLists();
  const rows = list.data?.pagination.data ?? [];
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);

  const bulkDelete = useBulkDelete({
    mutation: remove,
    clearSelection: () => setSelected(new Set()),
    showErrors: true,
    confirm: (ids) =>
      confirmAction({
        title: t('[one] Delete :count list?|[other] Delete :count lists?', { count: ids.length }),
        body: t('The lists and their comments are deleted for their owners too. This cannot be undone.'),
        confirmLabel: 'Delete',
      }),
    done: (r) => t('[one] Deleted :count list|[other] Deleted :count lists', { count: r.deleted }),
  });

  return (
    <div data-testid="admin-lists">
      <AdminListHeader title={t('Lists')} description={t('Every list made on the site, private ones included.')}>
        <ButtonLink to={paths.adminListNew} size="sm" data-testid="new-list">
          <Plus className="size-4" aria-hidden />
          {t('New list')}
        </ButtonLink>
      </AdminListHeader>
      <ListControls
        search={{ text, onText: setText, label: t('Search lists'), testId: 'admin-lists-search' }}
        filters={
          <FilterPills
            label={t('Visibility')}
            value={visibility}
            options={visibilities.map((v) => ({ value: v, label: v === 'all' ? t('All') : v === 'public' ? t('Public') : t('Private') }))}
            onChange={(v) => setParams({ visibility: v === 'all' ? '' : v, page: '' })}
          />
        }
        sort={{ value: order, options: orderOptions, onChange: (v) => setParams({ order: v, page: '' }) }}
        bulk={{ count: selected.size, loading: bulkDelete.pending, onDelete: () => void bulkDelete.run([...selected]) }}
      />
      <AdminTable
        loading={list.isPending}
        skeletonRows={8}
        selectAll={{ checked: allSelected, onChange: toggleAll }}
        columns={[
          { label: 'List' },
          { label: 'Owner', className: 'hidden sm:table-cell' },
          { label: 'Items', className: 'hidden md:table-cell text-end' },
          { label: 'Last updated', className: 'hidden lg:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<ListVideo />}
              title={query || visibility !== 'all' ? t('No lists found') : t('No lists yet')}
              message={query || visibility !== 'all' ? t('There are no items matching your query') : t('Lists users make show here.')}
            />
          )
        }
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`}
            data-testid="admin-list-row"
          >
            <td className="py-2 ps-3 pe-1 sm:px-4">
              <RowCheckbox label={t('Select :name', { name: row.name })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="px-4 py-2">
              <div className="flex items-center gap-1.5">
                {row.public ? (
                  <Globe className="size-3.5 shrink-0 text-muted" aria-label={t('Public')} />
                ) : (
                  <Lock className="size-3.5 shrink-0 text-muted" aria-label={t('Private')} />
                )}
                <Link to={pathTo(paths.adminListEdit, { slugOrId: row.id })} className="font-semibold hover:text-primary">
                  {row.name}
                </Link>
              </div>
              {row.description && <p className="line-clamp-1 max-w-md text-xs text-muted">{row.description}</p>}
              <p className="text-xs text-muted sm:hidden">
                {row.user?.name ?? ''} · {t('[one] :count item|[other] :count items', { count: row.items_count })}
              </p>
            </td>
            <td className="hidden px-4 py-2 sm:table-cell">{row.user?.name ?? '—'}</td>
            <td className="hidden px-4 py-2 text-end tabular-nums md:table-cell">{row.items_count}</td>
            <td className="hidden px-4 py-2 text-muted lg:table-cell">{formatDate(row.updated_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <Link to={listUrl(row)} className="me-3 text-xs font-medium text-muted hover:text-primary">
                {t('View')}
              </Link>
              <Link to={pathTo(paths.adminListEdit, { slugOrId: row.id })} className="text-xs font-semibold text-primary hover:underline">
                {t('Edit')}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      {list.isError && (
        <div className="mt-4 flex items-center gap-3 text-sm text-danger" role="alert">
          {t('The lists could not be loaded.')}
          <Button size="xs" variant="outline" onClick={() => list.refetch()}>
            {t('Retry')}
          </Button>
        </div>
      )}
      <AdminPagination page={list.data?.pagination} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
