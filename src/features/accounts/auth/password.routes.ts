import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { messageBody } from '../../../http/response-schemas';
import { validate } from '../../../http/validate';
import { clientIp } from '../../../platform/rate-limit';
import { browserOf } from './browser.routes';
import {
  changePasswordSchema,
  confirmedPasswordStatusSchema,
  confirmPasswordSchema,
  forgotPasswordSchema,
  passwordConfirmation,
  passwordConfirmed,
  resetPasswordSchema,
} from './auth.schemas';
import { confirmPassword, isPasswordConfirmed } from './password-confirmation';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service';
import { requireUser } from '../../../http/guard';

export const passwordRoutes = createRouter()
  .post('/forgot-password', validate('json', forgotPasswordSchema), responds(messageBody), async (c) =>
    c.json({ message: await requestPasswordReset(c.var, clientIp(c), c.req.valid('json').email) }),
  )
  .post('/reset-password', validate('json', resetPasswordSchema), responds(messageBody), async (c) =>
    c.json({ message: await resetPassword(c.var, browserOf(c), c.req.valid('json')) }),
  )
  .put('/user/password', validate('json', changePasswordSchema), responds(messageBody), async (c) =>
    c.json({ message: await changePassword(c.var, c.req.valid('json')) }),
  )
  .get('/user/confirmed-password-status', validate('query', confirmedPasswordStatusSchema), responds(passwordConfirmation), async (c) => {
    requireUser(c.var.auth);
    return c.json({ confirmed: await isPasswordConfirmed(c.var, c.req.valid('query').seconds) });
  })
  .post('/user/confirm-password', validate('json', confirmPasswordSchema), responds(passwordConfirmed), async (c) => {
    await confirmPassword(c.var, c.req.valid('json').password);
    return c.json({ confirmed: true, message: 'Password confirmed' });
  });
