import { z } from 'zod';

export const checkoutBody = z.object({
  product_id: z.coerce.number().int().positive(),
  price_id: z.coerce.number().int().positive(),
});
export const stripeConfirmBody = z.object({ subscriptionId: z.string().regex(/^sub_[A-Za-z0-9]+$/, 'Invalid subscription id.') });
export const paypalConfirmBody = z.object({ subscription_id: z.string().regex(/^I-[A-Z0-9]+$/, 'Invalid subscription id.') });
export const setupConfirmBody = z.object({ setup_intent_id: z.string().regex(/^seti_[A-Za-z0-9]+$/, 'Invalid setup intent id.') });
export const changePlanBody = z.object({ price_id: z.coerce.number().int().positive() });
export const extendBody = z
  .object({ renews_at: z.iso.datetime().optional(), ends_at: z.iso.datetime().optional() })
  .refine((v) => !!v.renews_at !== !!v.ends_at, { message: 'Give either renews_at or ends_at.', path: ['renews_at'] });
export const subscriptionIdParam = z.object({ id: z.coerce.number().int().positive() });
export const adminSubscriptionsQuery = z.object({
  product_id: z.coerce.number().int().positive().optional(),
  gateway: z.enum(['stripe', 'paypal']).optional(),
  status: z.string().max(30).optional(),
  user_id: z.coerce.number().int().positive().optional(),
});
export const revenueQuery = z.object({
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});
