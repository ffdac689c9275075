import { Plus, Shield } from 'lucide-react';
import { Link } from 'wouter';
import { showHttpError } from '../../api';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { ButtonLink, DeleteIconButton } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { useAdminListParams } from '../kit/use-admin-list';
import { Badge } from '../kit/badge';
import { type AdminRole, useDeleteRole, useRoles } from '../kit/roles-api';
import { AdminListPage, NameLink } from '../kit/admin-list-page';
import { SearchBox } from '../kit/list-toolbar';

/** /admin/roles: every role with its user count and default/guest flags. */
export default function RolesPage() {
  const t = useTrans();
  const state = useAdminListParams();
  const { page, text, setText, query } = state;
  const list = useRoles({ query, page, perPage: 25 });
  const remove = useDeleteRole();
  const editLink = (id: number) => pathTo(paths.adminRoleEdit, { roleId: id });

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
    <AdminListPage
      testId="admin-roles"
      title={t('Roles')}
      actions={
        <ButtonLink to={paths.adminRoleNew} size="sm">
          <Plus className="size-4" aria-hidden />
          {t('New role')}
        </ButtonLink>
      }
      state={state}
      list={list}
      toolbar={() => <SearchBox value={text} onChange={setText} label={t('Search roles')} className="mb-4 sm:max-w-sm" />}
      rows={{ testId: 'role-row', className: 'hover:bg-fg/4' }}
      columns={(c) => [
        c.main('Role', 'px-4 py-3', (role) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <NameLink to={editLink(role.id)}>{role.name}</NameLink>
              {role.default && <Badge tone="primary">{t('Default')}</Badge>}
              {role.guests && <Badge tone="warning">{t('Guests')}</Badge>}
              {role.permissions.some((p) => p.name === 'admin') && <Badge tone="danger">{t('Admin')}</Badge>}
            </div>
            {role.description && <p className="mt-0.5 line-clamp-1 text-xs text-muted">{role.description}</p>}
          </>
        )),
        {
          label: 'Users',
          className: 'text-end',
          td: 'px-4 py-3 text-end tabular-nums',
          cell: (role) => (role.guests ? '—' : role.users_count),
        },
        {
          label: 'Permissions',
          className: 'hidden sm:table-cell text-end',
          td: 'hidden px-4 py-3 text-end tabular-nums text-muted sm:table-cell',
          cell: (role) => role.permissions.length,
        },
      ]}
      rowActionsClassName="px-2 py-2"
      rowActions={(role) => (
        <div className="flex items-center justify-end gap-1">
          <Link to={editLink(role.id)} className="px-1 text-xs font-semibold text-primary hover:underline">
            {t('Edit')}
          </Link>
          <DeleteIconButton
            label={role.guests ? t('The guest role cannot be deleted') : t('Delete :name', { name: role.name })}
            disabled={role.guests || remove.isPending}
            onClick={() => void onDelete(role)}
            className="size-8"
          />
        </div>
      )}
      empty={{ icon: <Shield />, filtered: !!query, found: t('No roles found'), hint: t('Create a role to group permissions.') }}
    />
  );
}
