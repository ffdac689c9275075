import { z } from 'zod';
import { lazySchema } from '../../../http/lazy-schema';

export const RECAPTCHA_ACTIONS = ['register', 'contact'] as const;
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[number];

export const verifyRecaptchaSchema = lazySchema(() =>
  z.object({
    token: z.string({ error: 'The token is required.' }).min(1, 'The token is required.').max(4000),
    action: z.enum(RECAPTCHA_ACTIONS).default('register'),
  }),
);

export const HUMAN_CHECK_FAILED = 'Could not verify you are human.';

/** Whether Google judged the token to come from a human (and its score passed the site's threshold). */
export const recaptchaVerdict = lazySchema(() => z.looseObject({ success: z.boolean() }));
