import { z } from 'zod';

export const billingIntervals = ['day', 'month', 'year'] as const;

export const priceInput = z.object({
  id: z.number().int().positive().optional(),
  amount: z.number().int().min(0).max(100_000_000),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Must be a 3-letter currency code.')
    .transform((s) => s.toUpperCase()),
  interval: z.enum(billingIntervals),
  interval_count: z.number().int().min(1).max(365).default(1),
});

export const planPermission = z.object({
  name: z.string().min(1).max(100),
  restrictions: z.array(z.object({ name: z.string().min(1).max(100), value: z.number().int().min(0).nullable() })).default([]),
});

export const MAX_SEATS = 100;
const seatsMessage = `Seats must be a whole number from 1 to ${MAX_SEATS}.`;

export const productInput = z.object({
  name: z.string().trim().min(1).max(255),
  description: z.string().max(5000).nullish(),
  feature_list: z.array(z.string().trim().min(1).max(255)).max(50).default([]),
  hidden: z.boolean().default(false),
  free: z.boolean().default(false),
  recommended: z.boolean().default(false),
  position: z.number().int().min(0).max(10_000).default(0),
  /** People the plan covers: the subscriber plus seats − 1 members of workspaces they own. */
  seats: z
    .number({ error: seatsMessage })
    .int({ error: seatsMessage })
    .min(1, { error: seatsMessage })
    .max(MAX_SEATS, { error: seatsMessage })
    .default(1),
  permissions: z.array(planPermission).max(200).default([]),
  prices: z.array(priceInput).max(20).default([]),
});
export type ProductInput = z.infer<typeof productInput>;

export const productIdParam = z.object({ productId: z.coerce.number().int().positive() });

// Pricing page rules (spec sections 4 and 9), shared with the web.
export type BillingCycle = 'monthly' | 'yearly';
export interface PriceLike {
  amount: number;
  interval: string;
  interval_count: number;
}

/** Monthly: the first price of at least 30 days or 1 month; yearly: at least 12 months or 1 year; else the first. */
export function priceForCycle<P extends PriceLike>(prices: P[], cycle: BillingCycle): P | undefined {
  const fits =
    cycle === 'monthly'
      ? (p: P) => (p.interval === 'day' && p.interval_count >= 30) || (p.interval === 'month' && p.interval_count >= 1)
      : (p: P) => (p.interval === 'month' && p.interval_count >= 12) || (p.interval === 'year' && p.interval_count >= 1);
  return prices.find(fits) ?? prices[0];
}

/** 'Save up to N%': yearly vs 12 × monthly, rounded, only above 0 and at most 200, hidden plans ignored, the highest. */
export function savingsPercent(products: { hidden: boolean; prices: PriceLike[] }[]): number | null {
  let best: number | null = null;
  for (const product of products.filter((p) => !p.hidden)) {
    const monthly = priceForCycle(product.prices, 'monthly');
    const yearly = priceForCycle(product.prices, 'yearly');
    if (!monthly || !yearly || monthly === yearly || monthly.amount <= 0) continue;
    const percent = Math.round(((monthly.amount * 12 - yearly.amount) / (monthly.amount * 12)) * 100);
    if (percent > 0 && percent <= 200 && (best === null || percent > best)) best = percent;
  }
  return best;
}

/** The amount shown per interval: amount ÷ interval_count (minor units). */
export const amountPerInterval = (p: PriceLike) => p.amount / Math.max(1, p.interval_count);
