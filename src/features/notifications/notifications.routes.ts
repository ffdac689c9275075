import { createRouter } from '../../http/app-env';
import { messageBody } from '../../http/response-schemas';
import { responds } from '../../http/responds';
import { validate } from '../../http/validate';
import {
  listNotificationsQuery,
  markAsReadBody,
  notificationIdParam,
  notificationPage,
  subscriptionSettingsBody,
  unreadCountBody,
  unsubscribedBody,
  unsubscribeQuery,
  updateSubscriptionsBody,
} from './notifications.schemas';
import {
  listNotifications,
  markAsRead,
  removeNotification,
  subscriptionSettings,
  unsubscribe,
  updateSubscriptions,
} from './notifications.service';

export const notificationsRoutes = createRouter()
  .get('/', validate('query', listNotificationsQuery), responds(notificationPage), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ pagination: await listNotifications(c.var, c.req.valid('query')) });
  })
  .post('/mark-as-read', validate('json', markAsReadBody), responds(unreadCountBody), async (c) => {
    const result = await markAsRead(c.var, c.req.valid('json'));
    // the user's other tabs update their bell at once
    c.var.services.notificationFeed.announce([c.var.auth.user!.id]);
    return c.json(result);
  })
  .get('/me/subscriptions', responds(subscriptionSettingsBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await subscriptionSettings(c.var));
  })
  .put('/me/subscriptions', validate('json', updateSubscriptionsBody), responds(messageBody), async (c) => {
    const body = c.req.valid('json');
    return c.json(await updateSubscriptions(c.var, body.selections, body.email_digest));
  })
  // the unsubscribe page's button; the e-mail client's one-click POST goes to the root route below
  .post('/unsubscribe', validate('json', unsubscribeQuery), responds(unsubscribedBody), async (c) =>
    c.json(await unsubscribe(c.var, c.req.valid('json'))),
  )
  .delete('/:id{[0-9]+}', validate('param', notificationIdParam), responds(unreadCountBody), async (c) => {
    const result = await removeNotification(c.var, c.req.valid('param').id);
    c.var.services.notificationFeed.announce([c.var.auth.user!.id]);
    return c.json(result);
  });

/**
 * Mounted at /notifications/unsubscribe: the List-Unsubscribe URL of notification e-mails. Mail
 * clients POST `List-Unsubscribe=One-Click` to it without cookies (RFC 8058); a GET is the SPA page.
 */
export const oneClickUnsubscribeRoutes = createRouter().post(
  '/',
  validate('query', unsubscribeQuery),
  responds(unsubscribedBody),
  async (c) => c.json(await unsubscribe(c.var, c.req.valid('query'))),
);
