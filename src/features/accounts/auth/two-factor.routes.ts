import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { twoFactorCodeSchema } from './auth.schemas';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, twoFactorQrCode } from './two-factor.service';

// Every call needs a password confirmed on this session in the last 9000 s (423 otherwise).
export const twoFactorRoutes = createRouter()
  .post('/user/two-factor-authentication', async (c) => c.json(await enableTwoFactor(c.var)))
  .delete('/user/two-factor-authentication', async (c) => c.json(await disableTwoFactor(c.var)))
  .get('/user/two-factor/qr-code', async (c) => c.json(await twoFactorQrCode(c.var)))
  .post('/user/confirmed-two-factor-authentication', validate('json', twoFactorCodeSchema), async (c) =>
    c.json(await confirmTwoFactor(c.var, c.req.valid('json').code)),
  )
  .post('/user/two-factor-recovery-codes', async (c) => c.json(await regenerateRecoveryCodes(c.var)));
