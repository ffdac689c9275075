import type { AdminProduct, PlanPermission, ProductInput } from './api';
import { MAX_SEATS } from '../../../../src/shared/plans.schemas';
import { toMajor, toMinor } from './money';

// The plan form's values and their conversion to and from the API's shapes.

export interface PriceRow {
  /** The stored price this row edits; absent for a new price. */
  id?: number;
  amount: string;
  currency: string;
  interval: 'day' | 'month' | 'year';
  interval_count: number;
  /** What was stored, to tell the admin a change makes a new price. */
  original?: { amount: number; currency: string; interval: string; interval_count: number };
}

export interface PlanFormValues {
  name: string;
  description: string;
  feature_list: { value: string }[];
  hidden: boolean;
  free: boolean;
  recommended: boolean;
  position: number;
  /** People who share the plan, the subscriber included (1–100). */
  seats: number;
  permissions: PlanPermission[];
  prices: PriceRow[];
}

export const emptyPrice = (currency = 'USD', interval: PriceRow['interval'] = 'month'): PriceRow => ({
  amount: '',
  currency,
  interval,
  interval_count: 1,
});

export function formValuesOf(product: AdminProduct | null, nextPosition = 0): PlanFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      feature_list: [],
      hidden: false,
      free: false,
      recommended: false,
      position: nextPosition,
      seats: 1,
      permissions: [{ name: 'videos.play', restrictions: [] }],
      prices: [emptyPrice('USD', 'month'), emptyPrice('USD', 'year')],
    };
  }
  return {
    name: product.name,
    description: product.description ?? '',
    feature_list: product.feature_list.map((value) => ({ value })),
    hidden: product.hidden,
    free: product.free,
    recommended: product.recommended,
    position: product.position,
    seats: product.seats ?? 1,
    permissions: product.permissions.map((p) => ({ name: p.name, restrictions: p.restrictions ?? [] })),
    prices: product.prices.map((p) => ({
      id: p.id,
      amount: toMajor(p.amount, p.currency),
      currency: p.currency,
      interval: p.interval,
      interval_count: p.interval_count,
      original: { amount: p.amount, currency: p.currency, interval: p.interval, interval_count: p.interval_count },
    })),
  };
}

/** The server's rule for seats: a whole number from 1 to MAX_SEATS (an emptied field is NaN). */
export const seatsValid = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_SEATS;

/** Whether saving this row replaces its stored price with a new one (the server's rule). */
export function makesNewPrice(row: PriceRow) {
  if (!row.id || !row.original) return false;
  const amount = toMinor(row.amount, row.currency);
  const o = row.original;
  return (
    amount !== o.amount ||
    row.currency.toUpperCase() !== o.currency ||
    row.interval !== o.interval ||
    Number(row.interval_count) !== o.interval_count
  );
}

/** The API body; amounts go in minor units. Rows with an unreadable amount were stopped by validation. */
export function inputOf(v: PlanFormValues): ProductInput {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    feature_list: v.feature_list.map((f) => f.value.trim()).filter(Boolean),
    hidden: v.hidden,
    free: v.free,
    recommended: v.recommended,
    position: Number(v.position) || 0,
    seats: Number(v.seats) || 1,
    permissions: v.permissions,
    prices: v.prices.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      amount: toMinor(p.amount, p.currency) ?? 0,
      currency: p.currency.trim().toUpperCase(),
      interval: p.interval,
      interval_count: Number(p.interval_count) || 1,
    })),
  };
}
