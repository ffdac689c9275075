import { Globe, ListVideo, Lock } from 'lucide-react';
import { listUrl } from '../../api/lists';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { AdminListPage, NameLink, NewLink, RowLinks } from '../kit/admin-list-page';
import { FilterPills } from '../kit/list-toolbar';
import { deleteRows, type DeleteTexts } from '../kit/use-bulk-delete';
import { orderParam, useAdminListParams } from '../kit/use-admin-list';
import { type AdminListParams, useAdminLists, useDeleteLists } from './api';
import { sortBy } from '../kit/sort-options';

const orderOptions = [sortBy.lastUpdated, sortBy.newest, sortBy.nameAsc, sortBy.mostItems];
const visibilities = ['all', 'public', 'private'] as const;

/** /admin/lists: every user's lists (private ones too), searchable, with bulk delete. */
export default function ListsPage() {
  const t = useTrans();
  const state = useAdminListParams<'order' | 'visibility'>();
  const { params, page, query, setParams } = state;
  const order = orderParam(state, orderOptions);
  const visibility = (visibilities as readonly string[]).includes(params.get('visibility') ?? '')
    ? (params.get('visibility') as AdminListParams['visibility'])
    : 'all';
  const list = useAdminLists({ query, page, visibility, orderBy: order.orderBy, orderDir: order.orderDir });
  const remove = useDeleteLists();
  const filtered = !!query || visibility !== 'all';
  const editLink = (id: number) => pathTo(paths.adminListEdit, { slugOrId: id });

  return (
    <AdminListPage
      testId="admin-lists"
      title={t('Lists')}
      description={t('Every list made on the site, private ones included.')}
      actions={<NewLink to={paths.adminListNew} label={t('New list')} testId="new-list" />}
      state={state}
      list={list}
      search={{ label: t('Search lists'), testId: 'admin-lists-search' }}
      filters={
        <FilterPills
          label={t('Visibility')}
          value={visibility}
          options={visibilities.map((v) => ({ value: v, label: v === 'all' ? t('All') : v === 'public' ? t('Public') : t('Private') }))}
          onChange={(v) => setParams({ visibility: v === 'all' ? '' : v, page: '' })}
        />
      }
      sort={order.sort}
      select={{ name: (row) => row.name, cellClassName: 'py-2 ps-3 pe-1 sm:px-4' }}
      bulkDelete={deleteRows(remove, deleting(), { deleted: (r) => r.deleted, showErrors: true })}
      rows={{ skeleton: 8, testId: 'admin-list-row' }}
      columns={(c) => [
        c.main('List', 'px-4 py-2', (row) => (
          <>
            <div className="flex items-center gap-1.5">
              {row.public ? (
                <Globe className="size-3.5 shrink-0 text-muted" aria-label={t('Public')} />
              ) : (
                <Lock className="size-3.5 shrink-0 text-muted" aria-label={t('Private')} />
              )}
              <NameLink to={editLink(row.id)}>{row.name}</NameLink>
            </div>
            {row.description && <p className="line-clamp-1 max-w-md text-xs text-muted">{row.description}</p>}
            <p className="text-xs text-muted sm:hidden">
              {row.user?.name ?? ''} · {t('[one] :count item|[other] :count items', { count: row.items_count })}
            </p>
          </>
        )),
        c.shown('Owner', 'sm', (row) => row.user?.name ?? '—'),
        c.shown('Items', 'md', (row) => row.items_count, { numeric: true }),
        c.date('Last updated', 'lg', 'updated_at'),
      ]}
      rowActions={(row) => <RowLinks view={listUrl(row)} edit={editLink(row.id)} />}
      empty={{
        icon: <ListVideo />,
        filtered,
        found: t('No lists found'),
        none: t('No lists yet'),
        hint: t('Lists users make show here.'),
      }}
      loadError={t('The lists could not be loaded.')}
    />
  );
}

const deleting = (): DeleteTexts => ({
  ask: trans('[one] Delete :count list?|[other] Delete :count lists?'),
  body: trans('The lists and their comments are deleted for their owners too. This cannot be undone.'),
  done: trans('[one] Deleted :count list|[other] Deleted :count lists'),
});
