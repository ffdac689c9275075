import { useQuery } from '@tanstack/react-query';
import { BellOff, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../paths';
import { IconLink } from '../ui/button';
import type { PopupControl } from '../ui/deferred-popup';
import { Popover } from '../ui/menu';
import { AvatarRowsSkeleton } from '../ui/skeleton';
import { useTrans } from './i18n';
import { NotificationRow } from './notification-row';
import { BELL_LIST, notificationsQuery, useMarkAsRead } from './notifications-data';

const settingsLinkClass = 'grid size-8 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-fg';

/** The bell's popover, loaded on the first use of its button (NotificationsBell). */
export function NotificationsPopover({ control, showSettings, unread }: { control: PopupControl; showSettings: boolean; unread: number }) {
  const t = useTrans();
  return (
    <Popover control={control} label={t('Notifications')} className="w-[min(380px,calc(100vw-1.5rem))]">
      <NotificationsPanel showSettings={showSettings} unread={unread} />
    </Popover>
  );
}

function NotificationsPanel({ showSettings, unread }: { showSettings: boolean; unread: number }) {
  const t = useTrans();
  // The list is secondary UI: a failure shows the empty state here rather than a toast. New ones
  // reach its cache over the live stream while the dropdown is closed.
  const query = useQuery({
    ...notificationsQuery(BELL_LIST),
    meta: { silent: true },
    retry: false,
  });
  const markRead = useMarkAsRead();
  const items = query.data?.pagination.data ?? [];
  return (
    <div className="flex max-h-[min(560px,80dvh)] flex-col" data-testid="notifications-panel">
      <div className="flex items-center gap-2 border-b border-line px-4 py-3">
        <h2 className="me-auto text-base font-semibold">{t('Notifications')}</h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markRead.mutate('all')}
            disabled={markRead.isPending}
            className="rounded-md px-2 py-1 text-xs font-semibold text-primary hover:bg-primary/10 disabled:opacity-50"
          >
            {t('Mark all as read')}
          </button>
        )}
        {showSettings && (
          <IconLink to={paths.notificationSettings} label={t('Notification settings')} className={settingsLinkClass}>
            <Settings size={16} aria-hidden />
          </IconLink>
        )}
      </div>
      <div className="overflow-y-auto">
        {query.isPending ? (
          <AvatarRowsSkeleton rows={3} className="flex flex-col gap-4 p-4" lineWidths={['w-full', 'w-1/3']} />
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
              <li key={n.id}>
                <NotificationRow item={n} compact onOpen={(item) => !item.read_at && markRead.mutate([item.id])} />
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
