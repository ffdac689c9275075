import { z } from 'zod';
import { defineSettings } from '../../../shared/settings/define';

// The site key, secret key and per-action switches live in the general settings.
export const recaptchaSettings = defineSettings({
  'recaptcha.threshold': { schema: z.number().min(0).max(1), default: 0.5 },
});
