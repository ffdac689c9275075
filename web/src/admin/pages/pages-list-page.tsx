import { EyeOff, ExternalLink, FileText, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { EmptyState } from '../../ui/empty-state';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { formatDate } from '../../ui/catalogue/format';
import { AdminListHeader } from '../kit/list-header';
import { ListControls, type SortOption } from '../kit/list-toolbar';
import { confirmBulkDelete, useBulkDelete } from '../kit/use-bulk-delete';
import { type AdminPagesQuery, useAdminPages, useDeletePages } from './api';

const sortOptions: SortOption[] = [
  { value: 'updated_at:desc', label: 'Recently updated' },
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'title:asc', label: 'Title (A-Z)' },
  { value: 'title:desc', label: 'Title (Z-A)' },
  { value: 'slug:asc', label: 'Slug (A-Z)' },
];

export const publicPageLink = (p: { slug: string }) => pathTo(paths.customPage, { pageSlug: p.slug });

/** /admin/custom-pages: searchable, sortable pages with bulk delete. */
export default function PagesListPage() {
  const t = useTrans();
  const { params, page: pageNumber, text, setText, query, setParams } = useAdminListParams<'orderBy' | 'orderDir'>();
  const q: AdminPagesQuery = {
    query,
    page: pageNumber,
    orderBy: params.get('orderBy') ?? 'updated_at',
    orderDir: params.get('orderDir') === 'asc' ? 'asc' : 'desc',
  };
  const list = useAdminPages(q);
  const remove = useDeletePages();
  const rows = list.data?.pagination.data ?? [];
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);

  const bulkDelete = useBulkDelete({
    mutation: remove,
    clearSelection: () => setSelected(new Set()),
    confirm: (ids) =>
      confirmBulkDelete({
        title: t('[one] Delete :count page?|[other] Delete :count pages?', { count: ids.length }),
        body: t('Links and menu items pointing to them will show “not found”. This cannot be undone.'),
        confirmLabel: t('Delete'),
      }),
    done: (_r, ids) => t('[one] Deleted :count page|[other] Deleted :count pages', { count: ids.length }),
  });

  return (
    <div data-testid="admin-pages">
      <AdminListHeader title={t('Custom pages')}>
        <ButtonLink to={paths.adminCustomPageNew} size="sm">
          <Plus className="size-4" aria-hidden />
          {t('Add page')}
        </ButtonLink>
      </AdminListHeader>
      <ListControls
        search={{ text, onText: setText, label: t('Search pages'), testId: 'admin-pages-search' }}
        sort={{
          value: `${q.orderBy}:${q.orderDir}`,
          options: sortOptions,
          onChange: (v) => {
            const [orderBy, orderDir] = v.split(':');
            setParams({ orderBy, orderDir, page: '' });
          },
          testId: 'admin-pages-sort',
          className: 'w-full sm:w-52',
        }}
        bulk={{ count: selected.size, loading: bulkDelete.pending, onDelete: () => void bulkDelete.run([...selected]) }}
      />
      <AdminTable
        loading={list.isPending}
        skeletonRows={6}
        selectAll={{ checked: allSelected, onChange: toggleAll }}
        columns={[
          { label: 'Page' },
          { label: 'Address', className: 'hidden md:table-cell' },
          { label: 'Last updated', className: 'hidden sm:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<FileText />}
              title={query ? t('No pages found') : t('No custom pages yet')}
              message={query ? t('There are no items matching your query') : t('Pages such as About, Privacy policy or Terms live here.')}
            />
          )
        }
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`}
            data-testid="admin-page-row"
          >
            <td className="px-4 py-2">
              <RowCheckbox label={t('Select :name', { name: row.title })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="w-full max-w-0 px-4 py-2.5">
              <Link
                to={pathTo(paths.adminCustomPageEdit, { pageId: row.id })}
                className="line-clamp-2 break-words font-semibold hover:text-primary sm:line-clamp-1"
              >
                {row.title}
              </Link>
              <p className="flex items-center gap-1.5 truncate text-xs text-muted">
                <span className="truncate md:hidden">/pages/{row.slug}</span>
                {row.hide_nav && (
                  <span className="inline-flex items-center gap-1">
                    <EyeOff className="size-3" aria-hidden />
                    {t('No navigation')}
                  </span>
                )}
              </p>
            </td>
            <td className="hidden whitespace-nowrap px-4 py-2 font-mono text-xs text-muted md:table-cell">/pages/{row.slug}</td>
            <td className="hidden whitespace-nowrap px-4 py-2 text-muted sm:table-cell">{formatDate(row.updated_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <Link
                to={publicPageLink(row)}
                className="me-3 inline-flex items-center gap-1 p-1 text-xs font-medium text-muted hover:text-primary"
                aria-label={t('View :name', { name: row.title })}
              >
                <span className="hidden sm:inline">{t('View')}</span>
                <ExternalLink className="size-3.5 sm:size-3" aria-hidden />
              </Link>
              <Link
                to={pathTo(paths.adminCustomPageEdit, { pageId: row.id })}
                className="text-xs font-semibold text-primary hover:underline"
                aria-label={t('Edit :name', { name: row.title })}
              >
                {t('Edit')}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={list.data?.pagination} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
