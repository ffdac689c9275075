import type { FeatureModule } from '../module';
import { pruneNotifications, unreadCount } from './notifications.service';

/** Notifications: the bell; its unread count rides on the user payload. */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  userPayload: [async (db, user) => ({ unread_notifications_count: await unreadCount(db, user.id) })],
  schedules: [{ name: 'notifications:prune', cron: '30 3 * * *', run: ({ db }) => pruneNotifications(db) }],
};
