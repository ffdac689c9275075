import { z } from 'zod';
import { defineSettings } from '../../../shared/settings/define';
import { lazySchema } from '../../../http/lazy-schema';

// The site key, secret key and per-action switches live in the general settings.
export const recaptchaSettings = defineSettings({
  'recaptcha.threshold': { schema: lazySchema(() => z.number().min(0).max(1)), default: 0.5 },
});
