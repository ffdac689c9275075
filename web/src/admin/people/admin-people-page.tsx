import { Plus, UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { usePermission } from '../../shell/permissions';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { AdminListHeader } from '../kit/list-header';
import { ListControls, SortSelect } from '../kit/list-toolbar';
import { useBulkDelete } from '../kit/use-bulk-delete';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { Artwork } from '../../ui/catalogue/artwork';
import { departmentLabel, formatDate } from '../../ui/catalogue/format';
import { personLink } from '../../ui/catalogue/links';
import { type AdminPeopleQuery, useAdminPeople, useDeletePeople } from './api';
import { knownForOptions } from './known-for';

const orderOptions = [
  { value: 'popularity', label: 'Most popular' },
  { value: 'updated_at', label: 'Recently updated' },
  { value: 'created_at', label: 'Recently added' },
  { value: 'name', label: 'Name' },
  { value: 'birth_date', label: 'Birth date' },
];

/** /admin/people: a searchable, sortable table with bulk delete. */
export default function AdminPeoplePage() {
  const t = useTrans();
  const canCreate = usePermission('people.create');
  const canDelete = usePermission('people.delete');
  const { params, page: pageNumber, text, setText, query, setParams } = useAdminListParams<'known_for' | 'orderBy' | 'orderDir'>();
  const orderBy = params.get('orderBy') ?? 'popularity';
  const q: AdminPeopleQuery = {
    query,
    page: pageNumber,
    known_for: params.get('known_for') ?? '',
    orderBy,
    // names read A→Z by default, everything else newest/most first
    orderDir: (params.get('orderDir') ?? (orderBy === 'name' ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc',
  };
  const list = useAdminPeople(q);
  const remove = useDeletePeople();
  const rows = list.data?.pagination.data ?? [];
  const page = list.data?.pagination;
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);

  const bulkDelete = useBulkDelete({
    mutation: remove,
    clearSelection: () => setSelected(new Set()),
    confirm: (ids) =>
      confirmAction({
        title: t('[one] Delete :count person?|[other] Delete :count people?', { count: ids.length }),
        body: t('Their credits and images are deleted too. This cannot be undone.'),
        confirmLabel: t('Delete'),
      }),
    done: (r) => t('[one] Deleted :count person|[other] Deleted :count people', { count: r.deleted.length }),
  });

  return (
    <div data-testid="admin-people">
      <AdminListHeader title={t('People')}>
        {canCreate && (
          <ButtonLink to={paths.adminPersonNew} size="sm">
            <Plus className="size-4" aria-hidden />
            {t('Add person')}
          </ButtonLink>
        )}
      </AdminListHeader>
      <ListControls
        search={{ text, onText: setText, label: t('Search people'), testId: 'admin-people-search' }}
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
        bulk={
          canDelete ? { count: selected.size, loading: bulkDelete.pending, onDelete: () => void bulkDelete.run([...selected]) } : undefined
        }
      />
      <AdminTable
        loading={list.isPending}
        skeletonRows={8}
        skeletonClassName="h-10"
        selectAll={{ checked: allSelected, onChange: toggleAll }}
        columns={[
          { label: 'Name' },
          { label: 'Known for', className: 'hidden md:table-cell' },
          { label: 'Birth date', className: 'hidden lg:table-cell' },
          { label: 'Credits', className: 'hidden sm:table-cell text-end' },
          { label: 'Popularity', className: 'hidden lg:table-cell text-end' },
          { label: 'Last updated', className: 'hidden xl:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<UsersRound />}
              title={t('No people found')}
              message={query || q.known_for ? t('There are no items matching your query') : t('There are no records in this section yet.')}
            />
          )
        }
      >
        {rows.map((row) => (
          <tr
            key={row.id}
            className={`transition-colors hover:bg-fg/4 ${selected.has(row.id) ? 'bg-primary/6' : ''}`}
            data-testid="admin-person-row"
          >
            <td className="px-4 py-2">
              <RowCheckbox label={t('Select :name', { name: row.name })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td className="px-4 py-2">
              <div className="flex items-center gap-3">
                <Artwork
                  src={row.poster}
                  kind="profile"
                  alt=""
                  seed={row.name}
                  sizes="40px"
                  className="w-9 shrink-0"
                  rounded="rounded-md"
                />
                <div className="min-w-0">
                  <Link to={pathTo(paths.adminPersonEdit, { personId: row.id })} className="font-semibold hover:text-primary">
                    {row.name}
                  </Link>
                  <p className="text-xs text-muted md:hidden">
                    {[row.known_for && departmentLabel(row.known_for), row.birth_date?.slice(0, 4)].filter(Boolean).join(' · ') || '—'}
                  </p>
                </div>
              </div>
            </td>
            <td className="hidden px-4 py-2 text-muted md:table-cell">{row.known_for ? departmentLabel(row.known_for) : '—'}</td>
            <td className="hidden px-4 py-2 text-muted lg:table-cell">{formatDate(row.birth_date) ?? '—'}</td>
            <td className="hidden px-4 py-2 text-end tabular-nums text-muted sm:table-cell" data-testid="credits-count">
              {row.credits_count}
            </td>
            <td className="hidden px-4 py-2 text-end tabular-nums text-muted lg:table-cell">{Number(row.popularity ?? 0).toFixed(1)}</td>
            <td className="hidden px-4 py-2 text-muted xl:table-cell">{formatDate(row.updated_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              <Link to={personLink(row)} className="me-3 text-xs font-medium text-muted hover:text-primary">
                {t('View')}
              </Link>
              <Link to={pathTo(paths.adminPersonEdit, { personId: row.id })} className="text-xs font-semibold text-primary hover:underline">
                {t('Edit')}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={page} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
