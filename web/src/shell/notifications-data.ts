import { hashKey, useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../api/client';
import { http, type Params } from '../api/http';
import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { bootstrapStore } from './bootstrap';
import type { NotificationItem } from './notification-row';

// Shared by the navbar bell, its live stream and the /notifications pages.

export type NotificationsPage = ApiResponse<'get', 'notifications'>;

/** What the live stream (or, without it, a poll) says: the unread count and the ones that are new. */
export interface UnreadUpdate {
  unreadCount: number;
  latest: NotificationItem[];
}

/** GET notifications/me/subscriptions; email_digest: e-mail one per notification ('off') or in one daily digest. */
export type SubscriptionSettings = ApiResponse<'get', 'notifications/me/subscriptions'>;

/** The bell's dropdown: the ten newest. */
export const BELL_LIST = { perPage: 10 };

/** GET notifications with these parameters (a page as the spec shapes it). */
export function notificationsQuery(params: Params) {
  return { queryKey: queryKeys.notifications(params), queryFn: () => http.get<NotificationsPage>('notifications', params) };
}

/** The preferences (GET notifications/me/subscriptions): cached indefinitely, per the spec. */
export function useSubscriptionSettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.notificationSubscriptions,
    queryFn: () => api.get('notifications/me/subscriptions'),
    staleTime: Infinity,
    enabled,
    meta: { silent: true },
  });
}

export function setUnreadCount(count: number) {
  bootstrapStore.set((d) => (d.user ? { ...d, user: { ...d.user, unread_notifications_count: count } } : d));
}

/** Marks every notification list stale (the open ones refetch), except those given; never the preferences. */
export function refreshNotificationLists(except: Params[] = []) {
  const skip = new Set(except.map((p) => hashKey(queryKeys.notifications(p))));
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'notifications' && typeof q.queryKey[1] === 'object' && !skip.has(q.queryHash),
  });
}

/**
 * Applies an update without a request of its own: the count in the navbar, new ones at the top of
 * the bell's list (a merged one moves up), other lists marked stale. A count that changed with
 * nothing new means some were read or deleted elsewhere: the lists are refreshed.
 */
export function applyUnreadUpdate({ unreadCount, latest }: UnreadUpdate, except: Params[] = []) {
  const before = bootstrapStore.get().user?.unread_notifications_count;
  setUnreadCount(unreadCount);
  if (latest.length) {
    queryClient.setQueryData<NotificationsPage>(queryKeys.notifications(BELL_LIST), (page) => {
      if (!page) return page;
      const ids = new Set(latest.map((n) => n.id));
      const kept = page.pagination.data.filter((n) => !ids.has(n.id));
      const added = latest.length - (page.pagination.data.length - kept.length);
      const data = [...latest, ...kept].slice(0, BELL_LIST.perPage);
      const total = page.pagination.total + added;
      return { pagination: { ...page.pagination, data, total } };
    });
    void refreshNotificationLists([BELL_LIST, ...except]);
  } else if (unreadCount !== before) void refreshNotificationLists(except);
}

/** Marks some (ids) or all notifications read, then refreshes every notifications list. */
export function useMarkAsRead() {
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      api.post('notifications/mark-as-read', { body: ids === 'all' ? { markAllAsUnread: true } : { ids } }),
    onSuccess: (res) => {
      setUnreadCount(res.unreadCount);
      return refreshNotificationLists();
    },
  });
}

/** Deletes one notification, then refreshes every notifications list. */
export function useDeleteNotification(onDeleted?: () => void) {
  return useMutation({
    mutationFn: (id: number) => api.delete('notifications/{id}', { path: { id } }),
    onSuccess: (res) => {
      setUnreadCount(res.unreadCount);
      onDeleted?.();
      return refreshNotificationLists();
    },
  });
}
