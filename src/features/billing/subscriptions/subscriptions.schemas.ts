import { z } from 'zod';
import { adminSubscriptionsQuery, changePlanBody } from '../billing.schemas';
import { lazySchema } from '../../../http/lazy-schema';

// Admin list and actions (shared with web/src/admin/billing).

/** Provider statuses, plus 'valid' (may use the plan now) and 'ending' (canceled, paid up until ends_at). */
export const subscriptionStatuses = [
  'valid',
  'ending',
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
  'expired',
] as const;

export const adminListQuery = lazySchema(() =>
  adminSubscriptionsQuery.extend({
    status: z.enum(subscriptionStatuses).optional(),
    /** Finds subscribers by email or name. */
    query: z.string().trim().max(100).optional(),
  }),
);
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** Admins may switch a plan without charging the difference (prorate: false); owners always prorate. */
export const changePlanInput = lazySchema(() => changePlanBody.extend({ prorate: z.boolean().optional() }));
