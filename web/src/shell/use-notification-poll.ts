import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { http } from '../api/http';
import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { bootstrapStore } from './bootstrap';
import type { NotificationItem } from './notification-row';
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

const wantsBrowser = (settings: SubscriptionSettings | undefined, type: string) =>
  !!settings?.user_selections.find((s) => s.notif_id === type)?.channels.browser;

/**
 * While the app is open: refreshes the unread count every minute (and when the tab comes back),
 * and shows a system notification for each new one whose type the user turned 'browser' on for.
 */
export function useNotificationPoll(subscriptions: boolean) {
  const seen = useRef<number | null>(null);
  const prefs = useSubscriptionSettings(subscriptions);
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
    const newest = page.data[0]?.id ?? 0;
    const fresh = seen.current === null ? [] : page.data.filter((n) => n.id > seen.current!);
    seen.current = Math.max(seen.current ?? 0, newest);
    if (page.total !== before) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications({ perPage: 10 }) });
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    for (const n of fresh.filter((n) => wantsBrowser(prefs.data, n.type))) showSystemNotification(n);
  }, [poll.data, prefs.data]);
}

function showSystemNotification(n: NotificationItem) {
  const [title, ...rest] = (n.data.lines ?? []).map((l) => l.content);
  const note = new Notification(title ?? document.title, {
    body: rest.join('\n'),
    tag: `marquee-${n.id}`,
    icon: n.data.image ?? undefined,
  });
  const target = n.data.mainAction?.action;
  if (target?.startsWith('/') && !target.startsWith('//')) note.onclick = () => window.location.assign(target);
}
