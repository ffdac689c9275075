import { DownloadCloud, Film, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { usePermission } from '../../shell/permissions';
import { Button, ButtonLink } from '../../ui/button';
import { formatDate } from '../../ui/catalogue/format';
import { titleLink } from '../../ui/catalogue/links';
import { RatingBadge } from '../../ui/catalogue/rating-badge';
import { AdminListPage, dateColumn, RowLinks, shownFrom } from '../kit/admin-list-page';
import { FilterPills } from '../kit/list-toolbar';
import { useAdminListParams } from '../kit/use-admin-list';
import { ArtworkNameCell } from '../kit/artwork-name-cell';
import { askToBulkDelete } from '../kit/use-bulk-delete';
import { type AdminTitleQuery, useAdminTitles, useDeleteTitles } from './api';
import { TmdbImportDialog } from './tmdb-import-dialog';

const orderOptions = [
  { value: 'popularity', label: 'Most popular' },
  { value: 'created_at', label: 'Recently added' },
  { value: 'release_date', label: 'Release date' },
  { value: 'name', label: 'Name' },
  { value: 'rating', label: 'Rating' },
];

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
          <ButtonLink to={paths.adminTitleNew} size="sm">
            <Plus className="size-4" aria-hidden />
            {t('New title')}
          </ButtonLink>
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
      bulkDelete={{
        mutation: remove,
        confirm: askToBulkDelete(
          (count) => t('[one] Delete :count title?|[other] Delete :count titles?', { count }),
          t('Their seasons, episodes, credits and images are deleted too. This cannot be undone.'),
          t('Delete titles'),
        ),
        done: (r) => t('[one] Deleted :count title|[other] Deleted :count titles', { count: r.deleted.length }),
      }}
      skeletonRows={8}
      skeletonClassName="h-10"
      rowTestId="admin-title-row"
      columns={[
        {
          label: 'Title',
          td: 'px-4 py-2',
          cell: (row) => (
            <ArtworkNameCell src={row.poster} kind="poster" name={row.name} to={editLink(row.id)}>
              <p className="text-xs text-muted">{row.year ?? '—'}</p>
            </ArtworkNameCell>
          ),
        },
        {
          label: 'Type',
          className: shownFrom.md,
          td: 'hidden px-4 py-2 text-muted md:table-cell',
          cell: (row) => (row.type === 'series' ? t('Series') : t('Movie')),
        },
        {
          label: 'Rating',
          className: shownFrom.sm,
          td: 'hidden px-4 py-2 sm:table-cell',
          cell: (row) => <RatingBadge rating={row.rating} />,
        },
        {
          label: 'Release date',
          className: shownFrom.lg,
          td: 'hidden px-4 py-2 text-muted lg:table-cell',
          cell: (row) => formatDate(row.release_date) ?? '—',
        },
        dateColumn('Last updated', 'xl', 'updated_at'),
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
