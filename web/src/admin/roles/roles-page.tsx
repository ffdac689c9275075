import { Plus, Shield, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { showHttpError } from '../../api';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { AdminPagination, AdminTable } from '../../ui/admin-table';
import { ButtonLink, IconButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toast } from '../../ui/toast-store';
import { useAdminListParams } from '../kit/use-admin-list';
import { Badge } from '../kit/badge';
import { type AdminRole, useDeleteRole, useRoles } from '../kit/roles-api';
import { AdminListHeader } from '../kit/list-header';
import { SearchBox } from '../kit/list-toolbar';

/** /admin/roles: every role with its user count and default/guest flags. */
export default function RolesPage() {
  const t = useTrans();
  const { page: pageNumber, text, setText, query, setParams } = useAdminListParams();
  const list = useRoles({ query, page: pageNumber, perPage: 25 });
  const remove = useDeleteRole();
  const rows = list.data?.pagination.data ?? [];

  const onDelete = async (role: AdminRole) => {
    const ok = await confirmAction({
      title: 'Delete role?',
      body: t('":name" is removed from its :count users, who lose the permissions it grants. This cannot be undone.', {
        name: role.name,
        count: role.users_count,
      }),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    remove.mutate(role.id, { onSuccess: () => toast(t('Role deleted')), onError: (e) => showHttpError(e) });
  };

  return (
    <div data-testid="admin-roles">
      <AdminListHeader title={t('Roles')}>
        <ButtonLink to={paths.adminRoleNew} size="sm">
          <Plus className="size-4" aria-hidden />
          {t('New role')}
        </ButtonLink>
      </AdminListHeader>
      <SearchBox value={text} onChange={setText} label={t('Search roles')} className="mb-4 sm:max-w-sm" />
      <AdminTable
        loading={list.isPending}
        columns={[
          { label: 'Role' },
          { label: 'Users', className: 'text-end' },
          { label: 'Permissions', className: 'hidden sm:table-cell text-end' },
          { label: '', className: 'text-end' },
        ]}
        footer={
          !list.isPending &&
          rows.length === 0 && (
            <EmptyState
              icon={<Shield />}
              title={t('No roles found')}
              message={query ? t('There are no items matching your query') : t('Create a role to group permissions.')}
            />
          )
        }
      >
        {rows.map((role) => (
          <tr key={role.id} className="hover:bg-fg/4" data-testid="role-row">
            <td className="px-4 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={pathTo(paths.adminRoleEdit, { roleId: role.id })} className="font-semibold hover:text-primary">
                  {role.name}
                </Link>
                {role.default && <Badge tone="primary">{t('Default')}</Badge>}
                {role.guests && <Badge tone="warning">{t('Guests')}</Badge>}
                {role.permissions.some((p) => p.name === 'admin') && <Badge tone="danger">{t('Admin')}</Badge>}
              </div>
              {role.description && <p className="mt-0.5 line-clamp-1 text-xs text-muted">{role.description}</p>}
            </td>
            <td className="px-4 py-3 text-end tabular-nums">{role.guests ? '—' : role.users_count}</td>
            <td className="hidden px-4 py-3 text-end tabular-nums text-muted sm:table-cell">{role.permissions.length}</td>
            <td className="px-2 py-2">
              <div className="flex items-center justify-end gap-1">
                <Link
                  to={pathTo(paths.adminRoleEdit, { roleId: role.id })}
                  className="px-1 text-xs font-semibold text-primary hover:underline"
                >
                  {t('Edit')}
                </Link>
                <IconButton
                  label={role.guests ? t('The guest role cannot be deleted') : t('Delete :name', { name: role.name })}
                  disabled={role.guests || remove.isPending}
                  onClick={() => void onDelete(role)}
                  className="size-8 text-muted hover:text-danger"
                >
                  <Trash2 className="size-4" aria-hidden />
                </IconButton>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={list.data?.pagination} onPage={(n) => setParams({ page: String(n) })} />
    </div>
  );
}
