import { bodyLimit } from 'hono/body-limit';
import { createRouter } from '../../../http/app-env';
import { AppError } from '../../../http/errors';
import { messageBody } from '../../../http/response-schemas';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { rateLimit } from '../../../platform/rate-limit';
import { CLIENT_ERROR_MAX_BYTES } from '../../../shared/client-errors.limits';
import { clientErrorSchema } from '../../../shared/client-errors.schemas';
import { recordClientError } from './client-errors.service';

/** Anyone's browser may report (guests too): capped in size and counted per IP. */
export const clientErrorsRoutes = createRouter().post(
  '/',
  bodyLimit({
    maxSize: CLIENT_ERROR_MAX_BYTES,
    onError: () => {
      throw new AppError(413, 'The error report is too large.');
    },
  }),
  rateLimit('client-errors', 30, 600),
  validate('json', clientErrorSchema),
  responds(messageBody),
  async (c) => {
    await recordClientError(c.var, c.req.valid('json'), { requestId: c.get('requestId') ?? null, userAgent: c.req.header('user-agent') });
    return c.json({ message: 'Error reported.' }, 202);
  },
);
