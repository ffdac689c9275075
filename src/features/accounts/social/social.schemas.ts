import { z } from 'zod';
import { SOCIAL_SERVICES } from './social.providers';

export const serviceParam = z.object({ service: z.enum(SOCIAL_SERVICES, { error: 'Unknown social login service.' }) });

export const socialConnectSchema = z.object({
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(256),
});
