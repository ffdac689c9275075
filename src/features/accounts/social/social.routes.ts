import type { Context } from 'hono';
import { createRouter } from '../../../http/app-env';
import type { AppEnv } from '../../../http/app-env';
import { notFound } from '../../../http/errors';
import { validate } from '../../../http/validate';
import type { FlowIntent } from './social.cookies';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { browserOf } from '../auth/browser.routes';
import { buildBootstrapData } from '../../site/bootstrap/bootstrap.service';
import { type SocialResult, socialResultHtml } from './social.page';
import type { SocialService } from './social.providers';
import { serviceParam, socialConnectSchema } from './social.schemas';
import { completeFlow, connectWithPassword, disconnect, enabledProvider, SOCIAL_ERROR, startFlow } from './social.service';

const NOT_ENABLED = 'This sign-in method is not enabled.';

/** The popup's result page (social.page.ts), never cached. */
function socialResultPage(c: Context<AppEnv>, result: SocialResult, status: ContentfulStatusCode = 200) {
  const nonce = (c.get('secureHeadersNonce' as never) as string | undefined) ?? '';
  const html = socialResultHtml(result, { nonce, appUrl: c.var.config.APP_URL });
  c.header('Cache-Control', 'no-store');
  // The popup went through the provider's origin: a COOP other than unsafe-none here would put it
  // in a new browsing context group and window.opener would be null (the opener page needs
  // same-origin-allow-popups for the same reason).
  c.header('Cross-Origin-Opener-Policy', 'unsafe-none');
  return c.html(html, status);
}

/** What the social flow services take: the request's deps and browser, and the signed-in payload. */
const flowOf = (c: Context<AppEnv>) => ({ deps: c.var, browser: browserOf(c), bootstrap: () => buildBootstrapData(c) });

/** GET …/login and …/connect open in the popup and redirect to the provider. */
function popupStart(intent: FlowIntent) {
  return (c: Context<AppEnv>, service: SocialService) => {
    const provider = enabledProvider(c.var, service);
    if (!provider) return socialResultPage(c, { status: 'ERROR', callbackData: { errorMessage: NOT_ENABLED } }, 404);
    if (intent === 'login' && c.var.auth.user) return socialResultPage(c, { status: 'ALREADY_LOGGED_IN', callbackData: {} });
    if (intent === 'connect' && (!c.var.auth.user || c.var.auth.via !== 'session')) {
      return socialResultPage(c, { status: 'ERROR', callbackData: { errorMessage: 'Sign in first to connect this account.' } }, 403);
    }
    c.header('Cache-Control', 'no-store');
    return c.redirect(startFlow(c.var, browserOf(c), service, provider, intent), 302);
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
    const provider = enabledProvider(c.var, service);
    if (!provider) return socialResultPage(c, { status: 'ERROR', callbackData: { errorMessage: NOT_ENABLED } }, 404);
    try {
      const query = { state: c.req.query('state'), code: c.req.query('code'), error: c.req.query('error') };
      const { result, status } = await completeFlow(flowOf(c), query, service, provider);
      return socialResultPage(c, result, status);
    } catch (err) {
      c.var.log.error({ err, service }, 'social login callback failed');
      return socialResultPage(c, { status: 'ERROR', callbackData: { errorMessage: SOCIAL_ERROR } }, 500);
    }
  })
  .post('/connect', validate('json', socialConnectSchema), async (c) => {
    const data = await connectWithPassword(flowOf(c), c.req.valid('json').password);
    return c.json(data);
  })
  .post('/:service/disconnect', validate('param', serviceParam), async (c) => {
    return c.json({ message: await disconnect(c.var, c.req.valid('param').service) });
  })
  .all('/*', () => {
    throw notFound();
  });
