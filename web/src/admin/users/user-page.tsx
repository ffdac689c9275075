import { Ban, Trash2, Undo2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { showHttpError } from '../../api';
import { isHttpError } from '../../api/http';
import { pathTo, paths, tabs } from '../../paths';
import { useBootstrap } from '../../shell/bootstrap';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { usePermission } from '../../shell/permissions';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { scrollIntoViewIfActive } from '../../ui/scroll-into-view';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { type AdminUserDetail, displayName, useAdminUser, useDeleteUsers, useUnbanUser } from './api';
import { openBanDialog } from './user-dialogs';
import { UserApiTab, UserDateTab } from './user-other-tabs';
import { UserDetailsTab } from './user-details-tab';
import { UserPermissionsTab } from './user-permissions-tab';
import { UserSecurityTab } from './user-security-tab';
import { StatusBadges } from './users-page';
import { BackLink } from '../kit/form-layout';

const tabLabels: Record<string, string> = {
  details: 'Details',
  permissions: 'Permissions',
  security: 'Security',
  date: 'Date and locale',
  api: 'API',
};

/** /admin/users/{userId}/{tab?}: one user's account, access, security, locale and API tokens. */
export default function UserPage() {
  const t = useTrans();
  const params = useParams<{ userId: string; tab?: string }>();
  const id = Number(params.userId);
  const tab = params.tab ?? tabs.adminUser[0];
  const valid = Number.isInteger(id) && id > 0 && (tabs.adminUser as readonly string[]).includes(tab);
  const user = useAdminUser(valid ? id : null);
  if (!valid) return <NotFoundPage />;
  if (user.isError) return isHttpError(user.error) && user.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  if (user.isPending) {
    return (
      <div aria-busy>
        <div className="flex items-center gap-4">
          <Skeleton className="size-14" rounded="rounded-full" />
          <Skeleton className="h-8 w-64" />
        </div>
        <Skeleton className="mt-8 h-9 w-full max-w-3xl" />
        <SkeletonText lines={6} className="mt-10 max-w-3xl" />
      </div>
    );
  }
  const u = user.data;
  return (
    <div data-testid="admin-user">
      <UserHeader user={u} />
      <nav aria-label={t('User sections')} className="mb-8 flex gap-1 overflow-x-auto border-b border-line">
        {tabs.adminUser.map((name) => (
          <Link
            key={name}
            ref={scrollIntoViewIfActive(name === tab)}
            to={pathTo(paths.adminUser, { userId: u.id, tab: name === tabs.adminUser[0] ? undefined : name })}
            aria-current={name === tab ? 'page' : undefined}
            className={`shrink-0 border-b-2 px-2 pb-3 pt-1 text-sm font-medium transition-colors ${name === tab ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`}
            data-testid={`tab-${name}`}
          >
            {t(tabLabels[name] ?? name)}
          </Link>
        ))}
      </nav>
      <div className="max-w-3xl">
        {tab === 'details' && <UserDetailsTab key={u.updated_at} user={u} />}
        {tab === 'permissions' && <UserPermissionsTab key={u.updated_at} user={u} />}
        {tab === 'security' && <UserSecurityTab user={u} />}
        {tab === 'date' && <UserDateTab key={u.updated_at} user={u} />}
        {tab === 'api' && <UserApiTab user={u} />}
      </div>
    </div>
  );
}

function UserHeader({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  // one's own account is suspended or deleted nowhere here (the server refuses both)
  const self = useBootstrap().user?.id === user.id;
  const canDelete = usePermission('users.delete') && !self;
  const unban = useUnbanUser();
  const remove = useDeleteUsers();
  const onDelete = async () => {
    const ok = await confirmAction({
      title: 'Delete user?',
      body: t('The account of :name and all of its data are deleted. This cannot be undone.', { name: displayName(user) }),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    remove.mutate([user.id], {
      onSuccess: () => {
        toast(t('User deleted'));
        navigate(paths.adminUsers);
      },
      onError: (e) => showHttpError(e),
    });
  };
  return (
    <div className="mb-6 flex flex-wrap items-center gap-4">
      <Avatar label={displayName(user)} src={user.image} size={56} />
      <div className="min-w-0 flex-1">
        <BackLink to={paths.adminUsers} label={t('Users')} />
        <h1 className="truncate text-2xl font-bold tracking-tight" data-testid="user-name">
          {displayName(user)}
        </h1>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <span className="me-1 truncate text-sm text-muted">{user.email}</span>
          <StatusBadges user={user} />
        </div>
        {user.banned_at && user.ban_reason && (
          <p className="mt-1 text-sm text-danger">{t('Reason: :reason', { reason: user.ban_reason })}</p>
        )}
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        {self ? null : user.banned_at ? (
          <Button
            variant="outline"
            size="sm"
            loading={unban.isPending}
            onClick={() =>
              unban.mutate(user.id, {
                onSuccess: () => toast(t(':name is no longer suspended', { name: displayName(user) })),
                onError: (e) => showHttpError(e),
              })
            }
            data-testid="unban-user"
          >
            <Undo2 className="size-4" aria-hidden />
            {t('Unsuspend')}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void openBanDialog(user)} data-testid="ban-user">
            <Ban className="size-4" aria-hidden />
            {t('Suspend')}
          </Button>
        )}
        {canDelete && (
          <Button variant="danger" size="sm" loading={remove.isPending} onClick={onDelete} data-testid="delete-user">
            <Trash2 className="size-4" aria-hidden />
            {t('Delete')}
          </Button>
        )}
      </div>
    </div>
  );
}
