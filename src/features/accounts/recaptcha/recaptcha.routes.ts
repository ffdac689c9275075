import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { rateLimit } from '../../../platform/rate-limit';
import { recaptchaVerdict, verifyRecaptchaSchema } from './recaptcha.schemas';
import { humanCheckRequest, verifyRecaptchaToken } from './recaptcha.service';

export const recaptchaRoutes = createRouter().post(
  '/verify',
  // Every call costs a request to Google, so it is bounded per client.
  rateLimit('recaptcha-verify', 30, 60),
  validate('json', verifyRecaptchaSchema),
  responds(recaptchaVerdict),
  async (c) => {
    const { token, action } = c.req.valid('json');
    return c.json({ success: await verifyRecaptchaToken(c.var, humanCheckRequest(c), token, action) });
  },
);
