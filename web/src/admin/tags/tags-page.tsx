import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { Button, IconButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { AdminListHeader } from '../kit/list-header';
import { ListControls } from '../kit/list-toolbar';
import { useBulkDelete } from '../kit/use-bulk-delete';
import { formatDate } from '../../ui/catalogue/format';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { type AdminTag, type TagType, useAdminTags, useDeleteTags } from './api';
import { TagDialog } from './tag-dialog';
import { typeNames } from './type-names';

const orders = [
  { value: 'name', label: 'Name' },
  { value: 'titles_count', label: 'Most used' },
  { value: 'created_at', label: 'Recently added' },
];

/** One tag type's list: search, sort, pages, create, rename and (bulk) delete with the titles count. */
export function TagsList({ type, switcher, heading }: { type: TagType; switcher?: React.ReactNode; heading?: string }) {
  const t = useTrans();
  const names = typeNames[type];
  const { params, page: pageNumber, text, setText, query, setParams } = useAdminListParams<'orderBy' | 'type'>();
  const orderBy = params.get('orderBy') ?? 'name';
  const list = useAdminTags(type, { query, page: pageNumber, orderBy });
  const remove = useDeleteTags(type);
  const rows = list.data?.pagination.data ?? [];
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);

  const edit = (tag: AdminTag | null) =>
    void openDialog((close) => <TagDialog type={type} tag={tag} close={() => close()} />, {
      size: 'sm',
      label: tag ? t('Rename') : t('Create'),
    });

  const bulkDelete = useBulkDelete({
    mutation: remove,
    clearSelection: () => setSelected(new Set()),
    showErrors: true,
    confirm: (ids) => {
      const uses = rows.filter((r) => ids.includes(r.id)).reduce((n, x) => n + x.titles_count, 0);
      return confirmAction({
        title: t(`[one] Delete :count ${names.one.toLowerCase()}?|[other] Delete :count ${names.other.toLowerCase()}?`, {
          count: ids.length,
        }),
        body: uses
          ? t(
              '[one] It is removed from :uses title. This cannot be undone.|[other] It is removed from :uses titles. This cannot be undone.',
              { count: uses, uses },
            )
          : t('No title uses it. This cannot be undone.'),
        confirmLabel: 'Delete',
      });
    },
    done: (_r, ids) => t('[one] Deleted :count item|[other] Deleted :count items', { count: ids.length }),
  });

  return (
    <div data-testid={`admin-tags-${type}`}>
      <AdminListHeader title={t(heading ?? names.other)}>
        <Button size="sm" onClick={() => edit(null)} data-testid="tag-new">
          <Plus className="size-4" aria-hidden />
          {t(`New ${names.one.toLowerCase()}`)}
        </Button>
      </AdminListHeader>
      {switcher}
      <ListControls
        search={{ text, onText: setText, label: t(`Search ${names.other.toLowerCase()}`), testId: 'tags-search' }}
        sort={{ value: orderBy, options: orders, onChange: (v) => setParams({ orderBy: v, page: '' }) }}
        bulk={{
          count: selected.size,
          loading: bulkDelete.pending,
          onDelete: () => void bulkDelete.run(rows.filter((r) => selected.has(r.id)).map((r) => r.id)),
        }}
      />
      <AdminTable
        loading={list.isPending}
        skeletonRows={8}
        selectAll={{ checked: allSelected, onChange: toggleAll }}
        columns={[
          { label: 'Name' },
          { label: 'Titles', className: 'text-end' },
          { label: 'Added', className: 'hidden md:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<Tags />}
              title={t(`No ${names.other.toLowerCase()} found`)}
              message={query ? t('There are no items matching your query') : t('Create one, or add them on a title’s edit page.')}
            />
          )
        }
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`}
            data-testid="tag-row"
            data-name={row.name}
          >
            <td className="py-2 ps-3 pe-1 sm:px-4">
              <RowCheckbox label={t('Select :name', { name: row.name })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="px-4 py-2">
              <button
                type="button"
                onClick={() => edit(row)}
                className="text-start font-semibold hover:text-primary"
                data-testid="tag-name-cell"
              >
                {row.name}
              </button>
              {row.display_name !== row.name && <p className="text-xs text-muted">{t('Shown as :name', { name: row.display_name })}</p>}
            </td>
            <td className="px-4 py-2 text-end tabular-nums" data-testid="tag-titles-count">
              {row.titles_count}
            </td>
            <td className="hidden px-4 py-2 text-muted md:table-cell">{formatDate(row.created_at)}</td>
            <td className="px-2 py-1">
              <div className="flex items-center justify-end">
                <IconButton
                  label={t('Rename')}
                  onClick={() => edit(row)}
                  className="size-9 text-muted hover:text-fg"
                  data-testid="tag-rename"
                >
                  <Pencil className="size-4" aria-hidden />
                </IconButton>
                <IconButton
                  label={t('Delete')}
                  onClick={() => void bulkDelete.run([row.id])}
                  className="size-9 text-muted hover:text-danger"
                  data-testid="tag-delete"
                >
                  <Trash2 className="size-4" aria-hidden />
                </IconButton>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={list.data?.pagination} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
