import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../api/http';
import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { bootstrapStore } from './bootstrap';
import { type NotificationsPage, setUnreadCount } from './notifications-data';

export const POLL_MS = 60_000;

export interface SubscriptionSettings {
  available_channels: string[];
  subscriptions: { group_name: string; items: { notif_id: string; name: string }[] }[];
  user_selections: { notif_id: string; channels: Record<string, boolean> }[];
}

/** The preferences (GET notifications/me/subscriptions): cached indefinitely, per the spec. */
export function useSubscriptionSettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.notificationSubscriptions,
    queryFn: () => http.get<SubscriptionSettings>('notifications/me/subscriptions'),
    staleTime: Infinity,
    enabled,
    meta: { silent: true },
  });
}

/**
 * While the app is open: refreshes the unread count every minute (and when the tab comes back).
 * System notifications come from the service worker (Web Push, web/public/sw.js), not from here.
 */
export function useNotificationPoll() {
  const poll = useQuery({
    queryKey: queryKeys.notifications({ unread: 'true', perPage: 5 }),
    queryFn: () => http.get<NotificationsPage>('notifications', { unread: 'true', perPage: 5 }),
    refetchInterval: POLL_MS,
    // always stale, so returning to the tab checks at once
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: { silent: true },
    retry: false,
  });
  useEffect(() => {
    const page = poll.data?.pagination;
    if (!page) return;
    const before = bootstrapStore.get().user?.unread_notifications_count ?? 0;
    setUnreadCount(page.total);
    if (page.total !== before) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications({ perPage: 10 }) });
  }, [poll.data]);
}
