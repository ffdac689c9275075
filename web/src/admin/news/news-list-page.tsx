import { ExternalLink, Newspaper, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { EmptyState } from '../../ui/empty-state';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { Artwork } from '../../ui/catalogue/artwork';
import { formatDate } from '../../ui/catalogue/format';
import { newsLink } from '../../ui/catalogue/links';
import { type AdminNewsQuery, useAdminNews, useDeleteArticles } from './api';
import { AdminListHeader } from '../kit/list-header';
import { ListControls, type SortOption } from '../kit/list-toolbar';
import { confirmBulkDelete, useBulkDelete } from '../kit/use-bulk-delete';

const sortOptions: SortOption[] = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'updated_at:desc', label: 'Recently updated' },
  { value: 'title:asc', label: 'Title (A-Z)' },
  { value: 'title:desc', label: 'Title (Z-A)' },
];

/** /admin/news: searchable, sortable articles with bulk delete. */
export default function NewsListPage() {
  const t = useTrans();
  const { params, page: pageNumber, text, setText, query, setParams } = useAdminListParams<'orderBy' | 'orderDir'>();
  const q: AdminNewsQuery = {
    query,
    page: pageNumber,
    orderBy: params.get('orderBy') ?? 'created_at',
    orderDir: params.get('orderDir') === 'asc' ? 'asc' : 'desc',
  };
  const list = useAdminNews(q);
  const remove = useDeleteArticles();
  const rows = list.data?.pagination.data ?? [];
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);

  const bulkDelete = useBulkDelete({
    mutation: remove,
    clearSelection: () => setSelected(new Set()),
    confirm: (ids) =>
      confirmBulkDelete({
        title: t('[one] Delete :count article?|[other] Delete :count articles?', { count: ids.length }),
        body: t('Their comments go with them. This cannot be undone.'),
        confirmLabel: t('Delete'),
      }),
    done: (_r, ids) => t('[one] Deleted :count article|[other] Deleted :count articles', { count: ids.length }),
  });

  return (
    <div data-testid="admin-news">
      <AdminListHeader title={t('News')}>
        <ButtonLink to={paths.adminNewsAdd} size="sm">
          <Plus className="size-4" aria-hidden />
          {t('Add article')}
        </ButtonLink>
      </AdminListHeader>
      <ListControls
        search={{ text, onText: setText, label: t('Search news'), testId: 'admin-news-search' }}
        sort={{
          value: `${q.orderBy}:${q.orderDir}`,
          options: sortOptions,
          onChange: (v) => {
            const [orderBy, orderDir] = v.split(':');
            setParams({ orderBy, orderDir, page: '' });
          },
          testId: 'admin-news-sort',
          className: 'w-full sm:w-52',
        }}
        bulk={{ count: selected.size, loading: bulkDelete.pending, onDelete: () => void bulkDelete.run([...selected]) }}
      />
      <AdminTable
        loading={list.isPending}
        skeletonRows={6}
        skeletonClassName="h-12"
        selectAll={{ checked: allSelected, onChange: toggleAll }}
        columns={[
          { label: 'Article' },
          { label: 'Source', className: 'hidden md:table-cell' },
          { label: 'Published', className: 'hidden sm:table-cell' },
          { label: 'Last updated', className: 'hidden lg:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<Newspaper />}
              title={query ? t('No articles found') : t('No news yet')}
              message={
                query
                  ? t('There are no items matching your query')
                  : t('Articles you add appear on the news pages and next to their titles.')
              }
            />
          )
        }
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`}
            data-testid="admin-news-row"
          >
            <td className="px-4 py-2">
              <RowCheckbox label={t('Select :name', { name: row.title })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="w-full max-w-0 px-4 py-2">
              <div className="flex items-center gap-3">
                <Artwork
                  src={row.image}
                  kind="backdrop"
                  alt=""
                  seed={row.title}
                  sizes="64px"
                  className="hidden w-16 shrink-0 sm:block"
                  rounded="rounded-md"
                />
                <div className="min-w-0">
                  <Link
                    to={pathTo(paths.adminNewsEdit, { articleId: row.id })}
                    className="line-clamp-2 break-words font-semibold hover:text-primary sm:line-clamp-1"
                  >
                    {row.title}
                  </Link>
                  <p className="truncate text-xs text-muted">{row.excerpt || '—'}</p>
                </div>
              </div>
            </td>
            <td className="hidden whitespace-nowrap px-4 py-2 text-muted md:table-cell">{row.source ?? '—'}</td>
            <td className="hidden whitespace-nowrap px-4 py-2 text-muted sm:table-cell">{formatDate(row.created_at)}</td>
            <td className="hidden whitespace-nowrap px-4 py-2 text-muted lg:table-cell">{formatDate(row.updated_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <Link
                to={newsLink(row)}
                className="me-3 inline-flex items-center gap-1 p-1 text-xs font-medium text-muted hover:text-primary"
                aria-label={t('View :name', { name: row.title })}
              >
                <span className="hidden sm:inline">{t('View')}</span>
                <ExternalLink className="size-3.5 sm:size-3" aria-hidden />
              </Link>
              <Link
                to={pathTo(paths.adminNewsEdit, { articleId: row.id })}
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
