import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { DeferredPopup } from '../ui/deferred-popup';
import { useBootstrap } from './bootstrap';
import { useTrans } from './i18n';
import { useLiveNotifications } from './use-live-notifications';

const loadPopover = () => import('./notifications-popover');
const NotificationsPopover = lazy(async () => ({ default: (await loadPopover()).NotificationsPopover }));

/**
 * Navbar bell: unread count; its popover (NotificationsPopover: the latest notifications, 'Mark all
 * as read', the settings link) loads on first use.
 */
export function NotificationsBell() {
  const t = useTrans();
  const { user, settings } = useBootstrap();
  const unread = user?.unread_notifications_count ?? 0;
  const subscriptions = !!settings.notif?.subs?.integrated;
  useLiveNotifications();
  // the count is in the name as the badge shows it, so the name contains the visible text
  const label = unread ? t('Notifications, :count unread', { count: unread > 99 ? '99+' : String(unread) }) : t('Notifications');
  return (
    <DeferredPopup
      popup="dialog"
      label={label}
      className="relative grid size-10 place-items-center rounded-full outline-none transition-colors hover:bg-on-navbar/10"
      preload={loadPopover}
      render={(control) => <NotificationsPopover control={control} showSettings={subscriptions} unread={unread} />}
    >
      <Bell size={20} aria-hidden />
      {unread > 0 && (
        <span
          data-testid="unread-count"
          className="absolute end-1 top-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-accent px-1 text-[10px] font-bold leading-none text-background ring-2 ring-navbar"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </DeferredPopup>
  );
}
