import type { FeatureModule } from '../module';
import { DELIVER_JOB, fanOutEvent } from './fan-out';
import { deliveryJob, sendDigests } from './delivery';
import { FAN_OUT_JOB } from './publish';
import { pruneNotifications, unreadCount } from './notifications.service';

/**
 * Notifications: the bell (its unread count rides on the user payload), the fan-out of published
 * events and the e-mail/push deliveries as jobs, the daily digest and the nightly prune.
 */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  userPayload: [async (db, user) => ({ unread_notifications_count: await unreadCount(db, user.id) })],
  jobs: { [FAN_OUT_JOB]: fanOutEvent, [DELIVER_JOB]: deliveryJob() },
  schedules: [
    {
      name: 'notifications:prune',
      cron: '30 3 * * *',
      run: ({ db, services }) => pruneNotifications(db, services.settings.get<number>('notifications.keep_days')),
    },
    { name: 'notifications:digest', cron: '0 8 * * *', run: (deps) => sendDigests(deps) },
  ],
};
