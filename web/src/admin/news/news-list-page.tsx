import { Newspaper } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { newsLink } from '../../ui/catalogue/links';
import { ContentListPage } from '../kit/content-list-page';
import type { SortOption } from '../kit/list-toolbar';
import type { DeleteTexts } from '../kit/use-bulk-delete';
import { useAdminNews, useDeleteArticles } from './api';
import { sortBy } from '../kit/sort-options';

const sortOptions: SortOption[] = [sortBy.newest, sortBy.oldest, sortBy.recentlyUpdated, sortBy.titleAsc, sortBy.titleDesc];

/** /admin/news: searchable, sortable articles with bulk delete. */
export default function NewsListPage() {
  const t = useTrans();
  return (
    <ContentListPage
      name="news"
      title={t('News')}
      newItem={{ to: paths.adminNewsAdd, label: t('Add article') }}
      searchLabel={t('Search news')}
      useList={useAdminNews}
      useDelete={useDeleteArticles}
      defaultOrder="created_at"
      sortOptions={sortOptions}
      deleting={deleting()}
      editLink={(id) => pathTo(paths.adminNewsEdit, { articleId: id })}
      viewLink={newsLink}
      rows={{ skeleton: 6, skeletonClassName: 'h-12', testId: 'admin-news-row' }}
      main={{
        label: 'Article',
        className: 'w-full max-w-0 px-4 py-2',
        cell: (row, edit) => (
          <div className="flex items-center gap-3">
            <Artwork
              src={row.image}
              kind="backdrop"
              seed={row.title}
              sizes="64px"
              className="hidden w-16 shrink-0 sm:block"
              rounded="rounded-md"
            />
            <div className="min-w-0">
              <Link to={edit} className="line-clamp-2 break-words font-semibold hover:text-primary sm:line-clamp-1">
                {row.title}
              </Link>
              <p className="truncate text-xs text-muted">{row.excerpt || '—'}</p>
            </div>
          </div>
        ),
      }}
      columns={(c) => [
        c.shown('Source', 'md', (row) => row.source ?? '—', { muted: true, nowrap: true }),
        c.date('Published', 'sm', 'created_at', { nowrap: true }),
        c.date('Last updated', 'lg', 'updated_at', { nowrap: true }),
      ]}
      empty={{
        icon: <Newspaper />,
        found: t('No articles found'),
        none: t('No news yet'),
        hint: t('Articles you add appear on the news pages and next to their titles.'),
      }}
    />
  );
}

const deleting = (): DeleteTexts => ({
  ask: trans('[one] Delete :count article?|[other] Delete :count articles?'),
  body: trans('Their comments go with them. This cannot be undone.'),
  done: trans('[one] Deleted :count article|[other] Deleted :count articles'),
});
