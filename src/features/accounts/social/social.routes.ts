import type { Context } from 'hono';
import { createRouter } from '../../../http/app-env';
import type { AppEnv } from '../../../http/app-env';
import { notFound } from '../../../http/errors';
import { validate } from '../../../http/validate';
import type { FlowIntent } from './social.cookies';
import { socialResultPage } from './social.page';
import type { SocialService } from './social.providers';
import { serviceParam, socialConnectSchema } from './social.schemas';
import { completeFlow, connectWithPassword, disconnect, enabledProvider, SOCIAL_ERROR, startFlow } from './social.service';

const NOT_ENABLED = 'This sign-in method is not enabled.';

/** GET …/login and …/connect open in the popup and redirect to the provider. */
function popupStart(intent: FlowIntent) {
  return (c: Context<AppEnv>, service: SocialService) => {
    const provider = enabledProvider(c, service);
    if (!provider) return socialResultPage(c, { status: 'ERROR', callbackData: { errorMessage: NOT_ENABLED } }, 404);
    if (intent === 'login' && c.var.auth.user) return socialResultPage(c, { status: 'ALREADY_LOGGED_IN', callbackData: {} });
    if (intent === 'connect' && (!c.var.auth.user || c.var.auth.via !== 'session')) {
      return socialResultPage(c, { status: 'ERROR', callbackData: { errorMessage: 'Sign in first to connect this account.' } }, 403);
    }
    c.header('Cache-Control', 'no-store');
    return c.redirect(startFlow(c, service, provider, intent), 302);
  };
}
const startLogin = popupStart('login');
const startConnect = popupStart('connect');

// Spec section 7: these live at the site root (secure/*), not under api/v1.
export const socialRoutes = createRouter()
  .get('/:service/login', validate('param', serviceParam), (c) => startLogin(c, c.req.valid('param').service))
  .get('/:service/connect', validate('param', serviceParam), (c) => startConnect(c, c.req.valid('param').service))
  .get('/:service/callback', validate('param', serviceParam), async (c) => {
    const service = c.req.valid('param').service;
    const provider = enabledProvider(c, service);
    if (!provider) return socialResultPage(c, { status: 'ERROR', callbackData: { errorMessage: NOT_ENABLED } }, 404);
    try {
      const { result, status } = await completeFlow(c, service, provider);
      return socialResultPage(c, result, status);
    } catch (err) {
      c.var.log.error({ err, service }, 'social login callback failed');
      return socialResultPage(c, { status: 'ERROR', callbackData: { errorMessage: SOCIAL_ERROR } }, 500);
    }
  })
  .post('/connect', validate('json', socialConnectSchema), async (c) => {
    const data = await connectWithPassword(c, c.req.valid('json').password);
    return c.json(data);
  })
  .post('/:service/disconnect', validate('param', serviceParam), async (c) => {
    return c.json({ message: await disconnect(c, c.req.valid('param').service) });
  })
  .all('/*', () => {
    throw notFound();
  });
