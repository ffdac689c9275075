import { EyeOff, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { AdminListPage, NewLink, RowLinks, shownFrom } from '../kit/admin-list-page';
import type { SortOption } from '../kit/list-toolbar';
import { orderByParams, useAdminListParams } from '../kit/use-admin-list';
import { deleteRows, type DeleteTexts } from '../kit/use-bulk-delete';
import { type AdminPagesQuery, useAdminPages, useDeletePages } from './api';
import { sortBy } from '../kit/sort-options';

const sortOptions: SortOption[] = [
  sortBy.recentlyUpdated,
  sortBy.newest,
  sortBy.oldest,
  sortBy.titleAsc,
  sortBy.titleDesc,
  { value: 'slug:asc', label: 'Slug (A-Z)' },
];

export const publicPageLink = (p: { slug: string }) => pathTo(paths.customPage, { pageSlug: p.slug });

/** /admin/custom-pages: searchable, sortable pages with bulk delete. */
export default function PagesListPage() {
  const t = useTrans();
  const state = useAdminListParams<'orderBy' | 'orderDir'>();
  const { page, query } = state;
  const order = orderByParams(state, 'updated_at', sortOptions);
  const q: AdminPagesQuery = { query, page, orderBy: order.orderBy, orderDir: order.orderDir };
  const list = useAdminPages(q);
  const remove = useDeletePages();
  const editLink = (id: number) => pathTo(paths.adminCustomPageEdit, { pageId: id });

  return (
    <AdminListPage
      testId="admin-pages"
      title={t('Custom pages')}
      actions={<NewLink to={paths.adminCustomPageNew} label={t('Add page')} />}
      state={state}
      list={list}
      search={{ label: t('Search pages'), testId: 'admin-pages-search' }}
      sort={{ ...order.sort, testId: 'admin-pages-sort', className: 'w-full sm:w-52' }}
      select={{ name: (row) => row.title }}
      bulkDelete={deleteRows(remove, deleting(), { bulk: true })}
      rows={{ skeleton: 6, testId: 'admin-page-row' }}
      columns={(c) => [
        c.main('Page', 'w-full max-w-0 px-4 py-2.5', (row) => (
          <>
            <Link to={editLink(row.id)} className="line-clamp-2 break-words font-semibold hover:text-primary sm:line-clamp-1">
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
          </>
        )),
        {
          label: 'Address',
          className: shownFrom.md,
          td: 'hidden whitespace-nowrap px-4 py-2 font-mono text-xs text-muted md:table-cell',
          cell: (row) => `/pages/${row.slug}`,
        },
        c.date('Last updated', 'sm', 'updated_at', { nowrap: true }),
      ]}
      rowActions={(row) => <RowLinks view={publicPageLink(row)} edit={editLink(row.id)} name={row.title} />}
      empty={{
        icon: <FileText />,
        filtered: !!query,
        found: t('No pages found'),
        none: t('No custom pages yet'),
        hint: t('Pages such as About, Privacy policy or Terms live here.'),
      }}
    />
  );
}

const deleting = (): DeleteTexts => ({
  ask: trans('[one] Delete :count page?|[other] Delete :count pages?'),
  body: trans('Links and menu items pointing to them will show “not found”. This cannot be undone.'),
  done: trans('[one] Deleted :count page|[other] Deleted :count pages'),
});
