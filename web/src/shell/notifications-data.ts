import { useMutation } from '@tanstack/react-query';
import { http } from '../api/http';
import { queryClient } from '../api/query-client';
import { bootstrapStore } from './bootstrap';
import type { NotificationItem } from './notification-row';

// Shared by the navbar bell and the /notifications page.

export interface NotificationsPage {
  pagination: { data: NotificationItem[]; current_page: number; last_page: number; total: number };
}

export function setUnreadCount(count: number) {
  bootstrapStore.set((d) => (d.user ? { ...d, user: { ...d.user, unread_notifications_count: count } } : d));
}

/** Marks some (ids) or all notifications read, then refreshes every notifications query. */
export function useMarkAsRead() {
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      http.post<{ unreadCount: number }>('notifications/mark-as-read', ids === 'all' ? { markAllAsUnread: true } : { ids }),
    onSuccess: (res) => {
      setUnreadCount(res.unreadCount);
      return queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
