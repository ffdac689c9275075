import { Ban, Plus, ShieldCheck, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { showHttpError } from '../../api';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { usePermission } from '../../shell/permissions';
import { AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toast } from '../../ui/toast-store';
import { AdminListHeader } from '../kit/list-header';
import { ListControls, SortSelect } from '../kit/list-toolbar';
import { useAdminListParams, useRowSelection } from '../kit/use-admin-list';
import { useBulkDelete } from '../kit/use-bulk-delete';
import { Badge } from '../kit/badge';
import { formatDate } from '../../ui/catalogue/format';
import { useAllRoles } from '../kit/roles-api';
import { type AdminUser, type UserListQuery, displayName, useAdminUsers, useDeleteUsers, useUnbanUser } from './api';
import { openAddUserDialog, openBanDialog } from './user-dialogs';

const sorts = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name (A–Z)' },
  { value: 'email:asc', label: 'Email (A–Z)' },
  { value: 'banned_at:desc', label: 'Recently suspended' },
];

const statusOptions = [
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Suspended' },
];
const verifiedOptions = [
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Not verified' },
];

/** /admin/users: search, role/banned/verified filters, sort, bulk delete, add, suspend. */
export default function UsersPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const canCreate = usePermission('users.create');
  const canDelete = usePermission('users.delete');
  const { params, page: pageNumber, text, setText, query, setParams } = useAdminListParams<'role' | 'banned' | 'verified' | 'sort'>();
  const [orderBy, orderDir] = (params.get('sort') ?? 'created_at:desc').split(':');
  const q: UserListQuery = {
    query,
    page: pageNumber,
    role: params.get('role') ?? '',
    banned: params.get('banned') ?? '',
    verified: params.get('verified') ?? '',
    orderBy,
    orderDir,
  };
  const list = useAdminUsers(q);
  const { roles } = useAllRoles();
  const remove = useDeleteUsers();
  const unban = useUnbanUser();
  const rows = list.data?.pagination.data ?? [];
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);
  const filtered = !!(query || q.role || q.banned || q.verified);

  const bulkDelete = useBulkDelete({
    mutation: remove,
    clearSelection: () => setSelected(new Set()),
    showErrors: true,
    confirm: (ids) =>
      confirmAction({
        title: t('[one] Delete :count user?|[other] Delete :count users?', { count: ids.length }),
        body: t('Their accounts, sessions, tokens, lists, reviews and uploaded avatars are deleted. This cannot be undone.'),
        confirmLabel: 'Delete',
      }),
    done: (r) => t('[one] Deleted :count user|[other] Deleted :count users', { count: r.deleted }),
  });

  const onUnban = (user: AdminUser) =>
    unban.mutate(user.id, {
      onSuccess: () => toast(t(':name is no longer suspended', { name: displayName(user) })),
      onError: (e) => showHttpError(e),
    });

  return (
    <div data-testid="admin-users">
      <AdminListHeader title={t('Users')}>
        {canCreate && (
          <Button
            size="sm"
            onClick={async () => {
              const id = await openAddUserDialog();
              if (id) navigate(pathTo(paths.adminUser, { userId: id }));
            }}
            data-testid="add-user"
          >
            <Plus className="size-4" aria-hidden />
            {t('Add user')}
          </Button>
        )}
      </AdminListHeader>
      <ListControls
        search={{
          text,
          onText: setText,
          label: t('Search users'),
          placeholder: t('Search by name or email'),
          testId: 'users-search',
          className: 'w-full sm:max-w-xs',
        }}
        filters={
          <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
            <SortSelect
              label="Role"
              value={q.role ?? ''}
              options={roles.filter((r) => !r.guests).map((r) => ({ value: String(r.id), label: r.name }))}
              onChange={(v) => setParams({ role: v, page: '' })}
              className="pe-8 sm:w-40"
              translateLabels={false}
            >
              <option value="">{t('All roles')}</option>
            </SortSelect>
            <SortSelect
              label="Status"
              value={q.banned ?? ''}
              options={statusOptions}
              onChange={(v) => setParams({ banned: v, page: '' })}
              className="pe-8 sm:w-40"
            >
              <option value="">{t('Any status')}</option>
            </SortSelect>
            <SortSelect
              label="Email verification"
              value={q.verified ?? ''}
              options={verifiedOptions}
              onChange={(v) => setParams({ verified: v, page: '' })}
              className="pe-8 sm:w-44"
            >
              <option value="">{t('Verified or not')}</option>
            </SortSelect>
            <SortSelect
              label="Sort by"
              value={`${orderBy}:${orderDir}`}
              options={sorts}
              onChange={(v) => setParams({ sort: v, page: '' })}
              className="pe-8 sm:w-44"
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
        selectAll={canDelete ? { checked: allSelected, onChange: toggleAll } : undefined}
        columns={[
          { label: 'User' },
          { label: 'Roles', className: 'hidden md:table-cell' },
          { label: 'Status', className: 'hidden sm:table-cell' },
          { label: 'Joined', className: 'hidden lg:table-cell' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<Users />}
              title={filtered ? t('No users found') : t('No users yet')}
              message={filtered ? t('There are no items matching your query') : undefined}
            />
          )
        }
      >
        {rows.map((user) => (
          <tr key={user.id} className={`hover:bg-fg/4 ${selected.has(user.id) ? 'bg-primary/6' : ''}`} data-testid="user-row">
            {canDelete && (
              <td className="py-2 ps-3 pe-1 sm:px-4">
                <RowCheckbox
                  label={t('Select :name', { name: displayName(user) })}
                  checked={selected.has(user.id)}
                  onChange={() => toggle(user.id)}
                />
              </td>
            )}
            <td className="px-4 py-2">
              <div className="flex items-center gap-3">
                <Avatar label={displayName(user)} src={user.image} size={36} />
                <div className="min-w-0">
                  <Link to={pathTo(paths.adminUser, { userId: user.id })} className="block break-words font-semibold hover:text-primary">
                    {displayName(user)}
                  </Link>
                  <p className="break-all text-xs text-muted">{user.email}</p>
                  <div className="mt-1 flex flex-wrap gap-1 sm:hidden">
                    <StatusBadges user={user} />
                  </div>
                </div>
              </div>
            </td>
            <td className="hidden px-4 py-2 text-muted md:table-cell">{user.roles.map((r) => r.name).join(', ') || '—'}</td>
            <td className="hidden px-4 py-2 sm:table-cell">
              <div className="flex flex-wrap gap-1">
                <StatusBadges user={user} />
              </div>
            </td>
            <td className="hidden px-4 py-2 text-muted lg:table-cell">{formatDate(user.created_at)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-end">
              {user.banned_at ? (
                <button
                  type="button"
                  onClick={() => onUnban(user)}
                  className="me-3 hidden text-xs font-medium text-muted hover:text-primary sm:inline"
                  data-testid="unban-user"
                >
                  {t('Unsuspend')}
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => void openBanDialog(user)}
                  className="me-3 hidden text-xs font-medium text-muted hover:text-danger sm:inline"
                  data-testid="ban-user"
                >
                  {t('Suspend')}
                </button>
              )}
              <Link to={pathTo(paths.adminUser, { userId: user.id })} className="text-xs font-semibold text-primary hover:underline">
                {t('Edit')}
              </Link>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={list.data?.pagination} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}

export function StatusBadges({ user }: { user: AdminUser }) {
  const t = useTrans();
  return (
    <>
      {user.banned_at ? (
        <Badge tone="danger" icon={<Ban />}>
          {t('Suspended')}
        </Badge>
      ) : (
        <Badge tone="positive">{t('Active')}</Badge>
      )}
      {user.email_verified_at ? <Badge icon={<ShieldCheck />}>{t('Verified')}</Badge> : <Badge tone="warning">{t('Not verified')}</Badge>}
    </>
  );
}
