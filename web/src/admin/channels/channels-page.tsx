import { LayoutList, Plus, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { Button, ButtonLink } from '../../ui/button';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { EmptyState } from '../../ui/empty-state';
import { AdminListHeader } from '../kit/list-header';
import { ListControls } from '../kit/list-toolbar';
import { useBulkDelete } from '../kit/use-bulk-delete';
import { formatDate } from '../../ui/catalogue/format';
import { channelLink } from '../../ui/catalogue/links';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { useAdminChannels, useDeleteChannels } from './api';

const orderOptions = [
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'name:desc', label: 'Name (Z–A)' },
  { value: 'updated_at:desc', label: 'Last updated' },
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'items_count:desc', label: 'Most items' },
];

const label = (v: string) => v.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** /admin/channels: every channel (the rows of the home page and the browse pages), with bulk delete. */
export default function ChannelsPage() {
  const t = useTrans();
  const { params, page: pageNumber, text, setText, query, setParams } = useAdminListParams<'order'>();
  const order = orderOptions.some((o) => o.value === params.get('order')) ? params.get('order')! : 'name:asc';
  const [orderBy, orderDir] = order.split(':') as [string, 'asc' | 'desc'];
  const list = useAdminChannels({ query, page: pageNumber, orderBy, orderDir });
  const remove = useDeleteChannels();
  const rows = list.data?.pagination.data ?? [];
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);

  const bulkDelete = useBulkDelete({
    mutation: remove,
    clearSelection: () => setSelected(new Set()),
    showErrors: true,
    confirm: (ids) =>
      confirmAction({
        title: t('[one] Delete :count channel?|[other] Delete :count channels?', { count: ids.length }),
        body: t('They are removed from the home page and from every channel that shows them. This cannot be undone.'),
        confirmLabel: 'Delete',
      }),
    done: (r) => t('[one] Deleted :count channel|[other] Deleted :count channels', { count: r.deleted }),
  });

  return (
    <div data-testid="admin-channels">
      <AdminListHeader title={t('Channels')} description={t('The rows of the home page and the browse pages.')}>
        <ButtonLink to={paths.adminChannelNew} size="sm" data-testid="new-channel">
          <Plus className="size-4" aria-hidden />
          {t('New channel')}
        </ButtonLink>
      </AdminListHeader>
      <ListControls
        search={{ text, onText: setText, label: t('Search channels'), testId: 'admin-channels-search' }}
        sort={{ value: order, options: orderOptions, onChange: (v) => setParams({ order: v, page: '' }) }}
        bulk={{ count: selected.size, loading: bulkDelete.pending, onDelete: () => void bulkDelete.run([...selected]) }}
      />
      <AdminTable
        loading={list.isPending}
        skeletonRows={8}
        selectAll={{ checked: allSelected, onChange: toggleAll }}
        columns={[
          { label: 'Channel' },
          { label: 'Content', className: 'hidden sm:table-cell' },
          { label: 'Items', className: 'hidden md:table-cell text-end' },
          { label: 'Last updated', className: 'hidden lg:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<LayoutList />}
              title={query ? t('No channels found') : t('No channels yet')}
              message={query ? t('There are no items matching your query') : t('Channels make up the home page: create one to add a row.')}
              actions={
                !query && (
                  <ButtonLink to={paths.adminChannelNew} size="sm">
                    {t('New channel')}
                  </ButtonLink>
                )
              }
            />
          )
        }
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`}
            data-testid="admin-channel-row"
          >
            <td className="py-2 ps-3 pe-1 sm:px-4">
              <RowCheckbox label={t('Select :name', { name: row.name })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="px-4 py-2">
              <Link to={pathTo(paths.adminChannelEdit, { slugOrId: row.slug })} className="font-semibold hover:text-primary">
                {row.name}
              </Link>
              <p className="text-xs text-muted">/{row.slug}</p>
              <p className="text-xs text-muted sm:hidden">
                {t(label(row.content_type))} · {t(label(row.layout))}
              </p>
            </td>
            <td className="hidden px-4 py-2 sm:table-cell">
              <p>
                {t(label(row.content_type))} · <span className="text-muted">{t(label(row.layout))}</span>
              </p>
              {row.auto_update && (
                <p className="flex items-center gap-1 text-xs text-muted">
                  <RefreshCw className="size-3" aria-hidden />
                  {t(label(row.auto_update))}
                </p>
              )}
            </td>
            <td className="hidden px-4 py-2 text-end tabular-nums md:table-cell">{row.items_count ?? 0}</td>
            <td className="hidden px-4 py-2 text-muted lg:table-cell">{formatDate(row.updated_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <Link to={channelLink(row)} className="me-3 text-xs font-medium text-muted hover:text-primary">
                {t('View')}
              </Link>
              <Link
                to={pathTo(paths.adminChannelEdit, { slugOrId: row.slug })}
                className="text-xs font-semibold text-primary hover:underline"
              >
                {t('Edit')}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      {list.isError && (
        <div className="mt-4 flex items-center gap-3 text-sm text-danger" role="alert">
          {t('The channels could not be loaded.')}
          <Button size="xs" variant="outline" onClick={() => list.refetch()}>
            {t('Retry')}
          </Button>
        </div>
      )}
      <AdminPagination page={list.data?.pagination} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
