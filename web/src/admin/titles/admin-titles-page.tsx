import { DownloadCloud, Film } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { usePermission } from '../../shell/permissions';
import { Button } from '../../ui/button';
import { formatDate } from '../../ui/catalogue/format';
import { titleLink } from '../../ui/catalogue/links';
import { RatingBadge } from '../../ui/catalogue/rating-badge';
import { AdminListPage, NewLink, RowLinks } from '../kit/admin-list-page';
import { FilterPills } from '../kit/list-toolbar';
import { useAdminListParams } from '../kit/use-admin-list';
import { ArtworkNameCell } from '../kit/artwork-name-cell';
import { deleteRows, type DeleteTexts } from '../kit/use-bulk-delete';
import { type AdminTitleQuery, useAdminTitles, useDeleteTitles } from './api';
import { TmdbImportDialog } from './tmdb-import-dialog';
import { choices } from '../kit/sort-options';

const orderOptions = choices({
  popularity: 'Most popular',
  created_at: 'Recently added',
  release_date: 'Release date',
  name: 'Name',
  rating: 'Rating',
});

/** /admin/titles: a searchable, sortable table with bulk delete. */
export default function AdminTitlesPage() {
  const t = useTrans();
  const canCreate = usePermission('titles.create');
  const state = useAdminListParams<'type' | 'orderBy' | 'orderDir'>();
  const { params, page, query, setParams } = state;
  const q: AdminTitleQuery = {
    query,
    page,
    type: (params.get('type') as AdminTitleQuery['type']) ?? '',
    orderBy: params.get('orderBy') ?? 'popularity',
    orderDir: params.get('orderDir') === 'asc' ? 'asc' : 'desc',
  };
  const list = useAdminTitles(q);
  const remove = useDeleteTitles();
  const editLink = (id: number) => pathTo(paths.adminTitleEdit, { titleId: id });

  return (
    <AdminListPage
      testId="admin-titles"
      title={t('Titles')}
      actions={
        <>
          {canCreate && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void openDialog((close) => <TmdbImportDialog close={() => close()} />, { label: t('Import from TMDB') })}
            >
              <DownloadCloud className="size-4" aria-hidden />
              {t('Import from TMDB')}
            </Button>
          )}
          <NewLink to={paths.adminTitleNew} label={t('New title')} />
        </>
      }
      state={state}
      list={list}
      search={{ label: t('Search titles'), testId: 'admin-titles-search' }}
      filters={
        <FilterPills
          label={t('Type')}
          value={q.type}
          options={(['', 'movie', 'series'] as const).map((type) => ({
            value: type,
            label: type === '' ? t('All') : type === 'movie' ? t('Movies') : t('Series'),
          }))}
          onChange={(type) => setParams({ type, page: '' })}
        />
      }
      sort={{ value: q.orderBy, options: orderOptions, onChange: (v) => setParams({ orderBy: v, page: '' }) }}
      select={{ name: (row) => row.name }}
      bulkDelete={deleteRows(remove, deleting(), { bulk: true, deleted: (r) => r.deleted.length })}
      rows={{ skeleton: 8, skeletonClassName: 'h-10', testId: 'admin-title-row' }}
      columns={(c) => [
        c.main('Title', 'px-4 py-2', (row) => (
          <ArtworkNameCell src={row.poster} kind="poster" name={row.name} to={editLink(row.id)}>
            <p className="text-xs text-muted">{row.year ?? '—'}</p>
          </ArtworkNameCell>
        )),
        c.shown('Type', 'md', (row) => (row.type === 'series' ? t('Series') : t('Movie')), { muted: true }),
        c.shown('Rating', 'sm', (row) => <RatingBadge rating={row.rating} />),
        c.shown('Release date', 'lg', (row) => formatDate(row.release_date) ?? '—', { muted: true }),
        c.date('Last updated', 'xl', 'updated_at'),
      ]}
      rowActions={(row) => (
        <RowLinks view={titleLink(row)} edit={editLink(row.id)}>
          <Link
            to={pathTo(paths.adminTitleInsights, { titleId: row.id })}
            className="me-3 hidden text-xs font-medium text-muted hover:text-primary sm:inline"
          >
            {t('Insights')}
          </Link>
        </RowLinks>
      )}
      empty={{ icon: <Film />, filtered: true, found: t('No titles found') }}
    />
  );
}

const deleting = (): DeleteTexts => ({
  ask: trans('[one] Delete :count title?|[other] Delete :count titles?'),
  body: trans('Their seasons, episodes, credits and images are deleted too. This cannot be undone.'),
  done: trans('[one] Deleted :count title|[other] Deleted :count titles'),
  dialog: trans('Delete titles'),
});
