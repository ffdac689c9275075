import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { messageBody } from '../../../http/response-schemas';
import { validate } from '../../../http/validate';
import { clientIp } from '../../../platform/rate-limit';
import { resendVerificationSchema, verificationCodeSchema } from './email-verification.schemas';
import { resendVerification, validateVerificationCode } from './email-verification.service';

// Mounted under api/v1. The code is always mailed to the signed-in user's own address; the
// `email` the client sends is not trusted to pick a recipient.
export const validateEmailRoutes = createRouter().post('/', validate('json', verificationCodeSchema), responds(messageBody), async (c) => {
  await validateVerificationCode(c.var, clientIp(c), c.req.valid('json').code);
  return c.json({ message: 'Email verified' });
});

export const resendEmailVerificationRoutes = createRouter().post(
  '/',
  validate('json', resendVerificationSchema),
  responds(messageBody),
  async (c) => {
    return c.json({ message: await resendVerification(c.var, clientIp(c)) });
  },
);
