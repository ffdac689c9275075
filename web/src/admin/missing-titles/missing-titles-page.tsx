import { CircleCheck, Film } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { AdminPagination, AdminTable } from '../../ui/admin-table';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { AdminListHeader } from '../kit/list-header';
import { FilterPills, ListControls } from '../kit/list-toolbar';
import { useAdminListParams } from '../kit/use-admin-list';
import { Artwork } from '../../ui/catalogue/artwork';
import { formatDate } from '../../ui/catalogue/format';
import { type HealthItem, PROBLEM_LABELS, PROBLEMS, type Problem, useProblemCounts, useProblemList } from './api';

const editLink = (row: HealthItem) =>
  row.kind === 'person' ? pathTo(paths.adminPersonEdit, { personId: row.id }) : pathTo(paths.adminTitleEdit, { titleId: row.id });

/** /admin/missing-titles: what the catalogue lacks, one tab per problem with its count, and the titles (or people) to fix. */
export default function MissingTitlesPage() {
  const t = useTrans();
  const { params, page, text, setText, query, setParams } = useAdminListParams<'problem' | 'type'>();
  const problem: Problem = PROBLEMS.find((p) => p === params.get('problem')) ?? 'no_poster';
  const type = problem === 'person_no_photo' || problem.startsWith('series_') ? '' : (params.get('type') ?? '');
  const counts = useProblemCounts();
  const list = useProblemList(problem, { page, query, type });
  const rows = list.data?.data ?? [];
  const people = problem === 'person_no_photo';

  return (
    <div data-testid="missing-titles">
      <AdminListHeader
        title={t('Missing titles')}
        description={t('What the catalogue lacks: pick a problem, then open an item to complete it.')}
      />
      <nav aria-label={t('Problems')} className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 sm:flex-wrap">
          {PROBLEMS.map((p) => (
            <li key={p} className="shrink-0">
              <button
                type="button"
                aria-current={p === problem ? 'page' : undefined}
                data-problem={p}
                onClick={() => setParams({ problem: p === 'no_poster' ? '' : p, page: '', type: '' })}
                className={`flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${p === problem ? 'border-fg bg-fg text-background' : 'border-line bg-surface text-muted hover:text-fg'}`}
              >
                {t(PROBLEM_LABELS[p].label)}
                {counts.isPending ? (
                  <Skeleton className="h-4 w-5" rounded="rounded-full" />
                ) : (
                  <span
                    data-testid={`count-${p}`}
                    className={`rounded-full px-1.5 text-xs tabular-nums ${p === problem ? 'bg-background/20' : counts.data?.[p] ? 'bg-danger/15 text-danger' : 'bg-fg/8'}`}
                  >
                    {counts.data?.[p] ?? '—'}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <ListControls
        search={{ text, onText: setText, label: people ? t('Search people') : t('Search titles'), testId: 'missing-search' }}
        filters={
          !people && !problem.startsWith('series_') ? (
            <FilterPills
              label={t('Type')}
              value={type}
              options={(['', 'movie', 'series'] as const).map((v) => ({
                value: v,
                label: v === '' ? t('All') : v === 'movie' ? t('Movies') : t('Series'),
              }))}
              onChange={(v) => setParams({ type: v, page: '' })}
            />
          ) : undefined
        }
      />
      <AdminTable
        loading={list.isPending}
        skeletonRows={8}
        skeletonClassName="h-10"
        columns={[
          { label: people ? 'Person' : 'Title' },
          { label: 'Type', className: 'hidden md:table-cell' },
          { label: 'Last updated', className: 'hidden sm:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 &&
          (list.isError ? (
            <EmptyState icon={<Film />} title={t('This list could not be loaded')} message={t('Please try again later.')} />
          ) : query || type ? (
            <EmptyState icon={<Film />} title={t('Nothing found')} message={t('There are no items matching your query')} />
          ) : (
            <EmptyState icon={<CircleCheck />} title={t('Nothing missing')} message={t(PROBLEM_LABELS[problem].empty)} />
          ))
        }
      >
        {rows.map((row) => (
          <tr key={`${row.kind}-${row.id}`} className="transition-colors hover:bg-fg/4" data-testid="missing-row">
            <td className="px-4 py-2">
              <div className="flex items-center gap-3">
                <Artwork
                  src={row.poster?.trim() || null}
                  kind={people ? 'profile' : 'poster'}
                  seed={row.name}
                  sizes="40px"
                  className="w-9 shrink-0"
                  rounded="rounded-md"
                />
                <div className="min-w-0">
                  <Link to={editLink(row)} className="block truncate font-semibold hover:text-primary">
                    {row.name}
                  </Link>
                  <p className="text-xs text-muted">{row.year ?? (people ? t('Person') : '—')}</p>
                </div>
              </div>
            </td>
            <td className="hidden px-4 py-2 text-muted md:table-cell">
              {row.type === 'series' ? t('Series') : row.type === 'movie' ? t('Movie') : t('Person')}
            </td>
            <td className="hidden px-4 py-2 text-muted sm:table-cell">{formatDate(row.updated_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <Link to={editLink(row)} className="text-xs font-semibold text-primary hover:underline" data-testid="missing-edit">
                {t('Edit')}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={list.data} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
