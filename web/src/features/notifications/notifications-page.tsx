import { useInfiniteQuery } from '@tanstack/react-query';
import { BellOff, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { paths } from '../../paths';
import { useBootstrap } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { NotificationRow } from '../../shell/notification-row';
import { usePermission } from '../../shell/permissions';
import { useDeleteNotification, useMarkAsRead } from '../../shell/notifications-data';
import { toast } from '../../ui/toast-store';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { AvatarRowsSkeleton } from '../../ui/skeleton';

const PER_PAGE = 30;

/** /notifications: every notification, 30 at a time, newest first. */
export default function NotificationsPage() {
  const t = useTrans();
  const { user, settings } = useBootstrap();
  const unread = user?.unread_notifications_count ?? 0;
  // /api-docs needs api.access: the link shows only to those who can open it
  const canReadApiDocs = usePermission('api.access') && settings.api?.integrated !== false;
  const query = useInfiniteQuery({
    queryKey: queryKeys.notifications({ perPage: PER_PAGE, all: true }),
    queryFn: ({ pageParam }) => api.get('notifications', { query: { perPage: PER_PAGE, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.current_page < (last.pagination.last_page ?? 0) ? last.pagination.current_page + 1 : undefined,
  });
  const markRead = useMarkAsRead();
  const remove = useDeleteNotification(() => toast(t('Deleted notification')));
  const items = query.data?.pages.flatMap((p) => p.pagination.data) ?? [];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 md:pt-12" data-testid="notifications-page">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-3xl font-bold tracking-tight">{t('Notifications')}</h1>
        {unread > 0 && (
          <Button variant="secondary" size="sm" onClick={() => markRead.mutate('all')} loading={markRead.isPending}>
            {t('Mark all as read')}
          </Button>
        )}
        {settings.notif?.subs?.integrated && (
          <ButtonLink to={paths.notificationSettings} variant="ghost" size="sm">
            <Settings size={16} aria-hidden />
            {t('Settings')}
          </ButtonLink>
        )}
      </div>
      <div className="overflow-hidden rounded-2xl border border-line bg-surface">
        {query.isPending ? (
          <AvatarRowsSkeleton rows={4} className="flex flex-col gap-5 p-5" lineWidths={['w-2/3', 'w-1/4']} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<BellOff />}
            title={t('No notifications')}
            message={t('Hang tight! Notifications will start showing up here soon.')}
          />
        ) : (
          <ul className="divide-y divide-line">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationRow
                  item={n}
                  onOpen={(item) => !item.read_at && markRead.mutate([item.id])}
                  onDelete={(item) => remove.mutate(item.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('Load more')}
          </Button>
        </div>
      )}
      {canReadApiDocs && (
        <p className="mt-8 text-center text-sm text-muted" data-testid="api-docs-link">
          {t('Developers can read notifications through the API as well.')}{' '}
          <Link to={paths.apiDocs} className="font-medium text-primary hover:underline">
            {t('API documentation')}
          </Link>
        </p>
      )}
    </div>
  );
}
