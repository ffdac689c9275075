import { useMutation, useQuery } from '@tanstack/react-query';
import { Bell, BellOff, Settings } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { Link } from 'wouter';
import { http } from '../api/http';
import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { paths } from '../paths';
import { Popover } from '../ui/menu';
import { Skeleton } from '../ui/skeleton';
import { bootstrapStore, useBootstrap } from './bootstrap';
import { useTrans } from './i18n';
import { relativeTime } from './relative-time';

interface NotificationLine {
  type?: string;
  content: string;
}
export interface NotificationItem {
  id: string | number;
  read_at: string | null;
  created_at: string;
  data: { image?: string; lines?: NotificationLine[]; mainAction?: { action: string; label?: string } };
}
interface NotificationsResponse {
  pagination?: { data: NotificationItem[] };
}

const listParams = { perPage: 30 };

function setUnread(count: number) {
  bootstrapStore.set((d) => (d.user ? { ...d, user: { ...d.user, unread_notifications_count: count } } : d));
}

/** Navbar bell: unread count, the latest notifications, 'Mark all as read' and the settings link. */
export function NotificationsBell() {
  const t = useTrans();
  const { user, settings } = useBootstrap();
  const unread = user?.unread_notifications_count ?? 0;
  const label = unread ? `${t('Notifications')} (${unread})` : t('Notifications');
  return (
    <Popover
      label={t('Notifications')}
      className="w-[min(380px,calc(100vw-1.5rem))]"
      trigger={
        <AriaButton aria-label={label} className="relative grid size-10 place-items-center rounded-full outline-none transition-colors hover:bg-on-navbar/10 data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary">
          <Bell size={20} aria-hidden />
          {unread > 0 && (
            <span className="absolute end-1 top-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-accent px-1 text-[10px] font-bold leading-none text-white ring-2 ring-navbar">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </AriaButton>
      }
    >
      <NotificationsPanel showSettings={!!settings.notif?.subs?.integrated} unread={unread} />
    </Popover>
  );
}

function NotificationsPanel({ showSettings, unread }: { showSettings: boolean; unread: number }) {
  const t = useTrans();
  // The list is secondary UI: a failure shows the empty state here rather than a toast.
  const query = useQuery({
    queryKey: queryKeys.notifications(listParams),
    queryFn: () => http.get<NotificationsResponse>('notifications', listParams),
    meta: { silent: true },
    retry: false,
  });
  const markAll = useMutation({
    mutationFn: () => http.post<{ unreadCount?: number }>('notifications/mark-as-read', { markAllAsUnread: true }),
    onSuccess: (res) => {
      setUnread(res?.unreadCount ?? 0);
      return queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
  const items = query.data?.pagination?.data ?? [];
  return (
    <div className="flex max-h-[min(560px,80dvh)] flex-col">
      <div className="flex items-center gap-2 border-b border-line px-4 py-3">
        <h2 className="me-auto text-base font-semibold">{t('Notifications')}</h2>
        {unread > 0 && (
          <button type="button" onClick={() => markAll.mutate()} disabled={markAll.isPending} className="rounded-md px-2 py-1 text-xs font-semibold text-primary hover:bg-primary/10 disabled:opacity-50">
            {t('Mark all as read')}
          </button>
        )}
        {showSettings && (
          <Link to={paths.notificationSettings} aria-label={t('Notification settings')} className="grid size-8 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-fg">
            <Settings size={16} aria-hidden />
          </Link>
        )}
      </div>
      <div className="overflow-y-auto">
        {query.isPending ? (
          <div className="flex flex-col gap-4 p-4">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-9 shrink-0" rounded="rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-3.5 w-full" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </div>
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-fg/6 text-muted">
              <BellOff size={22} aria-hidden />
            </span>
            <p className="max-w-60 text-sm text-muted">{t('Hang tight! Notifications will start showing up here soon.')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((n) => (
              <li key={n.id} className="flex gap-3 px-4 py-3 hover:bg-fg/4">
                {n.data.image ? (
                  <img src={n.data.image} alt="" className="size-9 shrink-0 rounded-full object-cover" />
                ) : (
                  <span aria-hidden className={`mt-1.5 size-2 shrink-0 rounded-full ${n.read_at ? 'bg-transparent' : 'bg-primary'}`} />
                )}
                <div className="min-w-0 flex-1 text-sm">
                  {(n.data.lines ?? []).map((line, i) => (
                    <p key={i} className={line.type === 'primary' ? 'font-medium text-fg' : 'text-muted'}>
                      {line.content}
                    </p>
                  ))}
                  <p className="mt-1 text-xs text-muted">{relativeTime(n.created_at)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to={paths.notifications} className="border-t border-line px-4 py-3 text-center text-sm font-medium text-primary hover:bg-fg/4">
        {t('View all')}
      </Link>
    </div>
  );
}
