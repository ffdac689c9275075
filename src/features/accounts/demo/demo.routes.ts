import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createRouter, type AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/errors';
import { DEMO_GATEWAY, isDemoEmail } from './demo.accounts';
import { DEMO_REFUSAL, isDemoAccount, touchesProtectedSettings, userUpdateRefused } from './demo.guard';
import { subscriptionGateway } from './demo.queries';

// The demo-mode guard, in one place: every route a visitor could use to break a public demo, with
// the condition under which it is refused (403, DEMO_REFUSAL). Mounted before the product's routers
// (features/index.ts), so a refused request never reaches them; outside demo mode every rule passes.
// The CLI is not a route: the operator keeps every power.

type Refuses = (c: Context<AppEnv>) => boolean | Promise<boolean>;

const always: Refuses = () => true;

function rule(refuses: Refuses = always) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.services.settings.get<boolean>('site.demo') && (await refuses(c))) {
      throw new AppError(403, DEMO_REFUSAL, undefined, 'demo_mode');
    }
    await next();
  });
}

const json = (c: Context<AppEnv>) => c.req.json().catch(() => null) as Promise<unknown>;
const idParam = (c: Context<AppEnv>, name: string) => {
  const v = c.req.param(name);
  return v === 'me' ? 'me' : Number(v);
};
const caller = (c: Context<AppEnv>) => c.var.auth.user;
const callerIsDemo: Refuses = (c) => isDemoEmail(caller(c)?.email);
const targetIsDemo =
  (name = 'id'): Refuses =>
  (c) =>
    isDemoAccount(c.var.db, idParam(c, name), caller(c) ?? null);

const protectedSettings = rule(async (c) => touchesProtectedSettings(await json(c)));
const demoEmailInBody = rule(async (c) => {
  const email = ((await json(c)) as { email?: unknown } | null)?.email;
  return typeof email === 'string' && isDemoEmail(email);
});

/** Under /api/v1. */
export const demoGuardRoutes = createRouter()
  // users: deleting anyone (a visitor may still delete the account they registered), banning,
  // and the sign-in, roles and grants of the demo accounts
  .delete(
    '/users/:ids',
    rule(async (c) => {
      const self = ['true', '1'].includes(c.req.query('deleteCurrentUser') ?? '');
      return !self || callerIsDemo(c);
    }),
  )
  .put(
    '/users/:id',
    rule(async (c) => userUpdateRefused(await json(c), await targetIsDemo()(c))),
  )
  .post('/users/:id/ban', rule())
  .delete('/users/:id/two-factor', rule(targetIsDemo()))
  .delete('/users/:id/sessions', rule(targetIsDemo()))
  // settings that break the site, through the settings page or the appearance editor
  .post('/settings', protectedSettings)
  .post('/admin/appearance', protectedSettings)
  // the catalogue and its videos: the next visitor would find the demo gone until the next seed
  .delete('/titles/:ids', rule())
  .delete('/videos/:ids', rule())
  // roles (their permissions are every visitor's) and plans
  .put('/roles/:id', rule())
  .delete('/roles/:id', rule())
  // (at the real routes' paths, so the API document lists one operation for each, not the guard's own)
  .delete('/billing/products/:productId{[0-9]+}', rule())
  // the demo subscription has no provider: it cannot be canceled, resumed, changed or extended
  .on(
    'POST',
    ['cancel', 'resume', 'change-plan', 'extend'].map((action) => `/billing/subscriptions/:id{[0-9]+}/${action}`),
    rule(async (c) => (await subscriptionGateway(c.var.db, Number(c.req.param('id')))) === DEMO_GATEWAY),
  );

/** Under /auth and /api/v1/auth: the demo accounts' passwords and two-factor authentication. */
export const demoAuthGuardRoutes = createRouter()
  .put('/user/password', rule(callerIsDemo))
  .post('/forgot-password', demoEmailInBody)
  .post('/reset-password', demoEmailInBody)
  .post('/user/two-factor-authentication', rule(callerIsDemo))
  .delete('/user/two-factor-authentication', rule(callerIsDemo))
  .post('/user/confirmed-two-factor-authentication', rule(callerIsDemo))
  .post('/user/two-factor-recovery-codes', rule(callerIsDemo));
