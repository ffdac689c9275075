import { Newspaper } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { newsLink } from '../../ui/catalogue/links';
import { AdminListPage, NewLink, RowLinks } from '../kit/admin-list-page';
import type { SortOption } from '../kit/list-toolbar';
import { orderByParams, useAdminListParams } from '../kit/use-admin-list';
import { deleteRows, type DeleteTexts } from '../kit/use-bulk-delete';
import { type AdminNewsQuery, useAdminNews, useDeleteArticles } from './api';
import { sortBy } from '../kit/sort-options';

const sortOptions: SortOption[] = [sortBy.newest, sortBy.oldest, sortBy.recentlyUpdated, sortBy.titleAsc, sortBy.titleDesc];

/** /admin/news: searchable, sortable articles with bulk delete. */
export default function NewsListPage() {
  const t = useTrans();
  const state = useAdminListParams<'orderBy' | 'orderDir'>();
  const { page, query } = state;
  const order = orderByParams(state, 'created_at', sortOptions);
  const q: AdminNewsQuery = { query, page, orderBy: order.orderBy, orderDir: order.orderDir };
  const list = useAdminNews(q);
  const remove = useDeleteArticles();
  const editLink = (id: number) => pathTo(paths.adminNewsEdit, { articleId: id });

  return (
    <AdminListPage
      testId="admin-news"
      title={t('News')}
      actions={<NewLink to={paths.adminNewsAdd} label={t('Add article')} />}
      state={state}
      list={list}
      search={{ label: t('Search news'), testId: 'admin-news-search' }}
      sort={{ ...order.sort, testId: 'admin-news-sort', className: 'w-full sm:w-52' }}
      select={{ name: (row) => row.title }}
      bulkDelete={deleteRows(remove, deleting(), { bulk: true })}
      rows={{ skeleton: 6, skeletonClassName: 'h-12', testId: 'admin-news-row' }}
      columns={(c) => [
        c.main('Article', 'w-full max-w-0 px-4 py-2', (row) => (
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
              <Link to={editLink(row.id)} className="line-clamp-2 break-words font-semibold hover:text-primary sm:line-clamp-1">
                {row.title}
              </Link>
              <p className="truncate text-xs text-muted">{row.excerpt || '—'}</p>
            </div>
          </div>
        )),
        c.shown('Source', 'md', (row) => row.source ?? '—', { muted: true, nowrap: true }),
        c.date('Published', 'sm', 'created_at', { nowrap: true }),
        c.date('Last updated', 'lg', 'updated_at', { nowrap: true }),
      ]}
      rowActions={(row) => <RowLinks view={newsLink(row)} edit={editLink(row.id)} name={row.title} />}
      empty={{
        icon: <Newspaper />,
        filtered: !!query,
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
