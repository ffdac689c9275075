import type { Context } from 'hono';
import { createRouter } from '../../../http/app-env';
import type { AppEnv } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { buildBootstrapData } from '../../site/bootstrap/bootstrap.service';
import { login, loginSchema, register as registered, registerSchema, twoFactorChallengeSchema, withBootstrapData } from './auth.schemas';
import { humanCheckRequest } from '../recaptcha/recaptcha.service';
import { browserOf } from './browser.routes';
import { attemptLogin, logout, startSession } from './login.service';
import { register } from './register.service';
import { completeTwoFactorChallenge } from './two-factor-challenge';

// Spec section 7 auth/* calls. Mounted at /auth (no api/v1 prefix, as the web client sends them)
// and again at /api/v1/auth for API clients.
//
// Banned users may sign in: the session exists so that the web can show the suspended screen
// (spec section 2, gate router), while every API write refuses them through guard.ts.

const bootstrap = async (c: Context<AppEnv>) => ({ bootstrapData: await buildBootstrapData(c) });

export const authRoutes = createRouter()
  .post('/register', validate('json', registerSchema), responds(registered), async (c) => {
    const { status } = await register(c.var, browserOf(c), humanCheckRequest(c), c.req.valid('json'));
    return c.json({ status, ...(await bootstrap(c)) });
  })
  .post('/login', validate('json', loginSchema), responds(login), async (c) => {
    const { twoFactor } = await attemptLogin(c.var, browserOf(c), c.req.valid('json'));
    if (twoFactor) return c.json({ two_factor: true });
    return c.json({ two_factor: false, ...(await bootstrap(c)) });
  })
  .post('/two-factor-challenge', validate('json', twoFactorChallengeSchema), responds(withBootstrapData), async (c) => {
    const browser = browserOf(c);
    const { userId, remember } = await completeTwoFactorChallenge(c.var, browser, c.req.valid('json'));
    await startSession(c.var, browser, userId, remember);
    return c.json(await bootstrap(c));
  })
  .post('/logout', responds(withBootstrapData), async (c) => {
    await logout(c.var, browserOf(c));
    return c.json(await bootstrap(c));
  });
