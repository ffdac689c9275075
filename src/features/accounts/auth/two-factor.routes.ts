import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import {
  recoveryCodesRegenerated,
  twoFactorChanged,
  twoFactorCodeSchema,
  twoFactorEnabled,
  twoFactorQrCode as qrCode,
} from './auth.schemas';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, twoFactorQrCode } from './two-factor.service';

// Every call needs a password confirmed on this session in the last 9000 s (423 otherwise).
export const twoFactorRoutes = createRouter()
  .post('/user/two-factor-authentication', responds(twoFactorEnabled), async (c) => c.json(await enableTwoFactor(c.var)))
  .delete('/user/two-factor-authentication', responds(twoFactorChanged), async (c) => c.json(await disableTwoFactor(c.var)))
  .get('/user/two-factor/qr-code', responds(qrCode), async (c) => c.json(await twoFactorQrCode(c.var)))
  .post('/user/confirmed-two-factor-authentication', validate('json', twoFactorCodeSchema), responds(twoFactorChanged), async (c) =>
    c.json(await confirmTwoFactor(c.var, c.req.valid('json').code)),
  )
  .post('/user/two-factor-recovery-codes', responds(recoveryCodesRegenerated), async (c) => c.json(await regenerateRecoveryCodes(c.var)));
