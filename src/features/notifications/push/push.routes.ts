import { createRouter } from '../../../http/app-env';
import { responds, respondsEmpty } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { clientIp, rateLimit } from '../../../platform/rate-limit';
import { pushKey, storedSubscription, subscribeBody, unsubscribeBody } from './push.schemas';
import { pushPublicKey, subscribeToPush, unsubscribeFromPush } from './push.service';

// Each stored subscription is a URL the server will POST to: 30 changes per 10 minutes per user.
const subscriptionLimit = rateLimit('push-subscriptions', 30, 600, (c) => (c.var.auth.user ? `u${c.var.auth.user.id}` : clientIp(c)));

/** The browser channel (Web Push), under /api/v1/notifications/push; signed-in users only. */
export const pushRoutes = createRouter()
  .get('/key', responds(pushKey), async (c) => c.json(await pushPublicKey(c.var)))
  .post('/subscriptions', subscriptionLimit, validate('json', subscribeBody), responds(storedSubscription), async (c) =>
    c.json({ subscription: await subscribeToPush(c.var, c.req.valid('json'), c.req.header('user-agent')) }, 201),
  )
  .delete('/subscriptions', subscriptionLimit, validate('json', unsubscribeBody), respondsEmpty(), async (c) => {
    await unsubscribeFromPush(c.var, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });
