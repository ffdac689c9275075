import { z } from 'zod';
import { SOCIAL_SERVICES } from './social.providers';
import { lazySchema } from '../../../http/lazy-schema';

export const serviceParam = lazySchema(() => z.object({ service: z.enum(SOCIAL_SERVICES, { error: 'Unknown social login service.' }) }));

export const socialConnectSchema = lazySchema(() =>
  z.object({
    password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(256),
  }),
);
