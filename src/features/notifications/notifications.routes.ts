import { createRouter } from '../../http/app-env';
import { validate } from '../../http/validate';
import { listNotificationsQuery, markAsReadBody, updateSubscriptionsBody } from './notifications.schemas';
import { listNotifications, markAsRead, subscriptionSettings, updateSubscriptions } from './notifications.service';

export const notificationsRoutes = createRouter()
  .get('/', validate('query', listNotificationsQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ pagination: await listNotifications(c.var, c.req.valid('query')) });
  })
  .post('/mark-as-read', validate('json', markAsReadBody), async (c) => {
    const result = await markAsRead(c.var, c.req.valid('json'));
    // the user's other tabs update their bell at once
    c.var.services.notificationFeed.announce([c.var.auth.user!.id]);
    return c.json(result);
  })
  .get('/me/subscriptions', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await subscriptionSettings(c.var));
  })
  .put('/me/subscriptions', validate('json', updateSubscriptionsBody), async (c) =>
    c.json(await updateSubscriptions(c.var, c.req.valid('json').selections)),
  );
