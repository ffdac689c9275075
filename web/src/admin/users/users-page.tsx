import { Ban, Plus, ShieldCheck, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { showHttpError } from '../../api';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { usePermission } from '../../shell/permissions';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { AdminListPage, RowLinks } from '../kit/admin-list-page';
import { SortSelect } from '../kit/list-toolbar';
import { deleteRows, type DeleteTexts } from '../kit/use-bulk-delete';
import { paramFilter, useAdminListParams } from '../kit/use-admin-list';
import { Badge } from '../kit/badge';
import { useAllRoles } from '../kit/roles-api';
import { type AdminUser, type UserListQuery, displayName, useAdminUsers, useDeleteUsers, useUnbanUser } from './api';
import { openAddUserDialog, openBanDialog } from './user-dialogs';
import { choices, sortBy } from '../kit/sort-options';

const sorts = [
  sortBy.newest,
  sortBy.oldest,
  sortBy.nameAsc,
  ...choices({ 'email:asc': 'Email (A–Z)', 'banned_at:desc': 'Recently suspended' }),
];

const statusOptions = choices({ false: 'Active', true: 'Suspended' });
const verifiedOptions = choices({ true: 'Verified', false: 'Not verified' });

/** /admin/users: search, role/banned/verified filters, sort, bulk delete, add, suspend. */
export default function UsersPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const canCreate = usePermission('users.create');
  const canDelete = usePermission('users.delete');
  const state = useAdminListParams<'role' | 'banned' | 'verified' | 'sort'>();
  const { params, page, query, setParams } = state;
  const [orderBy, orderDir] = (params.get('sort') ?? 'created_at:desc').split(':');
  const q: UserListQuery = {
    query,
    page,
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
  const filtered = !!(query || q.role || q.banned || q.verified);
  const editLink = (id: number) => pathTo(paths.adminUser, { userId: id });

  const onUnban = (user: AdminUser) =>
    unban.mutate(user.id, {
      onSuccess: () => toast(t(':name is no longer suspended', { name: displayName(user) })),
      onError: (e) => showHttpError(e),
    });

  return (
    <AdminListPage
      testId="admin-users"
      title={t('Users')}
      actions={
        canCreate && (
          <Button
            size="sm"
            onClick={async () => {
              const id = await openAddUserDialog();
              if (id) navigate(editLink(id));
            }}
            data-testid="add-user"
          >
            <Plus className="size-4" aria-hidden />
            {t('Add user')}
          </Button>
        )
      }
      state={state}
      list={list}
      search={{
        label: t('Search users'),
        placeholder: t('Search by name or email'),
        testId: 'users-search',
        className: 'w-full sm:max-w-xs',
      }}
      filters={
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <SortSelect
            label="Role"
            {...paramFilter(state, 'role')}
            options={roles.filter((r) => !r.guests).map((r) => ({ value: String(r.id), label: r.name }))}
            className="pe-8 sm:w-40"
            translateLabels={false}
          >
            <option value="">{t('All roles')}</option>
          </SortSelect>
          <SortSelect label="Status" {...paramFilter(state, 'banned')} options={statusOptions} className="pe-8 sm:w-40">
            <option value="">{t('Any status')}</option>
          </SortSelect>
          <SortSelect label="Email verification" {...paramFilter(state, 'verified')} options={verifiedOptions} className="pe-8 sm:w-44">
            <option value="">{t('Verified or not')}</option>
          </SortSelect>
          <SortSelect
            label="Sort by"
            {...paramFilter(state, 'sort')}
            value={`${orderBy}:${orderDir}`}
            options={sorts}
            className="pe-8 sm:w-44"
          />
        </div>
      }
      select={canDelete ? { name: displayName, cellClassName: 'py-2 ps-3 pe-1 sm:px-4' } : undefined}
      bulkDelete={deleteRows(remove, deleting(), { deleted: (r) => r.deleted ?? 0, button: canDelete, showErrors: true })}
      rows={{ skeleton: 8, testId: 'user-row', className: 'hover:bg-fg/4' }}
      columns={(c) => [
        c.main('User', 'px-4 py-2', (user) => (
          <div className="flex items-center gap-3">
            <Avatar label={displayName(user)} src={user.image} size={36} />
            <div className="min-w-0">
              <Link to={editLink(user.id)} className="block break-words font-semibold hover:text-primary">
                {displayName(user)}
              </Link>
              <p className="break-all text-xs text-muted">{user.email}</p>
              <div className="mt-1 flex flex-wrap gap-1 sm:hidden">
                <StatusBadges user={user} />
              </div>
            </div>
          </div>
        )),
        c.shown('Roles', 'md', (user) => user.roles.map((r) => r.name).join(', ') || '—', { muted: true }),
        c.shown('Status', 'sm', (user) => (
          <div className="flex flex-wrap gap-1">
            <StatusBadges user={user} />
          </div>
        )),
        c.date('Joined', 'lg', 'created_at'),
      ]}
      rowActions={(user) => (
        <RowLinks edit={editLink(user.id)}>
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
        </RowLinks>
      )}
      empty={{ icon: <Users />, filtered, found: t('No users found'), none: t('No users yet') }}
    />
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

const deleting = (): DeleteTexts => ({
  ask: trans('[one] Delete :count user?|[other] Delete :count users?'),
  body: trans('Their accounts, sessions, tokens, lists, reviews and uploaded avatars are deleted. This cannot be undone.'),
  done: trans('[one] Deleted :count user|[other] Deleted :count users'),
});
