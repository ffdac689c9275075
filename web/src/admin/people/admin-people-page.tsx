import { UsersRound } from 'lucide-react';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { usePermission } from '../../shell/permissions';
import { departmentLabel, formatDate } from '../../ui/catalogue/format';
import { personLink } from '../../ui/catalogue/links';
import { AdminListPage, NewLink, RowLinks } from '../kit/admin-list-page';
import { SortSelect } from '../kit/list-toolbar';
import { deleteRows, type DeleteTexts } from '../kit/use-bulk-delete';
import { useAdminListParams } from '../kit/use-admin-list';
import { ArtworkNameCell } from '../kit/artwork-name-cell';
import { type AdminPeopleQuery, useAdminPeople, useDeletePeople } from './api';
import { knownForOptions } from './known-for';
import { choices } from '../kit/sort-options';

const orderOptions = choices({
  popularity: 'Most popular',
  updated_at: 'Recently updated',
  created_at: 'Recently added',
  name: 'Name',
  birth_date: 'Birth date',
});

/** /admin/people: a searchable, sortable table with bulk delete. */
export default function AdminPeoplePage() {
  const t = useTrans();
  const canCreate = usePermission('people.create');
  const canDelete = usePermission('people.delete');
  const state = useAdminListParams<'known_for' | 'orderBy' | 'orderDir'>();
  const { params, page, query, setParams } = state;
  const orderBy = params.get('orderBy') ?? 'popularity';
  const q: AdminPeopleQuery = {
    query,
    page,
    known_for: params.get('known_for') ?? '',
    orderBy,
    // names read A→Z by default, everything else newest/most first
    orderDir: (params.get('orderDir') ?? (orderBy === 'name' ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc',
  };
  const list = useAdminPeople(q);
  const remove = useDeletePeople();
  const editLink = (id: number) => pathTo(paths.adminPersonEdit, { personId: id });

  return (
    <AdminListPage
      testId="admin-people"
      title={t('People')}
      actions={canCreate && <NewLink to={paths.adminPersonNew} label={t('Add person')} />}
      state={state}
      list={list}
      search={{ label: t('Search people'), testId: 'admin-people-search' }}
      filters={
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <SortSelect
            label="Known for"
            value={q.known_for}
            options={knownForOptions.map((d) => ({ value: d, label: departmentLabel(d) }))}
            onChange={(v) => setParams({ known_for: v, page: '' })}
            className="ps-3 pe-8 sm:w-44"
            translateLabels={false}
          >
            <option value="">{t('Any role')}</option>
          </SortSelect>
          <SortSelect
            value={q.orderBy}
            options={orderOptions}
            onChange={(v) => setParams({ orderBy: v, orderDir: '', page: '' })}
            className="ps-3 pe-8 sm:w-48"
            testId="admin-people-order"
          />
        </div>
      }
      select={{ name: (row) => row.name }}
      bulkDelete={deleteRows(remove, deleting(), { deleted: (r) => r.deleted.length, button: canDelete })}
      rows={{ skeleton: 8, skeletonClassName: 'h-10', testId: 'admin-person-row' }}
      columns={(c) => [
        c.main('Name', 'px-4 py-2', (row) => (
          <ArtworkNameCell src={row.poster} kind="profile" name={row.name} to={editLink(row.id)}>
            <p className="text-xs text-muted md:hidden">
              {[row.known_for && departmentLabel(row.known_for), row.birth_date?.slice(0, 4)].filter(Boolean).join(' · ') || '—'}
            </p>
          </ArtworkNameCell>
        )),
        c.shown('Known for', 'md', (row) => (row.known_for ? departmentLabel(row.known_for) : '—'), { muted: true }),
        c.shown('Birth date', 'lg', (row) => formatDate(row.birth_date) ?? '—', { muted: true }),
        c.shown('Credits', 'sm', (row) => row.credits_count, { muted: true, numeric: true, testId: 'credits-count' }),
        c.shown('Popularity', 'lg', (row) => Number(row.popularity ?? 0).toFixed(1), { muted: true, numeric: true }),
        c.date('Last updated', 'xl', 'updated_at'),
      ]}
      rowActions={(row) => <RowLinks view={personLink(row)} edit={editLink(row.id)} />}
      empty={{
        icon: <UsersRound />,
        filtered: !!(query || q.known_for),
        found: t('No people found'),
        hint: t('There are no records in this section yet.'),
      }}
    />
  );
}

const deleting = (): DeleteTexts => ({
  ask: trans('[one] Delete :count person?|[other] Delete :count people?'),
  body: trans('Their credits and images are deleted too. This cannot be undone.'),
  done: trans('[one] Deleted :count person|[other] Deleted :count people'),
});
