import { EyeOff, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { shownFrom } from '../kit/admin-list-page';
import { ContentListPage } from '../kit/content-list-page';
import type { SortOption } from '../kit/list-toolbar';
import type { DeleteTexts } from '../kit/use-bulk-delete';
import { useAdminPages, useDeletePages } from './api';
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
  return (
    <ContentListPage
      name="pages"
      title={t('Custom pages')}
      newItem={{ to: paths.adminCustomPageNew, label: t('Add page') }}
      searchLabel={t('Search pages')}
      useList={useAdminPages}
      useDelete={useDeletePages}
      defaultOrder="updated_at"
      sortOptions={sortOptions}
      deleting={deleting()}
      editLink={(id) => pathTo(paths.adminCustomPageEdit, { pageId: id })}
      viewLink={publicPageLink}
      rows={{ skeleton: 6, testId: 'admin-page-row' }}
      main={{
        label: 'Page',
        className: 'w-full max-w-0 px-4 py-2.5',
        cell: (row, edit) => (
          <>
            <Link to={edit} className="line-clamp-2 break-words font-semibold hover:text-primary sm:line-clamp-1">
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
        ),
      }}
      columns={(c) => [
        {
          label: 'Address',
          className: shownFrom.md,
          td: 'hidden whitespace-nowrap px-4 py-2 font-mono text-xs text-muted md:table-cell',
          cell: (row) => `/pages/${row.slug}`,
        },
        c.date('Last updated', 'sm', 'updated_at', { nowrap: true }),
      ]}
      empty={{
        icon: <FileText />,
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
