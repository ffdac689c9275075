import { z } from 'zod';
import { lazySchema } from '../../../http/lazy-schema';

// Spec section 5: required, max 6, numeric.
export const verificationCodeSchema = lazySchema(() =>
  z.object({
    code: z
      .string({ error: 'The code field is required.' })
      .trim()
      .min(1, 'The code field is required.')
      .max(6, 'The code may not be greater than 6 characters.')
      .regex(/^\d+$/, 'The code must be a number.'),
  }),
);

export const resendVerificationSchema = lazySchema(() => z.object({ email: z.string().max(255).optional() }));
