import { createRouter } from '../../http/app-env';
import { validate } from '../../http/validate';
import { registerScheduledTask } from '../../platform/scheduler';
import { registerUserPayloadExtension } from '../accounts/users/users.present';
import { listNotificationsQuery, markAsReadBody, updateSubscriptionsBody } from './notifications.schemas';
import {
  listNotifications,
  markAsRead,
  pruneNotifications,
  subscriptionSettings,
  unreadCount,
  updateSubscriptions,
} from './notifications.service';

registerUserPayloadExtension(async (db, user) => ({ unread_notifications_count: await unreadCount(db, user.id) }));
registerScheduledTask('notifications:prune', '30 3 * * *', ({ db }) => pruneNotifications(db));

export const notificationsRoutes = createRouter()
  .get('/notifications', validate('query', listNotificationsQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ pagination: await listNotifications(c.var, c.req.valid('query')) });
  })
  .post('/notifications/mark-as-read', validate('json', markAsReadBody), async (c) => c.json(await markAsRead(c.var, c.req.valid('json'))))
  .get('/notifications/me/subscriptions', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await subscriptionSettings(c.var));
  })
  .put('/notifications/me/subscriptions', validate('json', updateSubscriptionsBody), async (c) =>
    c.json(await updateSubscriptions(c.var, c.req.valid('json').selections)),
  );
